import type { Page } from "@playwright/test";
import sharp from "sharp";
import { clientOperation, expect, register, test, uniqueUser } from "./fixtures.ts";

// What an owner trips over in the editor: a logo lost to "Clear template", a preview in other
// colours than the live form, a long title cut mid-word, and QR codes that point at localhost.

async function createForm(page: Page, title: string): Promise<string> {
  const body = await clientOperation<{ data: { createForm: { form: { qrId: string } } } }>(page, "useCreateFormMutation", { input: { settings: { title } } });
  return body.data.createForm.form.qrId;
}

async function storedForm(page: Page, qrId: string) {
  const body = await clientOperation<{ data: { form: { title: string; qrOptions: { logo: string; qrData: string } } } }>(page, "FormEditorRouteQuery", { qrId });
  return body.data.form;
}

const saveStatus = (page: Page) => page.locator(".save-status-text");
const section = (page: Page, name: string) => page.getByRole("button", { name: new RegExp(`^${name}`) });

test.describe("form editor details", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the logo survives applying the Ocean design and clearing it, also after a reload", async ({ page }) => {
    await register(page, uniqueUser());
    const qrId = await createForm(page, "Open day");
    await page.goto(`/form/${qrId}/edit`);
    await page.getByRole("tab", { name: "QR code" }).click();

    await section(page, "Logo").click();
    const logo = await sharp({ create: { width: 96, height: 96, channels: 4, background: "#e4572e" } }).png().toBuffer();
    const [chooser] = await Promise.all([page.waitForEvent("filechooser"), page.getByRole("button", { name: "Upload logo" }).click()]);
    await chooser.setFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
    await expect(page.getByRole("button", { name: "Replace logo" })).toBeVisible();
    await expect(saveStatus(page)).toHaveText("Saved");
    const logoUrl = (await storedForm(page, qrId)).qrOptions.logo;
    expect(logoUrl).toMatch(/\/files\/uploads\//);

    await section(page, "Design templates").click();
    await page.getByRole("button", { name: "Ocean", exact: true }).click();
    await expect(page.getByText("Template applied: Ocean")).toBeVisible();
    await expect(section(page, "Logo")).toContainText("Added");
    await page.getByRole("button", { name: "Clear template" }).click();
    await expect(page.getByText("Template applied:")).toHaveCount(0);
    await expect(saveStatus(page)).toHaveText("Saved");
    await expect(section(page, "Logo")).toContainText("Added");

    await page.reload();
    await page.getByRole("tab", { name: "QR code" }).click();
    await expect(section(page, "Logo")).toContainText("Added");
    await section(page, "Logo").click();
    await expect(page.getByRole("img", { name: "Current logo" })).toBeVisible();
    expect((await storedForm(page, qrId)).qrOptions.logo).toBe(logoUrl);
  });

  test("a new form has the same colours in the editor's preview as on its public page", async ({ page }) => {
    await register(page, uniqueUser());
    const qrId = await createForm(page, "Open day");
    await page.goto(`/form/${qrId}/edit`);
    await page.getByRole("button", { name: "Preview", exact: true }).click();
    const preview = page.getByRole("dialog", { name: "Preview" });
    await expect(preview.getByRole("heading", { name: "Open day" })).toBeVisible();
    const colours = async (scope: ReturnType<Page["locator"]>) => ({
      header: await scope.locator(".fq-header").evaluate((el) => getComputedStyle(el).backgroundColor),
      button: await scope.locator(".fq-submit").evaluate((el) => getComputedStyle(el).backgroundColor),
    });
    const inEditor = await colours(preview);

    await page.goto(`/${qrId}`);
    await expect(page.getByRole("heading", { name: "Open day" })).toBeVisible();
    const live = await colours(page.locator("body"));
    expect(inEditor).toEqual(live);
    // The product's green (shared/forms/formAppearance.ts), as live forms have always shown it.
    expect(live).toEqual({ header: "rgb(21, 128, 61)", button: "rgb(21, 128, 61)" });
  });

  test("a title past 200 characters is kept as typed, counted, and not saved until shortened", async ({ page }) => {
    await register(page, uniqueUser());
    const qrId = await createForm(page, "Walk");
    await page.goto(`/form/${qrId}/edit`);
    const title = page.getByRole("textbox", { name: "Form title" });
    const words = "Quarterly safety walk of the north warehouse ".repeat(6); // 270 characters

    const near = words.slice(0, 172).trim();
    await title.fill(near);
    await expect(page.getByText(`${near.length} of 200 characters`)).toBeVisible();
    await expect(saveStatus(page)).toHaveText("Saved");

    // A paste past the limit is not cut mid-word: it stays, and the field says why it is not saved.
    const long = words.trim();
    await title.fill(long);
    await expect(title).toHaveValue(long);
    const error = page.getByText(`Too long: ${long.length} of at most 200 characters. Shorten the title to save it.`);
    await expect(error).toBeVisible();
    await expect(title).toHaveAttribute("aria-invalid", "true");
    await expect(title).toHaveAccessibleDescription(`Too long: ${long.length} of at most 200 characters. Shorten the title to save it.`);
    await expect(saveStatus(page)).toHaveText("Couldn't save");
    expect((await storedForm(page, qrId)).title).toBe(near);

    // In the settings tab too.
    await page.getByRole("tab", { name: "Form" }).click();
    await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveAccessibleDescription(/^Too long: /);

    const fits = "Quarterly safety walk of the north warehouse, loading bays and yard";
    await title.fill(fits);
    await expect(error).toHaveCount(0);
    await expect(title).not.toHaveAttribute("aria-invalid", "true");
    await expect(saveStatus(page)).toHaveText("Saved");
    expect((await storedForm(page, qrId)).title).toBe(fits);
  });

  test("with PUBLIC_URL on localhost, the QR code and Share tabs say phones cannot open the code", async ({ page, baseURL }) => {
    // The test server's PUBLIC_URL is http://127.0.0.1:<port>, an address only this machine opens.
    await register(page, uniqueUser());
    const qrId = await createForm(page, "Open day");
    await page.goto(`/form/${qrId}/edit`);
    const host = new URL(baseURL!).host;

    await page.getByRole("tab", { name: "QR code" }).click();
    const qrTab = page.getByRole("tabpanel", { name: "QR code" });
    await expect(qrTab.getByRole("note")).toContainText("Phones cannot open this QR code yet");
    await expect(qrTab.getByRole("note")).toContainText(`point at ${host}, which only the computer running FormQR can open`);
    await expect(qrTab.getByRole("note")).toContainText(`set PUBLIC_URL to an address phones can reach, such as http://192.168.1.20:${new URL(baseURL!).port}`);

    await page.getByRole("tab", { name: "Share" }).click();
    await expect(page.getByRole("tabpanel", { name: "Share" }).getByRole("note")).toContainText("Phones cannot open this QR code yet");

    // In the owner's language.
    await page.goto(`/fr/form/${qrId}/edit`);
    await page.getByRole("tab", { name: "Code QR" }).click();
    await expect(page.getByRole("note")).toContainText("Les téléphones ne peuvent pas encore ouvrir ce code QR");
  });
});
