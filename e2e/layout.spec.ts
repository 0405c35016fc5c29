import type { Locator, Page } from "@playwright/test";
import { clientOperation, expect, register, test, uniqueUser } from "./fixtures.ts";

/** The widths the layout is checked at: two laptops, two phones. */
const WIDTHS = [1366, 1280, 390, 360] as const;

/** Creates forms for the signed-in owner with the client's own mutation; returns their qrIds. */
async function createForms(page: Page, forms: { title: string; fields?: Record<string, unknown> }[]): Promise<string[]> {
  const ids: string[] = [];
  for (const { title, fields } of forms) {
    const body = await clientOperation<{ data: { createForm: { form: { qrId: string } } } }>(page, "useCreateFormMutation", {
      input: { settings: { title, ...(fields ? { fields } : {}) } },
    });
    ids.push(body.data.createForm.form.qrId);
  }
  return ids;
}

/** A form with every kind of card the editor previews, so contrast is checked on real text. */
function someFields(count: number): Record<string, unknown> {
  const kinds = [
    { name: "QRFieldShortText", displayName: "Short text", option: { label: "Your name", placeholder: "Ada Lovelace", required: true }, data: "" },
    { name: "QRFieldEmail", displayName: "Email", option: { label: "", placeholder: "you@example.com" }, data: "" },
    { name: "QRFieldRadio", displayName: "Radio", option: { label: "Shift", options: [{ label: "Morning" }, { label: "Noon" }, { label: "Evening" }, { label: "Night" }, { label: "Weekend" }] }, data: "" },
    { name: "QRFieldName", displayName: "Name", option: { label: "Full name" }, data: "" },
    { name: "QRFieldCheckList", displayName: "Check list", option: { label: "Safety checks", items: [{ itemName: "Exits clear" }], enableNeutral: true }, data: [] },
    { name: "QRFieldDropdown", displayName: "Dropdown", option: { label: "Site", options: [{ label: "North" }] }, data: "" },
    { name: "QRFieldSignature", displayName: "Signature", option: { label: "Signature" }, data: "" },
    { name: "QRFieldDocument", displayName: "Document", option: { label: "Report" }, data: "" },
    { name: "QRFieldLongText", displayName: "Long text", option: { label: "Notes", placeholder: "Anything else?" }, data: "" },
    { name: "QRFieldCalendar", displayName: "Date", option: { label: "Date" }, data: "" },
  ];
  return Object.fromEntries(Array.from({ length: count }, (_, index) => [`1700000000000_${index + 1}`, kinds[index % kinds.length]]));
}

/** How far the page can be scrolled sideways (0: not at all). */
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** `inner` lies entirely within `outer`, as the eye (and a pointer) finds it. */
async function expectInside(inner: Locator, outer: Locator) {
  const a = (await inner.boundingBox())!;
  const b = (await outer.boundingBox())!;
  expect(a.x, "left edge").toBeGreaterThanOrEqual(b.x - 0.5);
  expect(a.x + a.width, "right edge").toBeLessThanOrEqual(b.x + b.width + 0.5);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 1000 ? 800 : 760 } });

    test("every action of a form card is inside the card and clickable, and no page scrolls sideways", async ({ page }) => {
      test.setTimeout(60_000);
      await register(page, uniqueUser());
      const [qrId] = await createForms(page, [
        { title: "Customer feedback", fields: someFields(6) },
        { title: "Event registration for the annual general meeting of the allotment association" },
        { title: "Job application" },
      ]);
      await page.goto("/form");
      const cards = page.getByRole("article");
      await expect(cards).toHaveCount(3);
      for (const card of await cards.all()) {
        for (const action of await card.locator(".form-card-actions a, .form-card-actions button").all()) {
          await expectInside(action, card);
          // Playwright's actionability check: visible, stable, and the element itself gets the click.
          await action.click({ trial: true });
        }
      }
      await page.screenshot({ path: test.info().outputPath(`form-${width}.png`), fullPage: true });
      expect(await sidewaysScroll(page), "/form").toBeLessThanOrEqual(0);

      // The card's Delete button really deletes (it is not hidden under the card's edge).
      const job = page.getByRole("article", { name: "Job application", exact: true });
      await job.getByRole("button", { name: "Delete" }).click();
      await page.getByRole("dialog", { name: "Delete “Job application”?" }).getByRole("button", { name: "Delete form" }).click();
      await expect(cards).toHaveCount(2);

      for (const path of ["/manage", `/form/${qrId}/edit`, "/pricing"]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeAttached();
        await page.waitForLoadState("networkidle");
        await page.screenshot({ path: test.info().outputPath(`${path.split("/").filter(Boolean).join("-")}-${width}.png`), fullPage: true });
        expect(await sidewaysScroll(page), path).toBeLessThanOrEqual(0);
      }
    });
  });
}

test.describe("pricing", () => {
  test("a signed-in owner is sent to their forms, a visitor to sign up", async ({ page }) => {
    await page.goto("/pricing");
    const free = page.getByRole("region", { name: "Free" });
    await expect(free.getByRole("link", { name: "Create your free account" })).toHaveAttribute("href", "/register");
    await register(page, uniqueUser());
    await page.goto("/pricing");
    await expect(free.getByRole("link", { name: "Go to your forms" })).toHaveAttribute("href", "/form");
    await expect(page.getByText("Create your free account")).toHaveCount(0);
    await free.getByRole("link", { name: "Go to your forms" }).click();
    await expect(page).toHaveURL(/\/form$/);
  });
});

test.describe("toasts", () => {
  for (const width of [1280, 390] as const) {
    test(`at ${width} px a toast never covers the Create form button, and is announced`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await register(page, uniqueUser());
      const titles = ["Job application for the summer season at the harbour café", "Volunteer sign-up for the neighbourhood spring clean"];
      await createForms(page, titles.map((title) => ({ title })));
      await page.goto("/form");
      // Two long messages at once: a stack of toasts is as tall as it gets.
      for (const title of titles) await page.getByRole("article", { name: title, exact: true }).getByRole("button", { name: "Clone" }).click();
      const toast = page.getByRole("status").filter({ hasText: `Created “Copy of ${titles[0]}”` });
      await expect(toast).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: `Created “Copy of ${titles[1]}”` })).toBeVisible();
      // A polite live region announces it; its close button is reachable.
      await expect(page.locator(".toast-region")).toHaveAttribute("aria-live", "polite");
      await expect(toast.getByRole("button", { name: "Dismiss notification" })).toBeVisible();
      const create = page.getByRole("button", { name: "Create form" }).first();
      await page.evaluate(() => window.scrollTo(0, 0));
      const a = (await page.locator(".toast-region").boundingBox())!;
      const b = (await create.boundingBox())!;
      const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      await page.screenshot({ path: test.info().outputPath(`toast-${width}.png`) });
      expect(overlaps, `toast ${JSON.stringify(a)} over the button ${JSON.stringify(b)}`).toBe(false);
      await create.click({ trial: true });
    });
  }
});

test.describe("editor on a phone", () => {
  test.use({ viewport: { width: 390, height: 760 } });

  test("Add field is at hand at any scroll position of a long form", async ({ page }) => {
    await register(page, uniqueUser());
    const [qrId] = await createForms(page, [{ title: "Site inspection", fields: someFields(14) }]);
    await page.goto(`/form/${qrId}/edit`);
    const cards = page.getByRole("list", { name: "Form fields" }).locator(":scope > li.field-card");
    await expect(cards).toHaveCount(14);
    const add = page.getByRole("button", { name: "Add field", exact: true });
    // Wherever the owner is in the list of cards (the top of the page, a card in the middle, the last).
    for (const at of ["top", 0, 3, 7, 10, 13] as const) {
      if (at === "top") await page.evaluate(() => window.scrollTo(0, 0));
      else await cards.nth(at).evaluate((card) => card.scrollIntoView({ block: "center" }));
      await expect(add, `Add field with card ${at} in view`).toBeInViewport({ ratio: 1 });
      await add.click({ trial: true });
    }
    await cards.nth(7).evaluate((card) => card.scrollIntoView({ block: "center" }));
    await page.screenshot({ path: test.info().outputPath("editor-phone-middle.png") });
    // After the last card it rests below it: nothing of the form is left under it.
    await cards.last().evaluate((card) => card.scrollIntoView({ block: "start" }));
    const bar = (await add.boundingBox())!;
    const last = (await cards.last().boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual(bar.y);
    await add.click();
    await page.getByRole("dialog").getByRole("button", { name: /Phone/ }).first().click();
    await expect(cards).toHaveCount(15);
  });
});
