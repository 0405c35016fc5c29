import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { PUBLIC_STATIC_PATHS } from "../shared/sitePaths.ts";
import { clientOperation, expect, register, test, uniqueUser } from "./fixtures.ts";

const visibleText = (page: Page) => page.locator("body").innerText();

test.describe("languages", () => {
  test("switching to Japanese and Arabic from the header changes every string, and the choice survives a reload", async ({ page }) => {
    await page.goto("/");
    const englishHeading = await page.getByRole("heading", { level: 1 }).innerText();
    const englishNav = await page.getByRole("navigation", { name: "Main" }).innerText();

    await page.getByRole("button", { name: "Language: English" }).first().click();
    await page.getByRole("combobox", { name: "Search languages" }).fill("japan");
    await page.getByRole("option", { name: /日本語/ }).click();
    await expect(page).toHaveURL(/\/ja$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    const japaneseHeading = await page.getByRole("heading", { level: 1 }).innerText();
    expect(japaneseHeading).not.toBe(englishHeading);
    expect(japaneseHeading).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    const japaneseNav = await page.locator("header nav").first().innerText();
    expect(japaneseNav).not.toBe(englishNav);
    // Nothing of the page's own text is left in English (brand names aside).
    for (const word of ["Create your free account", "Templates", "Pricing", "Sign in", "From question to answer"]) {
      expect(await visibleText(page)).not.toContain(word);
    }
    await page.screenshot({ path: test.info().outputPath("home-ja.png"), fullPage: true });

    // The choice is remembered: the unprefixed address now leads to Japanese.
    await page.goto("/");
    await expect(page).toHaveURL(/\/ja$/);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");

    // Arabic, right to left, from the language selector again (keyboard this time).
    await page.locator("header").getByRole("button", { name: /日本語/ }).click();
    await page.getByRole("combobox").fill("arab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/ar$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toMatch(/[\u0600-\u06ff]/);
    // Right to left for real: the brand sits at the right edge of the header.
    const brand = (await page.locator("header .brand").boundingBox())!;
    expect(brand.x).toBeGreaterThan((page.viewportSize()?.width ?? 1280) / 2);
    await page.screenshot({ path: test.info().outputPath("home-ar.png"), fullPage: true });

    // Back to English: the address loses its prefix.
    await page.locator("header").getByRole("button", { name: /العربية/ }).click();
    await page.getByRole("combobox").fill("english");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("a prefixed address speaks its language; the server's texts follow", async ({ page }) => {
    await page.goto("/de/templates");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Form templates");
    // Template titles come translated from the server.
    await expect(page.getByRole("navigation", { name: /Vorlagen|Kategorie/i }).first()).toBeVisible();
  });

  test("a sample of languages resolves every public page; an unknown prefix is a 404", async ({ page, consoleAllowList }) => {
    test.setTimeout(240_000);
    // The unknown addresses answer 404, which Chromium logs.
    consoleAllowList.push(/status of 404/);
    const pages = [...PUBLIC_STATIC_PATHS, "/templates/surveys", "/template/wedding-rsvp"];
    for (const prefix of ["", "/fr", "/zh-tw", "/ur"]) {
      for (const path of pages) {
        await page.goto(`${prefix}${path === "/" && prefix ? "" : path}`);
        await expect(page.locator("html")).toHaveAttribute("lang", prefix ? prefix.slice(1) : "en");
        await expect(page.getByRole("heading", { level: 1 }).first(), `${prefix}${path}`).toBeVisible();
        await expect(page.locator(".status-code"), `${prefix}${path}`).toHaveCount(0);
      }
    }
    await page.goto("/xx/templates");
    await expect(page.locator(".status-code")).toHaveText("404");
    await page.goto("/ja/blog/no-such-article");
    await expect(page.locator(".status-code")).toHaveText("404");
    // SPEC.md §2: the lawful bases page has its two anchors.
    await page.goto("/lawful-bases#secondary_purpose");
    await expect(page.locator("#primary_purpose")).toBeVisible();
    await expect(page.locator("#secondary_purpose")).toBeInViewport();
  });
});

test.describe("cookie consent", () => {
  test.use({ cookieConsent: null });

  test("custom consent loads only the allowed scripts; rejecting clears the optional cookies", async ({ page, context, consoleAllowList }) => {
    // The trackers' own servers are out of reach here.
    consoleAllowList.push(/Failed to load resource|net::ERR_/);
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await expect(banner).toBeVisible();
    await expect(page.locator("script[data-tracker]")).toHaveCount(0);

    await banner.getByRole("button", { name: "Customize" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie settings" });
    await expect(dialog.getByRole("switch", { name: /Strictly necessary/ })).toBeDisabled();
    await dialog.getByRole("switch", { name: /Analytical/ }).check();
    await dialog.getByRole("button", { name: "Save choices" }).click();
    await expect(banner).toBeHidden();
    // Analytical: Tag Manager and GA4, not the (targeting) Facebook pixel.
    await expect(page.locator('script[data-tracker="ga4"]').first()).toBeAttached();
    await expect(page.locator('script[data-tracker="gtm"]').first()).toBeAttached();
    await expect(page.locator('script[data-tracker="facebook"]')).toHaveCount(0);
    // Their inline parts ran under the page's CSP: the data layer has entries.
    expect(await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer?.length ?? 0)).toBeGreaterThan(0);
    const agreement = (await context.cookies()).find((cookie) => cookie.name === "cookie-agreement");
    expect(agreement?.value).toBe("custom_100");
    expect(agreement?.sameSite).toBe("Lax");

    // After a reload the choice holds and no banner asks again.
    await page.reload();
    await expect(banner).toBeHidden();
    await expect(page.locator('script[data-tracker="facebook"]')).toHaveCount(0);
    await expect(page.locator('script[data-tracker="ga4"]').first()).toBeAttached();

    // Withdrawal from the footer: every optional cookie goes, the essential ones stay.
    await context.addCookies([
      { name: "_ga", value: "GA1.1.1", url: page.url() },
      { name: "token", value: "kept", url: page.url() },
    ]);
    await page.getByRole("button", { name: "Cookie Settings" }).click();
    await dialog.getByRole("button", { name: "Reject all" }).click();
    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names).not.toContain("_ga");
    expect(names).toContain("token");
    expect((await context.cookies()).find((cookie) => cookie.name === "cookie-agreement")?.value).toBe("custom_000");
    await page.reload();
    await expect(page.locator("script[data-tracker]")).toHaveCount(0);
  });
});

test.describe("footer", () => {
  test("newsletter: bad address, then confirmation; terms groups open on click; support panel", async ({ page }) => {
    await page.goto("/pricing");
    const footer = page.locator("footer");
    const email = footer.getByLabel("Get form tips by e-mail");
    // An empty box does nothing.
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(footer.getByText("Please input a valid email address")).toHaveCount(0);
    await expect(footer.getByText(/newsletter list/)).toHaveCount(0);
    await email.fill("ada@");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(footer.getByText("Please input a valid email address")).toBeVisible();
    await email.fill("ada@example.com");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(footer.getByText("Confirmed! You’re on the newsletter list!")).toBeVisible();

    const terms = footer.getByRole("button", { name: "Terms" });
    await expect(footer.getByRole("link", { name: "General terms and conditions" })).toBeHidden();
    await terms.click();
    await expect(terms).toHaveAttribute("aria-expanded", "true");
    await expect(footer.getByRole("link", { name: "General terms and conditions" })).toBeVisible();
    await expect(footer.getByRole("link", { name: /^(Facebook|X|LinkedIn|YouTube|Instagram)$/ })).toHaveCount(5);
    await expect(footer).toContainText(String(new Date().getFullYear()));

    await footer.getByRole("button", { name: "Help Center" }).click();
    const help = page.getByRole("dialog", { name: "How can we help?" });
    await expect(help.getByRole("link", { name: /Contact us/ })).toHaveAttribute("href", /^mailto:/);
    await page.keyboard.press("Escape");
    await expect(help).toBeHidden();
  });
});

/** Serious and critical axe violations, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} ×${v.nodes.length}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
}

/** The page's heading levels in order: one h1 first, and no level skipped on the way down. */
async function expectHeadingOutline(page: Page) {
  const levels = await page.locator("h1, h2, h3, h4, h5, h6").evaluateAll((headings) =>
    headings.filter((h) => h.getClientRects().length > 0 || h.classList.contains("visually-hidden")).map((h) => Number(h.tagName[1])),
  );
  const outline = `${page.url()}: ${levels.join(" ")}`;
  expect(levels.filter((level) => level === 1), `one h1 (${outline})`).toHaveLength(1);
  expect(levels[0], `the h1 comes first (${outline})`).toBe(1);
  expect(
    levels.filter((level, index) => index > 0 && level > levels[index - 1]! + 1),
    `no skipped level (${outline})`,
  ).toEqual([]);
}

test.describe("accessibility", () => {
  for (const path of ["/", "/login", "/templates"]) {
    test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`)).toEqual([]);
    });
  }

  test("the editor of a form with fields: no serious axe violation, one h1 and no skipped heading level, on desktop and phone", async ({ page }) => {
    await register(page, uniqueUser());
    const fields = {
      "1700000000000_1": { name: "QRFieldShortText", displayName: "Short text", option: { label: "Your name", placeholder: "Ada Lovelace", required: true }, data: "" },
      "1700000000000_2": { name: "QRFieldEmail", displayName: "Email", option: { label: "", placeholder: "you@example.com" }, data: "" },
      "1700000000000_3": { name: "QRFieldRadio", displayName: "Radio", option: { label: "Shift", options: ["Morning", "Noon", "Evening", "Night", "Weekend"].map((label) => ({ label })) }, data: "" },
      "1700000000000_4": { name: "QRFieldName", displayName: "Name", option: { label: "Full name" }, data: "" },
      "1700000000000_5": { name: "QRFieldCheckList", displayName: "Check list", option: { label: "Safety checks", items: [{ itemName: "Exits clear" }], enableNeutral: true }, data: [] },
      "1700000000000_6": { name: "QRFieldDropdown", displayName: "Dropdown", option: { label: "Site", options: [{ label: "North" }] }, data: "" },
      "1700000000000_7": { name: "QRFieldSignature", displayName: "Signature", option: { label: "Signature" }, data: "" },
      "1700000000000_8": { name: "QRFieldDocument", displayName: "Document", option: { label: "Report" }, data: "" },
      "1700000000000_9": { name: "QRFieldCalendar", displayName: "Date", option: { label: "Date" }, data: "" },
    };
    const qrId = await clientOperation<{ data: { createForm: { form: { qrId: string } } } }>(page, "useCreateFormMutation", {
      input: { settings: { title: "Site inspection", fields } },
    }).then((body) => body.data.createForm.form.qrId);
    for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 760 }]) {
      await page.setViewportSize(viewport);
      await page.goto(`/form/${qrId}/edit`);
      await expect(page.getByRole("list", { name: "Form fields" }).locator(":scope > li.field-card")).toHaveCount(9);
      await page.waitForLoadState("networkidle");
      expect(await seriousViolations(page), `editor at ${viewport.width} px`).toEqual([]);
      await expectHeadingOutline(page);
    }
  });

  test("the template gallery and a category have one h1 and skip no heading level", async ({ page }) => {
    for (const path of ["/templates", "/templates/surveys"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expectHeadingOutline(page);
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });

  test("axe finds no serious or critical violation on a public form", async ({ page, browser }) => {
    const ownerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    await register(owner, uniqueUser());
    const created = await clientOperation<{ data: { createForm: { form: { qrId: string } } } }>(owner, "useCreateFormMutation", {
      input: {
        settings: {
          title: "Visitor survey",
          fields: {
            "1700000000000_1": { name: "QRFieldShortText", displayName: "Short text", option: { label: "Your name", required: true }, data: "" },
            "1700000000000_2": { name: "QRFieldRadio", displayName: "Radio", option: { label: "How did you hear of us?", options: [{ label: "Friend" }, { label: "Poster" }] }, data: "" },
            "1700000000000_3": { name: "QRFieldCheckList", displayName: "Check list", option: { label: "Checks", items: [{ itemName: "Clean" }] }, data: [] },
          },
        },
      },
    }).then((body) => body.data.createForm.form.qrId);
    await ownerContext.close();
    await page.goto(`/${created}`);
    await expect(page.getByLabel("Your name")).toBeVisible();
    await expect(page.getByRole("group", { name: /Checks/ })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`)).toEqual([]);
  });
});
