import type { Page } from "@playwright/test";
import { clientOperation, expect, register, test, uniqueUser } from "./fixtures.ts";

/** Creates forms with the client's own mutation from the page, with the session cookie of the signed-in user. */
async function createForms(page: Page, titles: string[]): Promise<void> {
  const results: string[] = [];
  for (const title of titles) {
    const body = await clientOperation<{ data?: { createForm: { __typename: string } } }>(page, "useCreateFormMutation", { input: { settings: { title } } });
    results.push(body.data?.createForm.__typename ?? "error");
  }
  expect(results).toEqual(titles.map(() => "FormSuccess"));
}

test("the form list and Manage Forms", async ({ page }) => {
  await register(page, uniqueUser());

  // A new owner sees the empty state with its two ways to start.
  await expect(page.getByRole("heading", { name: "You have no forms yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Start from a template" })).toHaveAttribute("href", "/templates");
  await expect(page.getByRole("button", { name: "Create form" }).first()).toBeVisible();

  await createForms(page, ["Customer feedback", "Event registration", "Job application"]);
  await page.goto("/form");

  // Cards: QR thumbnail, title, numbers, toggles and links.
  const cards = page.getByRole("article");
  const card = (title: string) => page.getByRole("article", { name: title, exact: true });
  await expect(cards).toHaveCount(3);
  await expect(page.getByText("3 of 3 forms")).toBeVisible();
  // Last updated first: the newest form leads.
  await expect(cards.first()).toHaveAccessibleName("Job application");
  const job = card("Job application");
  await expect(job.getByRole("img", { name: "QR code of Job application" })).toHaveAttribute("loading", "lazy");
  await expect(job.getByText("0 submissions")).toBeVisible();
  await expect(job.getByRole("link", { name: "Edit" })).toHaveAttribute("href", /^\/form\/[^/]+\/edit$/);
  await expect(job.getByRole("link", { name: "Submissions" })).toHaveAttribute("href", /^\/form\/[^/]+\/submissions$/);
  const open = job.getByRole("link", { name: "Open" });
  await expect(open).toHaveAttribute("target", "_blank");
  await expect(open).toHaveAttribute("rel", "noopener");
  await expect(job.getByRole("switch", { name: "Active" })).toHaveAttribute("aria-checked", "true");

  // Search narrows the cards (debounced), clearing it brings them back.
  const search = page.getByRole("searchbox", { name: "Search forms" });
  await search.fill("feed");
  await expect(cards).toHaveCount(1);
  await expect(card("Customer feedback")).toBeVisible();
  await expect(page.getByText("1 of 1 form")).toBeVisible();
  await search.fill("");
  await expect(cards).toHaveCount(3);

  // Star one and filter by starred.
  const star = card("Event registration").getByRole("button", { name: "Star" });
  await expect(star).toHaveAttribute("aria-pressed", "false");
  await star.click();
  await expect(star).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("radio", { name: "Starred", exact: true }).check();
  await expect(cards).toHaveCount(1);
  await expect(card("Event registration")).toBeVisible();
  await page.getByRole("radio", { name: "All", exact: true }).check();
  await expect(cards).toHaveCount(3);

  // Clone: the copy appears at the top with a success toast.
  await card("Job application").getByRole("button", { name: "Clone" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Created “Copy of Job application”" })).toBeVisible();
  await expect(cards).toHaveCount(4);
  await expect(cards.first()).toHaveAccessibleName("Copy of Job application");
  await expect(page.getByText("4 of 4 forms")).toBeVisible();

  // Delete the clone: Escape cancels, the red button confirms.
  const copy = card("Copy of Job application");
  const dialog = page.getByRole("dialog", { name: "Delete “Copy of Job application”?" });
  await copy.getByRole("button", { name: "Delete" }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(cards).toHaveCount(4);
  await copy.getByRole("button", { name: "Delete" }).click();
  await dialog.getByRole("button", { name: "Delete form" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "Deleted “Copy of Job application”" })).toBeVisible();
  await expect(cards).toHaveCount(3);
  await expect(copy).toHaveCount(0);
  await expect(page.getByText("3 of 3 forms")).toBeVisible();

  // Manage Forms: select two, deactivate them, the badges change.
  await page.getByRole("link", { name: "Table view" }).click();
  await expect(page).toHaveURL(/\/manage$/);
  await expect(page.getByRole("heading", { name: "Manage Forms", level: 1 })).toBeVisible();
  const table = page.getByRole("table");
  await expect(table.getByRole("row")).toHaveCount(4);
  const row = (title: string) => table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: title }) });
  const badge = (title: string) => row(title).locator(".form-status");
  await expect(badge("Customer feedback")).toHaveText("Active");

  await page.getByRole("checkbox", { name: "Select Customer feedback" }).check();
  await page.getByRole("checkbox", { name: "Select Job application" }).check();
  await expect(page.getByText("2 selected")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Select all loaded forms" })).toHaveJSProperty("indeterminate", true);
  await page.getByRole("button", { name: "Deactivate" }).click();
  await expect(page.getByRole("status").filter({ hasText: "2 forms deactivated" })).toBeVisible();
  await expect(badge("Customer feedback")).toHaveText("Inactive");
  await expect(badge("Job application")).toHaveText("Inactive");
  await expect(badge("Event registration")).toHaveText("Active");

  // Sortable headers.
  await table.getByRole("button", { name: "Title" }).click();
  await expect(table.getByRole("columnheader", { name: "Title" })).toHaveAttribute("aria-sort", "ascending");
  await expect(table.getByRole("rowheader").first()).toContainText("Customer feedback");

  // Back on the cards, the list reflects the change.
  await page.getByRole("link", { name: "Card view" }).click();
  await expect(page).toHaveURL(/\/form$/);
  await page.getByRole("radio", { name: "Inactive", exact: true }).check();
  await expect(cards).toHaveCount(2);
  await expect(card("Customer feedback").getByRole("switch", { name: "Active" })).toHaveAttribute("aria-checked", "false");
});
