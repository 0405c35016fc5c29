import sharp from "sharp";
import { QR_DESIGN_TEMPLATES } from "../../shared/qr/qrDesignTemplates.ts";
import { MAX_VISITOR_UPLOAD_BYTES } from "../domain/uploads/uploadPolicy.ts";
import { startTestServer, type TestServer } from "../testing/testServer.ts";

let server: TestServer;
let alice: string;
let bob: string;
let png: Buffer;

type Json = Record<string, any>;

async function gql(token: string | null, query: string, variables: Json = {}): Promise<Json> {
  const res = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as Json;
}

const UPLOAD = `mutation ($input: UploadFileInput!) { uploadFile(input: $input) {
  __typename ... on UploadFileSuccess { file { fileId fileUrl name mimeType size } }
  ... on Error { message } ... on FileTooLargeError { maxBytes } } }`;

/** A GraphQL multipart request (the way the client's Relay network sends files). */
async function upload(token: string | null, category: string, bytes: Uint8Array, name = "logo.png", type = "image/png") {
  const form = new FormData();
  form.append("operations", JSON.stringify({ query: UPLOAD, variables: { input: { category, file: null } } }));
  form.append("map", JSON.stringify({ 0: ["variables.input.file"] }));
  form.append("0", new File([Buffer.from(bytes)], name, { type }));
  const res = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { connection: "close", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Json };
}

async function uploadOk(token: string, category: string): Promise<{ fileId: string; fileUrl: string }> {
  const { body } = await upload(token, category, png);
  expect(body.data.uploadFile.__typename).toBe("UploadFileSuccess");
  const { fileId, fileUrl } = body.data.uploadFile.file;
  return { fileId, fileUrl };
}

/** Fetches one of our file URLs (PUBLIC_URL is a test host name) from the test server. */
const fetchFile = (url: string) => fetch(url.replace(server.config.publicUrl, server.url));

async function register(name: string): Promise<string> {
  const res = await fetch(`${server.url}/api/users/register`, {
    method: "POST",
    body: JSON.stringify({ name, email: `${name}@example.com`, password: "long-enough-pw" }),
  });
  return ((await res.json()) as Json).data.token;
}

const FORM = `form { qrId qrImageUrl qrSVGUrl qrOptions qrDesignTemplateId active
  logo { fileId fileUrl } backgroundImage { fileId fileUrl } previewImage { fileId fileUrl } }`;
const CREATE = `mutation ($settings: FormSettingsInput) { createForm(input: { settings: $settings }) {
  __typename ... on FormSuccess { ${FORM} } ... on Error { message } } }`;
const UPDATE = `mutation ($qrId: String!, $settings: FormSettingsInput!) { updateForm(input: { qrId: $qrId, settings: $settings }) {
  __typename ... on FormSuccess { ${FORM} } ... on Error { message } ... on ValidationError { fieldErrors { field message } } } }`;
const APPLY = `mutation ($qrId: String!, $templateId: String) { applyQrDesignTemplate(input: { qrId: $qrId, templateId: $templateId }) {
  __typename ... on FormSuccess { ${FORM} } ... on Error { message } } }`;
const READ = `query ($qrId: String!) { ${FORM.replace("form {", "form(qrId: $qrId) {")} }`;

async function newForm(token: string, settings: Json = {}): Promise<Json> {
  const res = await gql(token, CREATE, { settings });
  return res.data.createForm.form;
}

beforeAll(async () => {
  server = await startTestServer();
  [alice, bob] = await Promise.all([register("alice"), register("bob")]);
  png = await sharp({ create: { width: 64, height: 64, channels: 4, background: "#e4572e" } }).png().toBuffer();
});
afterAll(() => server.close());

describe("uploadFile", () => {
  it("stores an image and serves it at fileUrl", async () => {
    const { status, body } = await upload(alice, "LOGO", png);
    expect({ status, body }).toMatchObject({ status: 200 });
    const file = body.data.uploadFile.file;
    expect(file).toMatchObject({ name: "logo.png", mimeType: "image/png", size: png.length });
    const served = await fetchFile(file.fileUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("access-control-allow-origin")).toBe("*");
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it("judges the type by content, not by name: a text file called .png is refused", async () => {
    const { body } = await upload(alice, "LOGO", new TextEncoder().encode("<script>alert(1)</script>"), "evil.png");
    expect(body.data.uploadFile).toEqual({
      __typename: "UnsupportedFileTypeError",
      message: "This file type is not allowed here. Upload PNG, JPEG, GIF or WebP images.",
    });
  });

  it("refuses a file over its category's limit (QR logos: 2 MB)", async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 10);
    big.set(png.subarray(0, 64));
    const { body } = await upload(alice, "QR_LOGO", big);
    expect(body.data.uploadFile).toMatchObject({ __typename: "FileTooLargeError", maxBytes: 2 * 1024 * 1024 });
  });

  it("answers FileTooLargeError over the category's limit, and 413 for a body over the largest upload limit, without a 500", async () => {
    const overCategory = await upload(alice, "BACKGROUND", new Uint8Array(11 * 1024 * 1024));
    expect(overCategory.body.data.uploadFile).toMatchObject({ __typename: "FileTooLargeError", maxBytes: 10 * 1024 * 1024 });
    const { status, body } = await upload(alice, "BACKGROUND", new Uint8Array(MAX_VISITOR_UPLOAD_BYTES + 128 * 1024));
    expect(status).toBe(413);
    expect(body).toMatchObject({ status: "error" });
  });

  it("needs a session and a real file", async () => {
    const signedOut = await upload(null, "LOGO", png);
    expect(signedOut.body.errors?.[0]?.message).toMatch(/Not authorized/i);
    const notAFile = await gql(alice, UPLOAD, { input: { category: "LOGO", file: "hello" } });
    expect(notAFile.errors?.[0]?.message).toMatch(/multipart upload/);
  });
});

describe("form images (logo, background, preview)", () => {
  it("links an upload by fileId, deletes the old file when replaced and when removed", async () => {
    const form = await newForm(alice);
    const first = await uploadOk(alice, "LOGO");
    let res = await gql(alice, UPDATE, { qrId: form.qrId, settings: { logo: first.fileId } });
    expect(res.data.updateForm.form.logo).toEqual(first);

    const second = await uploadOk(alice, "LOGO");
    res = await gql(alice, UPDATE, { qrId: form.qrId, settings: { logo: second.fileId } });
    expect(res.data.updateForm.form.logo).toEqual(second);
    expect((await fetchFile(first.fileUrl)).status).toBe(404);
    expect(await server.services.prisma.uploadedFile.count({ where: { id: first.fileId } })).toBe(0);

    res = await gql(alice, UPDATE, { qrId: form.qrId, settings: { logo: null } });
    expect(res.data.updateForm.form.logo).toBeNull();
    expect((await fetchFile(second.fileUrl)).status).toBe(404);
  });

  it("createForm links images too; each slot takes only its own category", async () => {
    const background = await uploadOk(alice, "BACKGROUND");
    const preview = await uploadOk(alice, "PREVIEW");
    const form = await newForm(alice, { backgroundImage: background.fileId, previewImage: preview.fileId, backgroundType: "image" });
    expect(form.backgroundImage).toEqual(background);
    expect(form.previewImage).toEqual(preview);

    const logo = await uploadOk(alice, "LOGO");
    const res = await gql(alice, UPDATE, { qrId: form.qrId, settings: { backgroundImage: logo.fileId } });
    expect(res.data.updateForm).toMatchObject({ __typename: "ValidationError", fieldErrors: [{ field: "backgroundImage" }] });
  });

  it("another user can neither link my file nor change my form's images", async () => {
    const mine = await uploadOk(alice, "LOGO");
    const aliceForm = await newForm(alice, { logo: mine.fileId });
    const bobForm = await newForm(bob);
    const stolen = await gql(bob, UPDATE, { qrId: bobForm.qrId, settings: { logo: mine.fileId } });
    expect(stolen.data.updateForm.__typename).toBe("ValidationError");
    const bobsFile = await uploadOk(bob, "LOGO");
    const foreign = await gql(bob, UPDATE, { qrId: aliceForm.qrId, settings: { logo: bobsFile.fileId } });
    expect(foreign.data.updateForm).toEqual({ __typename: "NotFoundError", message: "Form not found" });
    const after = await gql(alice, READ, { qrId: aliceForm.qrId });
    expect(after.data.form.logo).toEqual(mine);
  });

  it("a file already linked to one form cannot be linked to another", async () => {
    const logo = await uploadOk(alice, "LOGO");
    await newForm(alice, { logo: logo.fileId });
    const other = await newForm(alice);
    const res = await gql(alice, UPDATE, { qrId: other.qrId, settings: { logo: logo.fileId } });
    expect(res.data.updateForm.__typename).toBe("ValidationError");
  });
});

describe("QR logo", () => {
  it("an uploaded QR logo is drawn into the stored SVG and PNG; replacing it deletes the old file", async () => {
    const form = await newForm(alice);
    const logo = await uploadOk(alice, "QR_LOGO");
    const res = await gql(alice, UPDATE, { qrId: form.qrId, settings: { qrOptions: { logo: logo.fileUrl } } });
    const updated = res.data.updateForm.form;
    expect(updated.qrOptions.logo).toBe(logo.fileUrl);
    expect(updated.qrImageUrl).not.toBe(form.qrImageUrl);
    const svg = await (await fetchFile(updated.qrSVGUrl)).text();
    expect(svg).toContain("data:image/png;base64,");

    await gql(alice, UPDATE, { qrId: form.qrId, settings: { qrOptions: { logo: "" } } });
    expect((await fetchFile(logo.fileUrl)).status).toBe(404);
  });

  it("a clone shares its original's QR logo, which stays until neither uses it", async () => {
    const form = await newForm(alice);
    const logo = await uploadOk(alice, "QR_LOGO");
    await gql(alice, UPDATE, { qrId: form.qrId, settings: { qrOptions: { logo: logo.fileUrl } } });
    const clone = await gql(alice, `mutation ($qrId: String!) { cloneForm(input: { qrId: $qrId }) { ... on FormSuccess { form { qrId } } } }`, {
      qrId: form.qrId,
    });
    await gql(alice, UPDATE, { qrId: clone.data.cloneForm.form.qrId, settings: { qrOptions: { logo: "" } } });
    expect((await fetchFile(logo.fileUrl)).status).toBe(200);
  });
});

describe("QR design templates", () => {
  it("apply stores the previous options once; clearing restores them; a later option change clears the id", async () => {
    const form = await newForm(alice, { qrOptions: { qrData: "pattern9", colorDark: "123456", frame: "frame3" } });
    const ocean = QR_DESIGN_TEMPLATES.find((t) => t.id === "ocean")!;
    let res = await gql(alice, APPLY, { qrId: form.qrId, templateId: "ocean" });
    expect(res.data.applyQrDesignTemplate.form).toMatchObject({ qrDesignTemplateId: "ocean", qrOptions: ocean.config });
    expect(res.data.applyQrDesignTemplate.form.qrImageUrl).not.toBe(form.qrImageUrl);

    res = await gql(alice, APPLY, { qrId: form.qrId, templateId: "sunset" });
    expect(res.data.applyQrDesignTemplate.form.qrDesignTemplateId).toBe("sunset");

    res = await gql(alice, APPLY, { qrId: form.qrId, templateId: null });
    const restored = res.data.applyQrDesignTemplate.form;
    expect(restored.qrDesignTemplateId).toBeNull();
    expect(restored.qrOptions).toEqual(form.qrOptions);
    expect(restored.qrImageUrl).toBe(form.qrImageUrl);

    await gql(alice, APPLY, { qrId: form.qrId, templateId: "forest" });
    res = await gql(alice, UPDATE, { qrId: form.qrId, settings: { qrOptions: { frameText: "HELLO" } } });
    expect(res.data.updateForm.form).toMatchObject({ qrDesignTemplateId: null, qrOptions: { frameText: "HELLO", qrData: "pattern5" } });
  });

  it("the owner's logo and size survive applying a template and clearing it", async () => {
    const logo = await uploadOk(alice, "QR_LOGO");
    const form = await newForm(alice, { qrOptions: { qrData: "pattern9", size: 800, logo: logo.fileUrl } });
    await gql(alice, APPLY, { qrId: form.qrId, templateId: "ocean" });
    const res = await gql(alice, APPLY, { qrId: form.qrId, templateId: null });
    expect(res.data.applyQrDesignTemplate.form.qrOptions).toEqual(form.qrOptions);
    const after = await gql(alice, READ, { qrId: form.qrId });
    expect(after.data.form.qrOptions).toMatchObject({ logo: logo.fileUrl, size: 800, qrData: "pattern9" });
    expect(after.data.form.qrImageUrl).toBe(form.qrImageUrl);
    expect((await fetchFile(logo.fileUrl)).status).toBe(200);
  });

  it("an update that changes no QR option keeps the template", async () => {
    const form = await newForm(alice);
    await gql(alice, APPLY, { qrId: form.qrId, templateId: "dots" });
    const res = await gql(alice, UPDATE, { qrId: form.qrId, settings: { qrOptions: { qrData: "pattern1" }, active: false } });
    expect(res.data.updateForm.form.qrDesignTemplateId).toBe("dots");
  });

  it("rejects an unknown template and other users' forms", async () => {
    const form = await newForm(alice);
    const unknown = await gql(alice, APPLY, { qrId: form.qrId, templateId: "nope" });
    expect(unknown.data.applyQrDesignTemplate).toEqual({ __typename: "ValidationError", message: "Unknown QR design template" });
    const foreign = await gql(bob, APPLY, { qrId: form.qrId, templateId: "ocean" });
    expect(foreign.data.applyQrDesignTemplate).toEqual({ __typename: "NotFoundError", message: "Form not found" });
    const after = await gql(alice, READ, { qrId: form.qrId });
    expect(after.data.form).toMatchObject({ qrDesignTemplateId: null, qrOptions: form.qrOptions });
  });
});

describe("bulk actions", () => {
  const SET_ACTIVE = `mutation ($qrIds: [String!]!, $active: Boolean!) { setFormsActive(input: { qrIds: $qrIds, active: $active }) {
    __typename ... on FormsSuccess { forms { qrId active } } ... on Error { message } } }`;
  const DELETE = `mutation ($qrIds: [String!]!) { deleteForms(input: { qrIds: $qrIds }) {
    __typename ... on DeleteFormsSuccess { deletedFormIds } ... on Error { message } } }`;

  it("deactivates and deletes several forms; one foreign qrId changes nothing", async () => {
    const [a, b] = [await newForm(alice), await newForm(alice)];
    const foreign = await newForm(bob);
    let res = await gql(alice, SET_ACTIVE, { qrIds: [a.qrId, b.qrId, foreign.qrId], active: false });
    expect(res.data.setFormsActive).toEqual({ __typename: "NotFoundError", message: "Form not found" });
    expect((await gql(alice, READ, { qrId: a.qrId })).data.form.active).toBe(true);

    res = await gql(alice, SET_ACTIVE, { qrIds: [a.qrId, b.qrId], active: false });
    expect(res.data.setFormsActive.forms.map((f: Json) => f.active)).toEqual([false, false]);

    res = await gql(bob, DELETE, { qrIds: [a.qrId] });
    expect(res.data.deleteForms.__typename).toBe("NotFoundError");
    res = await gql(alice, DELETE, { qrIds: [a.qrId, b.qrId] });
    expect(res.data.deleteForms.deletedFormIds).toHaveLength(2);
    expect((await gql(alice, READ, { qrId: a.qrId })).data.form).toBeNull();
    expect((await gql(bob, READ, { qrId: foreign.qrId })).data.form).not.toBeNull();
  });

  it("an empty selection is a validation error", async () => {
    const res = await gql(alice, DELETE, { qrIds: [] });
    expect(res.data.deleteForms).toEqual({ __typename: "ValidationError", message: "Select at least one form" });
  });
});
