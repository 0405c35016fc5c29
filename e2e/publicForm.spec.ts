import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { deflateSync } from "node:zlib";
import type { Browser, Page } from "@playwright/test";
import { emptyFieldData, FIELD_KINDS, type FieldName } from "../shared/fields/fieldKinds.ts";
import { clientOperation, expect, register, test, uniqueUser } from "./fixtures.ts";

// The public form page /{qrId}: what every visitor opens, on a phone.
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

// Refused requests (410, 404, 401) are logged by the browser itself; the page logs nothing.
const REFUSED_REQUEST = /Failed to load resource: the server responded with a status of (401|404|410)/;

const LABELS: Record<FieldName, string> = {
  QRFieldTitle: "Vehicle check",
  QRFieldDescription: "Fill this in after every shift.",
  QRFieldLabel: "About you",
  QRFieldShortText: "Driver code",
  QRFieldLongText: "Remarks",
  QRFieldEmail: "Work email",
  QRFieldPhone: "Phone number",
  QRFieldNumber: "Mileage",
  QRFieldName: "Driver",
  QRFieldAddress: "Depot address",
  QRFieldCalendar: "Shift date",
  QRFieldTime: "Start time",
  QRFieldRadio: "Shift",
  QRFieldDropdown: "Vehicle",
  QRFieldGender: "Gender",
  QRFieldLocation: "Where are you",
  QRFieldCheckbox: "Equipment",
  QRFieldSheet: "Fuel",
  QRFieldCheckList: "Safety checks",
  QRFieldDocument: "Delivery note",
  QRFieldPicture: "Dashboard photo",
  QRFieldSignature: "Signature",
  QRFieldAudio: "Voice memo",
  QRFieldVideo: "Walk-around video",
  QRFieldMultipleLevelSelect: "Region",
  QRFieldCascadeSelect: "Route",
};
/** Left optional: a real audio or video file adds nothing the picture upload does not test. */
const OPTIONAL = new Set<FieldName>(["QRFieldTitle", "QRFieldDescription", "QRFieldLabel", "QRFieldAudio", "QRFieldVideo"]);

function everyFieldType() {
  const fields: Record<string, unknown> = {};
  const stamp = Date.now();
  FIELD_KINDS.forEach(({ name }, index) => {
    const option: Record<string, unknown> = { label: LABELS[name], required: !OPTIONAL.has(name) };
    if (name === "QRFieldRadio") option.options = [{ label: "Day" }, { label: "Night" }];
    if (name === "QRFieldDropdown") option.options = [{ label: "Van 12" }, { label: "Truck 7" }];
    if (name === "QRFieldCheckbox") option.options = [{ label: "Vest" }, { label: "Torch" }];
    if (name === "QRFieldSheet") option.items = [{ itemName: "Litres" }, { itemName: "Cost" }];
    if (name === "QRFieldCheckList") option.items = [{ itemName: "Brakes" }, { itemName: "Lights" }];
    if (name === "QRFieldMultipleLevelSelect" || name === "QRFieldCascadeSelect") {
      option.levels = ["Country", "City"];
      option.options = [{ label: "France", children: [{ label: "Paris" }, { label: "Lyon" }] }, { label: "Spain", children: [{ label: "Madrid" }] }];
    }
    fields[`${stamp}_${index + 1}`] = { name, displayName: LABELS[name], option, data: emptyFieldData(name) };
  });
  return fields;
}

/** A small valid PNG (solid colour), as a phone's camera roll would hand over. */
function pngBuffer(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x3c)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", pixels), chunk("IEND", Buffer.alloc(0))]);
}

/** An owner in their own browser context (the visitor's page stays signed out). */
async function ownerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await register(page, uniqueUser());
  return page;
}

async function createForm(owner: Page, settings: Record<string, unknown>): Promise<string> {
  const body = await clientOperation<{ data: { createForm: { form?: { qrId: string }; message?: string } } }>(owner, "useCreateFormMutation", { input: { settings } });
  const qrId = body.data.createForm.form?.qrId;
  if (!qrId) throw new Error(`createForm failed: ${JSON.stringify(body)}`);
  return qrId;
}

test.describe("public form", () => {
  test("a visitor on a phone answers every field type; the owner reviews, exports and deletes the answer", async ({ page, browser }) => {
    test.setTimeout(90_000);
    const owner = await ownerPage(browser);
    const qrId = await createForm(owner, {
      title: "Vehicle check",
      fields: everyFieldType(),
      appearance: { headerColor: "#1e3a8a", buttonColor: "#15803d" },
    });

    await page.goto(`/${qrId}`);
    await expect(page).toHaveTitle("Vehicle check");
    await expect(page.getByRole("heading", { level: 1, name: "Vehicle check" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("main")).toBeVisible();
    // No consent cookie: no tracking script at all.
    await expect(page.locator("script[data-tracker]")).toHaveCount(0);

    // Empty submit: the required errors, and the focus on the first invalid field.
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByLabel("Driver code")).toBeFocused();
    await expect(page.getByText("This field is required").first()).toBeVisible();
    expect(await page.getByText("This field is required").count()).toBeGreaterThanOrEqual(19);
    // The visible message is short; screen readers hear which field it is about.
    await expect(page.getByLabel("Driver code")).toHaveAccessibleDescription("Driver code: This field is required");
    await expect(page.getByRole("group", { name: /Delivery note/ })).toHaveAccessibleDescription(/^Delivery note: This field is required/);
    await expect(page.getByRole("group", { name: /Signature/ })).toHaveAccessibleDescription("Signature: This field is required");

    await page.getByLabel("Driver code").fill("D-042");
    await page.getByLabel("Remarks").fill("Left mirror loose.");
    await page.getByLabel("Work email").fill("driver@example.com");
    await page.getByLabel("Phone number").fill("+33 1 23 45 67 89");
    await page.getByLabel("Mileage").fill("120345");
    const driver = page.getByRole("group", { name: /Driver/ });
    await driver.getByLabel("First name").fill("Ada");
    await driver.getByLabel("Last name").fill("Lovelace");
    const depot = page.getByRole("group", { name: /Depot address/ });
    await depot.getByLabel("Street address").fill("1 Quai de la Gare");
    await depot.getByLabel("City").fill("Paris");
    await page.getByLabel("Shift date").fill("2025-03-14");
    await page.getByLabel("Start time").fill("06:30");
    await page.getByRole("radiogroup", { name: /Shift/ }).getByRole("radio", { name: "Night" }).check();
    await page.getByRole("combobox", { name: /Vehicle/ }).selectOption("Van 12");
    await page.getByRole("radiogroup", { name: /Gender/ }).getByRole("radio", { name: "Female" }).check();
    await page.getByLabel("Where are you").fill("Gare de Lyon");
    await page.getByRole("group", { name: /Equipment/ }).getByRole("checkbox", { name: "Torch" }).check();
    await page.getByRole("group", { name: /Fuel/ }).getByLabel("Litres").fill("42");
    const checks = page.getByRole("group", { name: /Safety checks/ });
    await checks.getByRole("radiogroup", { name: "Brakes" }).getByRole("radio", { name: "Yes" }).check();
    await checks.getByRole("radiogroup", { name: "Lights" }).getByRole("radio", { name: "No" }).check();
    await page.getByRole("group", { name: /Region/ }).getByLabel("Country").selectOption("France");
    await page.getByRole("group", { name: /Route/ }).getByRole("button", { name: /Spain/ }).click();

    // Uploads: a text document and a generated PNG (shrunk by the input), both with progress.
    await page.getByRole("group", { name: /Delivery note/ }).locator("input[type=file]").setInputFiles({ name: "note.txt", mimeType: "text/plain", buffer: Buffer.from("Delivered 12 pallets.\n") });
    await page.getByRole("group", { name: /Dashboard photo/ }).locator("input[type=file]").setInputFiles({ name: "dashboard.png", mimeType: "image/png", buffer: pngBuffer(1200, 900) });
    await expect(page.getByRole("group", { name: /Delivery note/ }).getByText("note.txt")).toBeVisible();

    // The signature, drawn with the mouse.
    const pad = page.getByRole("img", { name: /Signature pad/ });
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 12; step++) await page.mouse.move(box.x + 20 + step * 20, box.y + box.height / 2 + (step % 2 ? -25 : 25), { steps: 3 });
    await page.mouse.up();
    await expect(page.getByRole("button", { name: "Clear signature" })).toBeEnabled();
    // Stored as a PNG once the signer pauses (the form asks to wait while uploads run).
    await expect(page.getByRole("group", { name: /Signature/ }).getByRole("status")).toHaveText("Signature saved");
    await expect(page.getByText("dashboard.jpg")).toBeVisible();

    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("heading", { name: "Thank you!" })).toBeFocused();
    await expect(page.getByText("Your response has been recorded.")).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("public-form-thank-you.png") });

    // The owner sees it.
    const seen = await clientOperation<{ data: { form: { submissions: { totalCount: number; edges: { node: { data: Record<string, { data: unknown }> } }[] } } } }>(
      owner,
      "SubmissionsRouteQuery",
      { qrId },
    );
    expect(seen.data.form.submissions.totalCount).toBe(1);
    const answers = Object.values(seen.data.form.submissions.edges[0]!.node.data).map((answer) => JSON.stringify(answer.data));
    expect(answers).toContain(JSON.stringify("D-042"));
    expect(answers.some((answer) => answer.includes("Lovelace"))).toBe(true);

    // Another response starts from an empty form.
    await page.getByRole("button", { name: "Submit another response" }).click();
    await expect(page.getByLabel("Driver code")).toHaveValue("");

    // The owner reviews it in the submissions page: the row, then the detail of every kind.
    await owner.goto(`/form/${qrId}/submissions`);
    const rows = owner.getByRole("table").locator("tbody tr");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("D-042");
    await rows.first().getByRole("button").click();
    const detail = owner.getByRole("dialog", { name: "Submission" });
    await expect(detail).toContainText("Ada");
    await expect(detail).toContainText("Lovelace");
    await expect(detail).toContainText("1 Quai de la Gare");
    await expect(detail.getByRole("link", { name: /note\.txt/ })).toBeVisible();
    await expect(detail.getByRole("img", { name: "Signature" })).toBeVisible();
    const safety = detail.getByRole("table").filter({ hasText: "Brakes" });
    await expect(safety.getByRole("row", { name: /Brakes/ })).toContainText("Yes");
    await expect(safety.getByRole("row", { name: /Lights/ })).toContainText("No");
    // The signature image is the stored PNG, readable by its owner only.
    const signatureUrl = await detail.getByRole("img", { name: "Signature" }).getAttribute("src");
    expect((await owner.request.get(signatureUrl!)).headers()["content-type"]).toBe("image/png");
    expect((await page.request.get(signatureUrl!)).status()).toBe(404);
    await owner.keyboard.press("Escape");

    // Exports it as CSV: the answers, dates as MM/DD/YYYY HH:mm.
    const downloading = owner.waitForEvent("download");
    await owner.getByRole("link", { name: "Export CSV" }).click();
    const csv = fs.readFileSync((await (await downloading).path())!, "utf8");
    expect(csv).toContain("Driver code");
    expect(csv).toContain("D-042");
    expect(csv).toContain("03/14/2025");
    expect(csv).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

    // And deletes it: the table is empty again, and so is the API.
    await rows.first().getByRole("button").click();
    await detail.getByRole("button", { name: "Delete submission" }).click();
    await owner.getByRole("dialog", { name: "Delete this submission?" }).getByRole("button", { name: "Delete" }).click();
    await expect(owner.getByText("Submission deleted")).toBeVisible();
    await expect(owner.getByRole("heading", { name: "No submissions yet" })).toBeVisible();
    expect((await owner.request.get(signatureUrl!)).status()).toBe(404);
    await owner.context().close();
  });

  test("the form appears whole: inputs loaded on demand never move Submit under a press", async ({ page, browser }) => {
    // A busy machine or a slow phone: the on-demand inputs (uploads, signature, check list…) arrive late.
    const owner = await ownerPage(browser);
    const qrId = await createForm(owner, { title: "Vehicle check", fields: everyFieldType() });
    await owner.context().close();
    const served: Promise<void>[] = [];
    await page.route(/\/assets\/\w*Input-[\w-]+\.js$/, (route) => {
      const serving = new Promise<void>((resolve) => setTimeout(resolve, 1500)).then(() => route.continue());
      served.push(serving);
      return serving;
    });

    await page.goto(`/${qrId}`);
    const submit = page.getByRole("button", { name: "Submit" });
    await submit.scrollIntoViewIfNeeded();
    const box = (await submit.boundingBox())!;
    // The visitor presses Submit while the page may still be changing, and lets go once every input is in.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    expect(served.length).toBeGreaterThan(0);
    await Promise.all(served);
    await expect(page.getByRole("img", { name: /Signature pad/ })).toBeAttached();
    await page.mouse.up();

    await expect(page.getByText("This field is required").first()).toBeAttached();
    await expect(page.getByLabel("Driver code")).toBeFocused();
  });

  test("Submit pressed while a document and a typed signature still upload waits for them, with progress, then sends", async ({ page, browser }) => {
    const owner = await ownerPage(browser);
    const qrId = await createForm(owner, {
      title: "Delivery",
      fields: {
        "1700000000000_1": { name: "QRFieldShortText", displayName: "Driver code", option: { label: "Driver code", required: true }, data: "" },
        "1700000000000_2": { name: "QRFieldDocument", displayName: "Delivery note", option: { label: "Delivery note", required: false }, data: [] },
        "1700000000000_3": { name: "QRFieldSignature", displayName: "Signature", option: { label: "Signature", required: true }, data: { fileId: "", fileUrl: "" } },
      },
    });
    // A phone on a weak connection: the uploads are held until the test lets them go.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let uploads = 0;
    await page.route("**/api/submission/uploads/**", async (route) => {
      uploads += 1;
      await released;
      await route.continue();
    });
    let submissions = 0;
    page.on("request", (request) => {
      if (request.url().includes("/api/submission/create/")) submissions += 1;
    });

    await page.goto(`/${qrId}`);
    await page.getByLabel("Driver code").fill("D-9");
    await page.getByRole("group", { name: /Delivery note/ }).locator("input[type=file]").setInputFiles({ name: "note.txt", mimeType: "text/plain", buffer: Buffer.from("12 pallets\n") });
    await page.getByRole("button", { name: "Type", exact: true }).click();
    await page.getByLabel("Type your full name").fill("Ada Lovelace");
    // At once, before the signature is even stored.
    await page.getByRole("button", { name: "Submit" }).click();
    const waiting = page.getByRole("button", { name: /^Uploading… \d+%$/ });
    await expect(waiting).toBeVisible();
    await expect(waiting).toHaveAttribute("aria-busy", "true");
    await expect(page.getByRole("status").filter({ hasText: "Your answers will be sent as soon as your files have finished uploading." })).toBeVisible();
    await expect.poll(() => uploads).toBe(2);
    // Pressing again (it is only aria-disabled, to keep the focus) changes nothing: the answers are queued.
    await waiting.click({ force: true });
    expect(submissions).toBe(0);

    release();
    await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();
    expect(submissions).toBe(1);
    const seen = await clientOperation<{ data: { form: { submissions: { edges: { node: { data: Record<string, { data: unknown }> } }[] } } } }>(
      owner,
      "SubmissionsRouteQuery",
      { qrId },
    );
    expect(seen.data.form.submissions.edges).toHaveLength(1);
    const answer = seen.data.form.submissions.edges[0]!.node.data;
    expect(JSON.stringify(answer["1700000000000_2"]!.data)).toContain("note.txt");
    expect((answer["1700000000000_3"]!.data as { fileId: string }).fileId).toBeTruthy();
    await owner.context().close();
  });

  test("a signature that could not be uploaded stops Submit with the reason until it is saved", async ({ page, browser, consoleAllowList }) => {
    consoleAllowList.push(/Signature upload failed/, /Failed to load resource: net::ERR_FAILED/);
    const owner = await ownerPage(browser);
    const qrId = await createForm(owner, {
      title: "Delivery",
      fields: {
        "1700000000000_1": { name: "QRFieldShortText", displayName: "Driver code", option: { label: "Driver code", required: true }, data: "" },
        "1700000000000_2": { name: "QRFieldSignature", displayName: "Signature", option: { label: "Signature", required: false }, data: { fileId: "", fileUrl: "" } },
      },
    });
    await owner.context().close();
    // The first upload is lost on the way (the phone went through a tunnel); the retry gets through.
    let uploads = 0;
    await page.route("**/api/submission/uploads/**", (route) => (++uploads === 1 ? route.abort("failed") : route.continue()));
    let submissions = 0;
    page.on("request", (request) => {
      if (request.url().includes("/api/submission/create/")) submissions += 1;
    });

    await page.goto(`/${qrId}`);
    await page.getByLabel("Driver code").fill("D-9");
    await page.getByRole("button", { name: "Type", exact: true }).click();
    await page.getByLabel("Type your full name").fill("Ada Lovelace");
    const signature = page.getByRole("group", { name: /Signature/ });
    await expect(signature.getByRole("status")).toHaveText("Your signature could not be saved.");

    // The signature is optional, yet the answers do not go without it, and the visitor is told why.
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("status").filter({ hasText: "A file could not be uploaded. Try it again or remove it, then submit." })).toBeVisible();
    await expect(signature.getByRole("button", { name: "Draw" })).toBeFocused();
    expect(submissions).toBe(0);

    await signature.getByRole("button", { name: "Try again" }).click();
    await expect(signature.getByRole("status")).toHaveText("Signature saved");
    await expect(page.getByText("A file could not be uploaded.")).toHaveCount(0);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();
    expect(submissions).toBe(1);
  });

  test("an inactive form shows the closed page; an unknown one the 404 page", async ({ page, browser, consoleAllowList }) => {
    consoleAllowList.push(REFUSED_REQUEST);
    const owner = await ownerPage(browser);
    const qrId = await createForm(owner, { title: "Closed survey", active: false, fields: everyFieldType() });
    await owner.context().close();

    await page.goto(`/${qrId}`);
    await expect(page.getByRole("heading", { level: 1, name: "This form no longer accepts answers" })).toBeVisible();
    await expect(page.getByText("The form's owner has closed it for now.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Submit" })).toHaveCount(0);

    await page.goto("/zzzzzzzzzz");
    await expect(page.getByRole("heading", { level: 1, name: "Page not found: /zzzzzzzzzz" })).toBeVisible();
    await expect(page).toHaveTitle("Page not found");
  });

  test("a locked form asks for its password: wrong, then right", async ({ page, browser, consoleAllowList }) => {
    consoleAllowList.push(REFUSED_REQUEST);
    const owner = await ownerPage(browser);
    const fields = {
      "1700000000000_1": { name: "QRFieldShortText", displayName: "Driver code", option: { label: "Driver code", required: true }, data: "" },
      "1700000000000_2": { name: "QRFieldPicture", displayName: "Dashboard photo", option: { label: "Dashboard photo", required: true }, data: [] },
    };
    const qrId = await createForm(owner, { title: "Staff only", fields, lock: { active: true, password: "open sesame" } });

    await page.goto(`/${qrId}`);
    await expect(page.getByRole("heading", { name: "This form is protected" })).toBeVisible();
    const password = page.getByLabel("Password", { exact: true });
    await expect(password).toBeFocused();
    await expect(page.getByLabel("Driver code")).toHaveCount(0);

    await password.fill("guess");
    await page.getByRole("button", { name: "Open form" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Wrong password" })).toBeVisible();
    await expect(password).toHaveAttribute("aria-invalid", "true");

    await password.fill("open sesame");
    await page.getByRole("button", { name: "Open form" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Staff only" })).toBeVisible();
    // The password goes along with the upload and the answers.
    await page.getByLabel("Driver code").fill("D-7");
    await page.getByRole("group", { name: /Dashboard photo/ }).locator("input[type=file]").setInputFiles({ name: "dash.png", mimeType: "image/png", buffer: pngBuffer(40, 30) });
    await expect(page.getByRole("group", { name: /Dashboard photo/ }).getByText("Uploaded")).toBeVisible();
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();
    await owner.context().close();
  });

  test("a form its owner lets be embedded is answered inside another site's frame", async ({ page, browser, baseURL }) => {
    const owner = await ownerPage(browser);
    const fields = { "1700000000000_1": { name: "QRFieldShortText", displayName: "Short text", option: { label: "Your name", required: true }, data: "" } };
    const qrId = await createForm(owner, { title: "Embedded survey", fields, allowEmbedding: true });
    await owner.context().close();
    // A partner's page on another site that frames the form. It is served from this machine
    // (localhost, another port): Chromium keeps pages of public addresses out of local ones.
    const partner = http.createServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.end(`<!doctype html><title>Partner</title><iframe title="Survey" src="${baseURL}/${qrId}" width="600" height="900"></iframe>`);
    });
    await new Promise<void>((resolve) => partner.listen(0, "127.0.0.1", resolve));
    try {
      await page.goto(`http://localhost:${(partner.address() as AddressInfo).port}/`);
      const frame = page.frameLocator("iframe[title=Survey]");
      await expect(frame.getByRole("heading", { level: 1, name: "Embedded survey" })).toBeVisible();
      await frame.getByLabel("Your name").fill("Ada");
      await frame.getByRole("button", { name: "Submit" }).click();
      await expect(frame.getByRole("heading", { name: "Thank you!" })).toBeVisible();
    } finally {
      partner.close();
    }
  });

  test("a form without a title shows no empty header band", async ({ page, browser }) => {
    const owner = await ownerPage(browser);
    const qrId = await createForm(owner, {
      title: "",
      fields: { "1700000000000_1": { name: "QRFieldShortText", displayName: "Short text", option: { label: "Your name", required: false }, data: "" } },
    });
    await owner.context().close();
    await page.goto(`/${qrId}`);
    await expect(page.getByLabel("Your name")).toBeVisible();
    await expect(page).toHaveTitle("Untitled form");
    // The heading names the form for screen readers only.
    const heading = page.getByRole("heading", { level: 1, name: "Untitled form" });
    await expect(heading).toHaveCount(1);
    expect(await heading.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThanOrEqual(1);
    await expect(page.locator("form header")).toHaveCount(0);
  });
});

test.describe("public form trackers", () => {
  test.use({ cookieConsent: "accepted_all" });

  test("with consent, the form's own trackers run under the page's CSP", async ({ page, browser, consoleAllowList }) => {
    // The trackers' own servers are out of reach here.
    consoleAllowList.push(/Failed to load resource|net::ERR_/);
    const owner = await ownerPage(browser);
    const fields = { "1700000000000_1": { name: "QRFieldShortText", displayName: "Short text", option: { label: "Your name", required: false }, data: "" } };
    const qrId = await createForm(owner, { title: "Tracked survey", fields, googleGA4Id: "G-FORM12345", googleGTMContainerId: "GTM-FORM123", fbPixelID: "123456789012" });
    await owner.context().close();
    await page.goto(`/${qrId}`);
    await expect(page.getByRole("heading", { level: 1, name: "Tracked survey" })).toBeVisible();
    for (const tracker of ["gtm", "ga4", "facebook"]) await expect(page.locator(`script[data-tracker="${tracker}"]`).first()).toBeAttached();
    // The inline parts ran: Tag Manager's data layer and the pixel's queue exist.
    await expect.poll(() => page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer?.length ?? 0)).toBeGreaterThan(0);
    expect(await page.evaluate(() => typeof (window as unknown as { fbq?: unknown }).fbq)).toBe("function");
  });
});
