import type { Page } from "@playwright/test";
import { expect, register, restCall, test, uniqueUser } from "./fixtures.ts";

const saveStatus = (page: Page) => page.locator(".save-status-text");

/** The stored title and introduction, as the public form reads them. */
async function storedText(page: Page, qrId: string) {
  const { data } = await restCall<{ data: { title: string; shortText: string } }>(page, "GET", `/api/campaign/getqr/?qrId=${qrId}`);
  return { title: data.title, shortText: data.shortText };
}

test.describe("form editor and concurrent edits", () => {
  test("an edit made elsewhere is never overwritten: the editor says its change was not saved and reloads the latest form", async ({ page }) => {
    await register(page, uniqueUser());
    const { qrId } = await restCall<{ qrId: string }>(page, "POST", "/api/campaign", { title: "Ours" });
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
    const other = await restCall<{ status: string }>(page, "POST", `/api/campaign/edit/${qrId}`, { title: "Theirs" });
    expect(other.status).toBe("success");

    await intro.fill("Unsaved intro");
    const banner = page.getByRole("alert").filter({ hasText: "This form was changed elsewhere" });
    await expect(banner).toContainText("Your latest changes were not saved.");
    await expect(saveStatus(page)).toHaveText("Couldn't save");
    const stored = await storedText(page, qrId);
    expect(stored).toEqual({ title: "Theirs", shortText: "First intro" });

    await banner.getByRole("button", { name: "Reload" }).click();
    await expect(banner).toBeHidden();
    await page.getByRole("tab", { name: "Form" }).click();
    await expect(title).toHaveValue("Theirs");
    await expect(intro).toHaveValue("First intro");

    // Editing goes on from the latest version.
    await intro.fill("After reload");
    await expect(saveStatus(page)).toHaveText("Saved");
    expect(await storedText(page, qrId)).toEqual({ title: "Theirs", shortText: "After reload" });
  });
});
