import type { Page } from "@playwright/test";
import { expect, register, test, uniqueUser } from "./fixtures.ts";

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

async function graphql<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
  return page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch("/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query, variables }) });
      return ((await response.json()) as { data: unknown }).data;
    },
    { query, variables },
  ) as Promise<T>;
}

test.describe("public form retries", () => {
  test("an answer whose response was lost is stored once when the visitor submits again", async ({ page, browser, consoleAllowList }) => {
    consoleAllowList.push(/net::ERR_CONNECTION_RESET|Failed to load resource/);
    const owner = await (await browser.newContext()).newPage();
    await register(owner, uniqueUser());
    const fields = { "1700000000000_1": { name: "QRFieldShortText", displayName: "Driver code", option: { label: "Driver code", required: true }, data: "" } };
    const created = await graphql<{ createForm: { form: { qrId: string } } }>(
      owner,
      "mutation ($input: CreateFormInput!) { createForm(input: $input) { ... on FormSuccess { form { qrId } } } }",
      { input: { settings: { title: "Shift log", fields } } },
    );
    const qrId = created.createForm.form.qrId;

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
    const stored = await graphql<{ form: { submissions: { totalCount: number } } }>(owner, "query ($q: String!) { form(qrId: $q) { submissions(first: 5) { totalCount } } }", { q: qrId });
    expect(stored.form.submissions.totalCount).toBe(1);
    await owner.context().close();
  });
});
