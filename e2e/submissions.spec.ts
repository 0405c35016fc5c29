import fs from "node:fs";
import type { Page } from "@playwright/test";
import { clientOperation, expect, register, test, uniqueUser } from "./fixtures.ts";

const FIELDS = {
  "1700000000000_1": { name: "QRFieldTitle", displayName: "Title", option: { label: "Tell us about your visit", required: false } },
  "1700000000000_2": { name: "QRFieldShortText", displayName: "Short text", option: { label: "Your name", required: true } },
  "1700000000000_3": { name: "QRFieldEmail", displayName: "Email", option: { label: "Email", required: false } },
  "1700000000000_4": { name: "QRFieldLongText", displayName: "Long text", option: { label: "Comments", required: false } },
};

/** Creates a form with a few fields with the client's own mutation, with the signed-in owner's session cookie. */
async function createForm(page: Page, title: string): Promise<string> {
  const body = await clientOperation<{ data?: { createForm: { form?: { qrId: string } } } }>(page, "useCreateFormMutation", {
    input: { settings: { title, fields: FIELDS } },
  });
  const qrId = body.data?.createForm.form?.qrId ?? null;
  expect(qrId).toBeTruthy();
  return qrId!;
}

/** A respondent's submission through the public REST endpoint (no session needed). */
async function submit(page: Page, qrId: string, name: string, email: string, comments: string): Promise<void> {
  const answer = (id: keyof typeof FIELDS, data: string) => ({ component: FIELDS[id].name, name: FIELDS[id].name, label: FIELDS[id].option.label, option: FIELDS[id].option, data });
  const response = await page.request.post(`/api/submission/create/${qrId}`, {
    data: { data: { "1700000000000_2": answer("1700000000000_2", name), "1700000000000_3": answer("1700000000000_3", email), "1700000000000_4": answer("1700000000000_4", comments) } },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test("the owner reads, searches, deletes and exports submissions", async ({ page }) => {
  await register(page, uniqueUser());
  const qrId = await createForm(page, "Visitor survey");

  // No answers yet: the empty state offers the link to share.
  await page.goto(`/form/${qrId}/submissions`);
  await expect(page.getByRole("heading", { name: "No submissions yet" })).toBeVisible();
  await expect(page.getByLabel("Link to your form")).toHaveValue(/\/s\//);

  await submit(page, qrId, "Ada Lovelace", "ada@example.com", "Lovely engines.");
  await submit(page, qrId, "Grace Hopper", "grace@example.com", "Found a moth.");
  await submit(page, qrId, "Alan Turing", "alan@example.com", "A".repeat(200));

  await page.goto(`/form/${qrId}/submissions`);
  await expect(page.getByRole("heading", { level: 1, name: "Visitor survey" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit form" })).toHaveAttribute("href", `/form/${qrId}/edit`);
  const table = page.getByRole("table");
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(3);
  await expect(page.getByText("3 submissions", { exact: true }).first()).toBeVisible();
  // One column per answerable field (the title field takes no answer), newest first.
  await expect(table.getByRole("columnheader")).toHaveText(["", "Submitted", "Your name", "Email", "Comments"]);
  await expect(rows.first()).toContainText("Alan Turing");
  // Long answers are cut in the table.
  await expect(rows.first()).toContainText("…");

  // Search (debounced refetch).
  const search = page.getByRole("searchbox", { name: "Search answers" });
  await search.fill("grace");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Grace Hopper");
  await expect(page.getByText("1 submission match your filters")).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(rows).toHaveCount(3);

  // The date filter: a range that ended yesterday matches nothing.
  const yesterday = new Date(Date.now() - 86_400_000);
  const day = `${yesterday.getFullYear()}-${String(yesterday.getMonth() + 1).padStart(2, "0")}-${String(yesterday.getDate()).padStart(2, "0")}`;
  await page.getByLabel("To", { exact: true }).fill(day);
  await expect(page.getByText("No submission matches these filters.")).toBeVisible();
  await page.getByRole("button", { name: "Show all submissions" }).click();
  await expect(rows).toHaveCount(3);

  // The detail panel: full answers, keyboard navigation.
  await rows.first().getByRole("button").click();
  const detail = page.getByRole("dialog", { name: "Submission" });
  await expect(detail).toBeVisible();
  await expect(detail).toContainText("A".repeat(200));
  await expect(detail).toContainText("1 of 3");
  await page.keyboard.press("ArrowRight");
  await expect(detail).toContainText("Grace Hopper");
  await expect(detail).toContainText("2 of 3");
  await page.keyboard.press("Escape");
  await expect(detail).toBeHidden();

  // Delete one from its detail panel.
  await rows.filter({ hasText: "Grace Hopper" }).getByRole("button").click();
  await detail.getByRole("button", { name: "Delete submission" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this submission?" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Submission deleted")).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(page.getByText("2 submissions", { exact: true }).first()).toBeVisible();

  // Export CSV: a header row and the two remaining submissions.
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = fs.readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, "");
  const lines = csv.split(/\r?\n/).filter((line) => line.trim() !== "");
  expect(lines).toHaveLength(3);
  expect(lines[0]).toContain("Your name");
  expect(lines[0]).toContain("Email");
  expect(lines[0]).toContain("Submitted");
  expect(csv).toContain("Ada Lovelace");
  expect(csv).toContain("Alan Turing");
  expect(csv).not.toContain("Grace Hopper");

  // Bulk delete the rest.
  await page.getByRole("checkbox", { name: "Select all loaded submissions" }).check();
  await expect(page.getByText("2 submissions selected")).toBeVisible();
  await page.getByRole("button", { name: "Delete selected" }).click();
  await page.getByRole("dialog", { name: "Delete 2 submissions?" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("2 submissions deleted")).toBeVisible();
  await expect(page.getByRole("heading", { name: "No submissions yet" })).toBeVisible();
});

test("a personal access token is created once, read-only, and revoked", async ({ page }) => {
  await register(page, uniqueUser());
  await page.goto("/setting/integration");
  await expect(page.getByRole("heading", { level: 1, name: "Integrations" })).toBeVisible();
  await expect(page.getByText("You have no tokens yet.")).toBeVisible();

  await page.getByLabel("Token name").fill("Sales spreadsheet");
  await page.getByRole("button", { name: "Create token" }).click();
  const secret = page.getByLabel("Your new token");
  await expect(secret).toHaveValue(/^fqr_/);
  await expect(page.getByText("it is shown only once")).toBeVisible();
  const token = await secret.inputValue();
  const row = page.getByRole("row", { name: /Sales spreadsheet/ });
  await expect(row).toContainText("Never");

  // The token reads through /graphql.
  const response = await page.request.post("/graphql", {
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    data: { query: "{ viewer { name } }" },
  });
  expect(((await response.json()) as { data?: { viewer?: { name: string } } }).data?.viewer?.name).toBe("Ada Lovelace");

  // Shown once: gone after "I have copied it" and after a reload.
  await page.getByRole("button", { name: "I have copied it" }).click();
  await expect(secret).toBeHidden();
  await page.reload();
  await expect(page.getByLabel("Your new token")).toHaveCount(0);
  await expect(row).toBeVisible();

  await row.getByRole("button", { name: "Revoke token Sales spreadsheet" }).click();
  await page.getByRole("dialog", { name: "Revoke “Sales spreadsheet”?" }).getByRole("button", { name: "Revoke token" }).click();
  await expect(page.getByText("Revoked “Sales spreadsheet”")).toBeVisible();
  await expect(page.getByText("You have no tokens yet.")).toBeVisible();
});
