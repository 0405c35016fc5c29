import { expect, register, restCall, test, uniqueUser } from "./fixtures.ts";

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test.describe("public form retries", () => {
  test("an answer whose response was lost is stored once when the visitor submits again", async ({ page, browser, consoleAllowList }) => {
    consoleAllowList.push(/net::ERR_CONNECTION_RESET|Failed to load resource/);
    const owner = await (await browser.newContext()).newPage();
    await register(owner, uniqueUser());
    const fields = { "1700000000000_1": { name: "QRFieldShortText", displayName: "Driver code", option: { label: "Driver code", required: true }, data: "" } };
    const { qrId } = await restCall<{ qrId: string }>(owner, "POST", "/api/campaign", { title: "Shift log", fields });

    // The first submit reaches the server, which stores it, but its response never arrives.
    const keys: string[] = [];
    await page.route("**/api/submission/create/**", async (route) => {
      keys.push(route.request().headers()["idempotency-key"] ?? "");
      if (keys.length === 1) {
        await route.fetch();
        await route.abort("connectionreset");
      } else await route.continue();
    });

    await page.goto(`/${qrId}`);
    await page.getByLabel("Driver code").fill("D-7");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.locator(".pf-toast")).toBeVisible();
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();

    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    const stored = await restCall<{ total: number }>(owner, "GET", `/api/submission/gets/${qrId}`);
    expect(stored.total).toBe(1);
    await owner.context().close();
  });
});
