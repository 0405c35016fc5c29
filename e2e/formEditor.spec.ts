import type { Locator, Page } from "@playwright/test";
import jsQR from "jsqr";
import sharp from "sharp";
import { clientOperation, expect, register, test, uniqueUser } from "./fixtures.ts";

/** Decodes a downloaded PNG or SVG the way a phone would see it (flattened on white). */
async function decodeQr(file: string): Promise<string | null> {
  const { data, info } = await sharp(file).resize({ width: 600 }).flatten({ background: "#ffffff" }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

/** Creates a form for the signed-in user with the client's own mutation, from the page (its session cookie). */
async function createForm(page: Page, title: string): Promise<string> {
  const body = await clientOperation<{ data: { createForm: { form: { qrId: string } } } }>(page, "useCreateFormMutation", { input: { settings: { title } } });
  return body.data.createForm.form.qrId;
}

/** The stored form as the server returns it (the editor's own query). */
async function storedForm(page: Page, qrId: string) {
  const body = await clientOperation<{
    data: { form: { fields: Record<string, { name: string; option: { label: string; required: boolean } }>; qrOptions: Record<string, unknown>; googleGA4Id: string | null; allowEmbedding: boolean } };
  }>(page, "FormEditorRouteQuery", { qrId });
  return body.data.form;
}

/** Drags with the mouse in small steps, as dnd-kit's pointer sensor needs. */
async function drag(page: Page, source: Locator, target: Locator, where: "top" | "bottom") {
  // The canvas scrolled to the card selected last, and it scrolls by itself when a drag nears its
  // edge: start from its top, so the cards stay where they were measured.
  await target.evaluate((el) => {
    for (let node = el.parentElement; node; node = node.parentElement) {
      if (node.scrollHeight > node.clientHeight && getComputedStyle(node).overflowY !== "visible") node.scrollTo({ top: 0, behavior: "instant" });
    }
  });
  const from = (await source.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 4 });
  // Drop once the insertion line is where the pointer is (just before or after the target card).
  // On a busy machine the drag can lag the pointer, and cards can shift while it starts, so the
  // target is measured again and approached again until the line shows there.
  const sibling = target.locator(`xpath=${where === "top" ? "preceding-sibling::li[1]" : "following-sibling::li[1]"}`);
  await expect(async () => {
    const to = (await target.boundingBox())!;
    await page.mouse.move(to.x + to.width / 2, where === "top" ? to.y + 12 : to.y + to.height - 12, { steps: 8 });
    await expect(sibling).toHaveClass(/drop-indicator/, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await page.mouse.up();
}

const saveStatus = (page: Page) => page.locator(".save-status-text");
const cards = (page: Page) => page.getByRole("list", { name: "Form fields" }).locator(":scope > li.field-card");
const question = (page: Page) => page.getByRole("tabpanel", { name: "Field" }).getByLabel("Question", { exact: true });

test.describe("form editor", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("build a form by click and drag, style its QR code, and find it all after a reload", async ({ page }) => {
    test.setTimeout(60_000);
    await register(page, uniqueUser());
    const qrId = await createForm(page, "Site inspection");
    await page.goto(`/form/${qrId}/edit`);
    await expect(page).toHaveTitle("Site inspection · Edit · FormQR");
    await expect(page.getByRole("heading", { name: "Add your first field" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Forms", exact: true })).toHaveAttribute("aria-current", "page");

    // Four fields by click: each lands after the selected one and opens its settings.
    await page.getByRole("button", { name: "Add Short text", exact: true }).click();
    await question(page).fill("Your name");
    await page.getByRole("switch", { name: "Required" }).check();

    await page.getByRole("button", { name: "Add Email", exact: true }).click();
    await question(page).fill("Work email");
    await page.getByRole("switch", { name: "Required" }).check();

    await page.getByRole("button", { name: "Add Radio", exact: true }).click();
    await question(page).fill("Shift");
    await page.getByRole("textbox", { name: "Option 1" }).fill("Morning");

    await page.getByRole("button", { name: "Add Check list", exact: true }).click();
    await question(page).fill("Safety checks");

    // The fifth by drag: dropped on the top half of the first card, it becomes the first field.
    await drag(page, page.getByRole("button", { name: "Add Phone", exact: true }), cards(page).first(), "top");
    await expect(cards(page)).toHaveCount(5);
    await expect(cards(page).first().locator(".field-card-kind")).toHaveText("Phone");
    await expect(question(page)).toHaveValue("Phone number");
    await question(page).fill("Mobile number");

    // The QR code: pattern, gradient and frame.
    await page.getByRole("tab", { name: "QR code" }).click();
    await page.getByRole("button", { name: /^Pattern/ }).click();
    await page.getByRole("radiogroup", { name: "Module style" }).getByRole("radio", { name: "Dots" }).click();
    await page.getByRole("button", { name: /^Colours/ }).click();
    await page.getByRole("radiogroup", { name: "Fill type" }).getByRole("radio", { name: "Gradient" }).click();
    await page.getByRole("button", { name: /^Frame/ }).click();
    await page.getByRole("radiogroup", { name: "Frame style" }).getByRole("radio", { name: "Banner below" }).click();

    await expect(saveStatus(page)).toHaveText("Saved");

    await page.reload();
    await expect(page).toHaveTitle("Site inspection · Edit · FormQR");
    await expect(cards(page).locator(".field-card-kind")).toHaveText(["Phone", "Short text", "Email", "Radio", "Check list"]);
    await expect(cards(page).locator(".fc-question")).toHaveText(["Mobile number", "Your name *", "Work email *", "Shift", "Safety checks"]);
    await expect(cards(page).nth(1).getByText("Required", { exact: true })).toBeVisible();
    await expect(cards(page).nth(2).getByText("Required", { exact: true })).toBeVisible();
    await expect(cards(page).nth(0).getByText("Required", { exact: true })).toHaveCount(0);
    await expect(cards(page).nth(3)).toContainText("Morning");

    await page.getByRole("tab", { name: "QR code" }).click();
    await expect(page.getByRole("button", { name: /^Pattern/ })).toContainText("Dots");
    await expect(page.getByRole("button", { name: /^Colours/ })).toContainText("Gradient");
    await expect(page.getByRole("button", { name: /^Frame/ })).toContainText("Banner below");

    const form = await storedForm(page, qrId);
    expect(Object.values(form.fields).map((field) => [field.name, field.option.label, field.option.required])).toEqual([
      ["QRFieldPhone", "Mobile number", false],
      ["QRFieldShortText", "Your name", true],
      ["QRFieldEmail", "Work email", true],
      ["QRFieldRadio", "Shift", false],
      ["QRFieldCheckList", "Safety checks", false],
    ]);
    expect(form.qrOptions).toMatchObject({ qrData: "pattern1", gradient: true, frame: "frame1" });

    // The downloads are scannable and encode the short link.
    await page.getByRole("tab", { name: "Share" }).click();
    const shortUrl = await page.getByRole("textbox", { name: "Short link of the form" }).inputValue();
    for (const kind of ["PNG", "SVG"] as const) {
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: `Download ${kind}` }).click()]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^site-inspection-qr-\\d+\\.${kind.toLowerCase()}$`));
      expect(await decodeQr(await download.path())).toBe(shortUrl);
    }

    // The form is in /form (via the header's Forms link) and /manage; clone it, delete the clone.
    await page.getByRole("link", { name: "Forms", exact: true }).click();
    await expect(page).toHaveURL(/\/form$/);
    const card = (title: string) => page.getByRole("article", { name: title, exact: true });
    await expect(card("Site inspection")).toContainText("0 submissions");
    await page.getByRole("link", { name: "Table view" }).click();
    await expect(page.getByRole("table").getByRole("rowheader", { name: /Site inspection/ })).toBeVisible();
    await page.goBack();
    await card("Site inspection").getByRole("button", { name: "Clone" }).click();
    await expect(card("Copy of Site inspection")).toBeVisible();
    await card("Copy of Site inspection").getByRole("button", { name: "Delete" }).click();
    await page.getByRole("dialog", { name: "Delete “Copy of Site inspection”?" }).getByRole("button", { name: "Delete form" }).click();
    await expect(card("Copy of Site inspection")).toHaveCount(0);
    await expect(card("Site inspection")).toBeVisible();
  });

  test("reorder by keyboard, duplicate and delete, and a rejected setting shows next to its input", async ({ page }) => {
    await register(page, uniqueUser());
    const qrId = await createForm(page, "Keyboard");
    await page.goto(`/form/${qrId}/edit`);

    for (const kind of ["Short text", "Number", "Dropdown"]) await page.getByRole("button", { name: `Add ${kind}`, exact: true }).click();
    await expect(cards(page).locator(".field-card-kind")).toHaveText(["Short text", "Number", "Dropdown"]);

    // Alt+Arrow on a card, and the explicit buttons.
    await cards(page).nth(2).locator(".field-card-main").focus();
    await page.keyboard.press("Alt+ArrowUp");
    await expect(cards(page).locator(".field-card-kind")).toHaveText(["Short text", "Dropdown", "Number"]);
    await page.getByRole("button", { name: "Move Your answer down" }).click();
    await expect(cards(page).locator(".field-card-kind")).toHaveText(["Dropdown", "Short text", "Number"]);

    await page.getByRole("button", { name: "Duplicate Number" }).click();
    await expect(cards(page)).toHaveCount(4);
    await page.getByRole("button", { name: "Delete Your answer" }).click();
    await page.getByRole("dialog", { name: "Delete this field?" }).getByRole("button", { name: "Delete field" }).click();
    await expect(cards(page).locator(".field-card-kind")).toHaveText(["Dropdown", "Number", "Number"]);

    // The server rejects a malformed GA4 id: the error sits next to the input, the rest is saved.
    await page.getByRole("tab", { name: "Form" }).click();
    await page.getByRole("button", { name: "Tracking" }).click();
    const ga4 = page.getByLabel("Google Analytics 4 measurement ID");
    await ga4.fill("nope");
    await expect(saveStatus(page)).toHaveText("Couldn't save");
    await expect(ga4).toHaveAttribute("aria-invalid", "true");
    await expect(ga4).toHaveAccessibleDescription("A GA4 id looks like G-XXXXXXXXXX");
    await expect(page.getByRole("alert").filter({ hasText: "Some changes are not saved" })).toBeVisible();
    await ga4.fill("G-ABC123XYZ");
    await expect(saveStatus(page)).toHaveText("Saved");

    // No other site may frame the form's page until the owner allows it.
    await page.getByRole("button", { name: /^Access & notifications/ }).click();
    const embedding = page.getByRole("switch", { name: "Allow embedding on other websites" });
    await expect(embedding).not.toBeChecked();
    await expect(embedding).toHaveAccessibleDescription(/browsers refuse to show it inside a frame/);
    expect((await page.request.get(`/${qrId}`)).headers()["x-frame-options"]).toBe("DENY");
    await embedding.check();
    await expect(embedding).toHaveAccessibleDescription(/Any website can show this form inside a frame/);
    await expect(saveStatus(page)).toHaveText("Saved");
    const embeddable = await page.request.get(`/${qrId}`);
    expect(embeddable.headers()["content-security-policy"]).toContain("frame-ancestors *");
    expect(embeddable.headers()["x-frame-options"]).toBeUndefined();
    // The share panel then offers the code to paste.
    await page.getByRole("tab", { name: "Share" }).click();
    await expect(page.getByRole("textbox", { name: "Paste this code into a page of your website to show the form there." })).toHaveValue(
      new RegExp(`^<iframe src="http://127\\.0\\.0\\.1:\\d+/${qrId}" title="Keyboard"`),
    );

    const form = await storedForm(page, qrId);
    expect(Object.values(form.fields).map((field) => field.name)).toEqual(["QRFieldDropdown", "QRFieldNumber", "QRFieldNumber"]);
    expect(form.googleGA4Id).toBe("G-ABC123XYZ");
    expect(form.allowEmbedding).toBe(true);
  });

  test("a form that is not the owner's reads as not found", async ({ page }) => {
    await register(page, uniqueUser());
    const qrId = await createForm(page, "Mine");
    await page.context().clearCookies();
    await register(page, uniqueUser());
    await page.goto(`/form/${qrId}/edit`);
    await expect(page.getByRole("heading", { name: `Page not found: /form/${qrId}/edit` })).toBeVisible();
  });
});
