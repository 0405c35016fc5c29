// Takes the screenshots of the form guide (/tiger-form-guide) from the running product, into
// client/public/guide/. Run against a server of this build with an empty DATA_DIR:
//   PORT=3310 DATA_DIR=$(mktemp -d) npm start   (in another shell), then
//   GUIDE_BASE_URL=http://127.0.0.1:3310 npx tsx client/scripts/guideScreenshots.ts
import path from "node:path";
import { chromium, type Page } from "@playwright/test";

const base = process.env.GUIDE_BASE_URL ?? "http://127.0.0.1:3310";
const out = path.resolve(import.meta.dirname, "../public/guide");

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
await context.addCookies([{ name: "cookie-agreement", value: "custom_000", url: base }]);
const page = await context.newPage();
const shot = (name: string) => page.screenshot({ path: path.join(out, `${name}.png`) });
const settle = async (p: Page) => {
  await p.waitForLoadState("networkidle");
  await p.waitForTimeout(400);
};

try {
  await page.goto(`${base}/register`);
  await page.getByLabel("Name").fill("Maya Chen");
  await page.getByLabel("Email").fill(`guide.${Date.now()}@example.com`);
  await page.getByLabel("Password").fill("a-long-guide-password");
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL(/\/form$/);

  await page.goto(`${base}/templates/event-forms`);
  await settle(page);
  await shot("templates");

  await page.goto(`${base}/template/conference-rsvp`);
  await page.getByRole("button", { name: "Use this template" }).click();
  await page.waitForURL(/\/edit$/);
  await settle(page);
  await page.getByRole("list", { name: "Form fields" }).locator(":scope > li.field-card").nth(4).click();
  await settle(page);
  await shot("editor");

  await page.getByRole("tab", { name: "QR code" }).click();
  await page.getByRole("button", { name: /^Pattern/ }).click();
  await settle(page);
  await shot("qr-design");

  await page.getByRole("tab", { name: "Form" }).click();
  await settle(page);
  await shot("settings");

  await page.getByRole("tab", { name: "Share" }).click();
  await settle(page);
  await shot("share");

  // Three answers, as visitors would send them.
  const qrId = /\/form\/([^/]+)\/edit/.exec(page.url())![1]!;
  const form = (await (await page.request.get(`${base}/api/campaign/getqr/?qrId=${qrId}`)).json()) as {
    data: { fields: Record<string, { name: string; option: { label: string; options?: { label: string }[] } }> };
  };
  const people = [
    ["Amara", "Okafor", "amara@example.com", "Northwind"],
    ["Lucas", "Moreau", "lucas@example.com", "Contoso"],
    ["Hana", "Sato", "hana@example.com", "Fabrikam"],
  ];
  for (const person of people) {
    const [first, last, email, company] = person;
    const data: Record<string, unknown> = {};
    for (const [id, field] of Object.entries(form.data.fields)) {
      const value =
        field.name === "QRFieldName" ? { firstName: first, lastName: last }
        : field.name === "QRFieldEmail" ? email
        : field.name === "QRFieldShortText" ? company
        : field.name === "QRFieldRadio" || field.name === "QRFieldDropdown" ? field.option.options?.[people.indexOf(person) % (field.option.options?.length ?? 1)]?.label
        : field.name === "QRFieldCheckbox" ? [field.option.options?.[0]?.label]
        : undefined;
      if (value !== undefined) data[id] = { component: field.name, name: field.name, label: field.option.label, option: field.option, data: value };
    }
    const sent = await page.request.post(`${base}/api/submission/create/${qrId}`, { data: { data } });
    if (!sent.ok()) throw new Error(`submission failed: ${await sent.text()}`);
  }
  await page.goto(`${base}/form/${qrId}/submissions`);
  await settle(page);
  await shot("submissions");

  await page.getByRole("table").locator("tbody tr").first().getByRole("button").click();
  await settle(page);
  await shot("export");
  await page.keyboard.press("Escape");

  await page.goto(`${base}/setting/integration`);
  await settle(page);
  await shot("integration");
  console.log(`screenshots written to ${out}`);
} finally {
  await browser.close();
}
