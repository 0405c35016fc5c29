import { expect, register, restCall, test, uniqueUser } from "./fixtures.ts";

// Issue 14, defects 9–11: what the server answers for an address, where signing in leads, anchors.

test.describe("addresses", () => {
  test("an unknown address answers 404 and shows the app's 404 page", async ({ page, consoleAllowList }) => {
    // Chromium reports the document's own 404 status on the console.
    consoleAllowList.push(/status of 404/);
    const unknown = await page.goto("/no/such/page?x=1");
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found: /no/such/page?x=1");
    expect((await page.goto("/ja/nothing-here"))?.status()).toBe(404);
    await expect(page.locator(".status-code")).toHaveText("404");
    expect((await page.goto("/ja/pricing"))?.status()).toBe(200);
    await expect(page.locator(".status-code")).toHaveCount(0);
  });

  test("/en/… is the English page, also for a visitor whose cookie chose Japanese", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "locale", value: "ja", url: baseURL! }]);
    await page.goto("/en/pricing");
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/pricing$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Choosing /en is remembered like any language: the unprefixed home page stays English.
    await page.goto("/en");
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await page.goto("/");
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("the sitemap exists under every language prefix", async ({ request }) => {
    for (const address of ["/ja/sitemap.xml", "/en/sitemap.xml", "/sitemap.xml"]) {
      const res = await request.get(address);
      expect(res.status(), address).toBe(200);
      expect(await res.text(), address).toContain("<urlset");
    }
  });
});

test.describe("signing in from a protected page", () => {
  test("returns to the page that was asked for", async ({ page }) => {
    const user = uniqueUser();
    await register(page, user);
    const { qrId } = await restCall<{ qrId: string }>(page, "POST", "/api/campaign", { title: "Guest list" });
    await page.context().clearCookies();

    await page.goto(`/form/${qrId}/submissions?page=2`);
    await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(`/form/${qrId}/submissions?page=2`)}$`));
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/form/${qrId}/submissions\\?page=2$`));
    await expect(page.getByRole("heading", { name: /Guest list/ }).first()).toBeVisible();

    // Signed in, /login?next= goes straight there.
    await page.goto(`/login?next=${encodeURIComponent("/templates")}`);
    await expect(page).toHaveURL(/\/templates$/);
  });

  test("in another language, and through sign-up", async ({ page }) => {
    await page.goto("/ja/manage");
    await expect(page).toHaveURL(/\/ja\/login\?next=%2Fja%2Fmanage$/);
    // "Register" on the sign-in page carries the destination along.
    await page.locator(`a[href^="/ja/register?next="]`).first().click();
    await expect(page).toHaveURL(/\/ja\/register\?next=%2Fja%2Fmanage$/);
    const user = uniqueUser();
    await page.locator("input[name=name]").fill(user.name);
    await page.locator("input[name=email]").fill(user.email);
    await page.locator("input[name=password]").fill(user.password);
    await page.locator("form.form-stack button[type=submit]").click();
    await expect(page).toHaveURL(/\/ja\/manage$/);
  });

  test("never leaves the site, whatever next says", async ({ page, baseURL }) => {
    const user = uniqueUser();
    await register(page, user);
    await page.context().clearCookies();
    for (const next of ["//example.com/form", "/\t/example.com/form", "https://example.com/form", "/\\example.com"]) {
      await page.goto(`/login?next=${encodeURIComponent(next)}`);
      await page.getByLabel("Email").fill(user.email);
      await page.getByLabel("Password").fill(user.password);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await expect(page, next).toHaveURL(`${baseURL}/form`);
      await page.context().clearCookies();
    }
  });
});

test.describe("anchors", () => {
  test.use({ viewport: { width: 390, height: 700 } });

  test("an address with #anchor opens at that section, also after a navigation in the app", async ({ page }) => {
    await page.goto("/lawful-bases#secondary_purpose");
    const secondary = page.locator("#secondary_purpose");
    await expect(secondary).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // Below the sticky header, not under it.
    const header = await page.locator("header").first().boundingBox();
    const heading = await secondary.boundingBox();
    expect(heading!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);

    // In the app (as a <Link to="/lawful-bases#primary_purpose"> navigates: a new history entry).
    await page.goto("/privacy-notice");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.evaluate(() => {
      window.history.pushState({ usr: null, key: "anchor-test", idx: 1 }, "", "/lawful-bases#primary_purpose");
      window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
    });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/lawful/i);
    await expect(page.locator("#primary_purpose")).toBeInViewport();
  });
});

test("a new page in the app starts at its top", async ({ page }) => {
  await page.goto("/privacy-notice");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole("banner").getByRole("link", { name: "Pricing" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
