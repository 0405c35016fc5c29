import type { Page } from "@playwright/test";
import { expect, register, test, uniqueUser } from "./fixtures.ts";

/** GraphQL from the page, with its session cookie: what another tab of the same owner sends. */
async function graphql<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
  return page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch("/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query, variables }) });
      return ((await response.json()) as { data: unknown }).data;
    },
    { query, variables },
  ) as Promise<T>;
}

const saveStatus = (page: Page) => page.locator(".save-status-text");

test.describe("form editor and concurrent edits", () => {
  test("an edit made elsewhere is never overwritten: the editor says its change was not saved and reloads the latest form", async ({ page }) => {
    await register(page, uniqueUser());
    const created = await graphql<{ createForm: { form: { qrId: string } } }>(
      page,
      "mutation ($input: CreateFormInput!) { createForm(input: $input) { ... on FormSuccess { form { qrId } } } }",
      { input: { settings: { title: "Ours" } } },
    );
    const qrId = created.createForm.form.qrId;
    await page.goto(`/form/${qrId}/edit`);
    await page.getByRole("tab", { name: "Form" }).click();
    const title = page.getByLabel("Title", { exact: true });
    const intro = page.getByLabel("Introduction", { exact: true });

    // Saves from this editor adopt each new version: consecutive edits go through.
    await title.fill("Ours, edited");
    await expect(saveStatus(page)).toHaveText("Saved");
    await intro.fill("First intro");
    await expect(saveStatus(page)).toHaveText("Saved");

    // Another tab changes the form meanwhile.
    const other = await graphql<{ updateForm: { __typename: string } }>(
      page,
      "mutation ($input: UpdateFormInput!) { updateForm(input: $input) { __typename } }",
      { input: { qrId, settings: { title: "Theirs" } } },
    );
    expect(other.updateForm.__typename).toBe("FormSuccess");

    await intro.fill("Unsaved intro");
    const banner = page.getByRole("alert").filter({ hasText: "This form was changed elsewhere" });
    await expect(banner).toContainText("Your latest changes were not saved.");
    await expect(saveStatus(page)).toHaveText("Couldn't save");
    const stored = await graphql<{ form: { title: string; shortText: string } }>(page, "query ($q: String!) { form(qrId: $q) { title shortText } }", { q: qrId });
    expect(stored.form).toEqual({ title: "Theirs", shortText: "First intro" });

    await banner.getByRole("button", { name: "Reload" }).click();
    await expect(banner).toBeHidden();
    await page.getByRole("tab", { name: "Form" }).click();
    await expect(title).toHaveValue("Theirs");
    await expect(intro).toHaveValue("First intro");

    // Editing goes on from the latest version.
    await intro.fill("After reload");
    await expect(saveStatus(page)).toHaveText("Saved");
    const after = await graphql<{ form: { title: string; shortText: string } }>(page, "query ($q: String!) { form(qrId: $q) { title shortText } }", { q: qrId });
    expect(after.form).toEqual({ title: "Theirs", shortText: "After reload" });
  });
});
