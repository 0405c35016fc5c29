import sharp from "sharp";
import { DEFAULT_FORM_APPEARANCE } from "../../shared/forms/formAppearance.ts";
import { countFormScan } from "../domain/forms/countFormScan.ts";
import { createForm } from "../domain/forms/createForm.ts";
import { startTestServer, type TestServer } from "../testing/testServer.ts";

// The visitor's side over GraphQL: publicForm, uploadAnswerFile, submitForm; and the owner's editSubmission.
let server: TestServer;
let alice: string;
let bob: string;
let aliceId: string;
let png: Buffer;

type Json = Record<string, any>;

const F = { name: "1700000000000_1", email: "1700000000000_2", photo: "1700000000000_3" };
const FIELDS = {
  [F.name]: { name: "QRFieldShortText", option: { label: "Your name", required: true } },
  [F.email]: { name: "QRFieldEmail", option: { label: "Email", required: true } },
  [F.photo]: { name: "QRFieldPicture", option: { label: "Photo" } },
};

async function gql(token: string | null, query: string, variables: Json = {}): Promise<{ status: number; body: Json }> {
  const res = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

async function register(name: string): Promise<string> {
  const res = await fetch(`${server.url}/api/users/register`, {
    method: "POST",
    body: JSON.stringify({ name, email: `${name}@example.com`, password: "long-enough-pw" }),
  });
  return ((await res.json()) as Json).data.token;
}

const newForm = (settings: Json = {}) => createForm(server.services, aliceId, { title: "Visit", fields: FIELDS, ...settings });

const answer = (id: string, data: unknown) => {
  const field = FIELDS[id as keyof typeof FIELDS]!;
  return { component: field.name, name: field.name, label: field.option.label, option: field.option, data };
};
const answers = (overrides: Json = {}) => ({
  [F.name]: answer(F.name, "Ada"),
  [F.email]: answer(F.email, "ada@example.com"),
  ...overrides,
});

const PUBLIC_FORM = `query ($qrId: String!, $countScan: Boolean, $password: String) {
  publicForm(qrId: $qrId, countScan: $countScan, password: $password) {
    __typename ... on PublicForm { qrId title locale locked fields appearance logoUrl }
    ... on Error { message } ... on FormClosedError { expiredBy } } }`;
const SUBMIT = `mutation ($input: SubmitFormInput!) { submitForm(input: $input) {
  __typename ... on SubmitFormSuccess { submissionId } ... on Error { message }
  ... on ValidationError { fieldErrors { field message } } ... on FormClosedError { expiredBy } } }`;
const UPLOAD = `mutation ($input: UploadAnswerFileInput!) { uploadAnswerFile(input: $input) {
  __typename ... on UploadAnswerFileSuccess { file { fileId fileUrl name mimeType size } }
  ... on Error { message } ... on FileTooLargeError { maxBytes } } }`;
const EDIT = `mutation ($input: EditSubmissionInput!) { editSubmission(input: $input) {
  __typename ... on EditSubmissionSuccess { submission { submissionId data } } ... on Error { message }
  ... on ValidationError { fieldErrors { field message } } } }`;

async function uploadAnswer(qrId: string, category: string, bytes: Uint8Array, extra: Json = {}, name = "photo.png", type = "image/png") {
  const form = new FormData();
  form.append("operations", JSON.stringify({ query: UPLOAD, variables: { input: { qrId, category, file: null, ...extra } } }));
  form.append("map", JSON.stringify({ 0: ["variables.input.file"] }));
  form.append("0", new File([Buffer.from(bytes)], name, { type }));
  const res = await fetch(`${server.url}/graphql`, { method: "POST", headers: { connection: "close" }, body: form });
  return { status: res.status, body: (await res.json().catch(() => null)) as Json };
}

beforeAll(async () => {
  server = await startTestServer();
  [alice, bob] = await Promise.all([register("alice"), register("bob")]);
  aliceId = (await server.services.prisma.user.findUniqueOrThrow({ where: { email: "alice@example.com" } })).id;
  png = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#15803d" } }).png().toBuffer();
});
afterAll(() => server.close());

describe("publicForm", () => {
  it("gives the form to anyone, fields in order, and counts a scan only when asked", async () => {
    const form = await newForm();
    const { body } = await gql(null, PUBLIC_FORM, { qrId: form.qrId });
    expect(body.data.publicForm).toMatchObject({ __typename: "PublicForm", qrId: form.qrId, title: "Visit", locale: "en", locked: false });
    expect(Object.keys(body.data.publicForm.fields)).toEqual([F.name, F.email, F.photo]);
    expect((await server.services.prisma.form.findUniqueOrThrow({ where: { id: form.id } })).scanCount).toBe(0);
    await gql(null, PUBLIC_FORM, { qrId: form.qrId, countScan: true });
    expect((await server.services.prisma.form.findUniqueOrThrow({ where: { id: form.id } })).scanCount).toBe(1);
  });

  it("a new form has the same colours for its owner (editor preview), the visitor (GraphQL, getqr) and in storage", async () => {
    const created = await gql(alice, `mutation { createForm(input: {}) { ... on FormSuccess { form { qrId appearance } } } }`);
    const { qrId, appearance } = created.body.data.createForm.form;
    expect(appearance).toEqual(DEFAULT_FORM_APPEARANCE);
    expect((await gql(null, PUBLIC_FORM, { qrId })).body.data.publicForm.appearance).toEqual(DEFAULT_FORM_APPEARANCE);
    const getqr = (await (await fetch(`${server.url}/api/campaign/getqr/?qrId=${qrId}`)).json()) as Json;
    expect(getqr.data.appearance).toEqual(DEFAULT_FORM_APPEARANCE);
    expect((await server.services.prisma.form.findUniqueOrThrow({ where: { qrId } })).appearance).toEqual(DEFAULT_FORM_APPEARANCE);

    // A form stored before the defaults were written down (appearance {}) reads the same.
    await server.services.prisma.form.update({ where: { qrId }, data: { appearance: {} } });
    expect((await gql(null, PUBLIC_FORM, { qrId })).body.data.publicForm.appearance).toEqual(DEFAULT_FORM_APPEARANCE);
    const partial = await gql(alice, `mutation ($qrId: String!) { updateForm(input: { qrId: $qrId, settings: { appearance: { headerColor: "#1E3A8A" } } }) { ... on FormSuccess { form { appearance } } } }`, { qrId });
    expect(partial.body.data.updateForm.form.appearance).toEqual({ ...DEFAULT_FORM_APPEARANCE, headerColor: "1e3a8a" });
  });

  it("answers NotFoundError, FormClosedError with its reason, and hides a locked form's fields", async () => {
    expect((await gql(null, PUBLIC_FORM, { qrId: "nope" })).body.data.publicForm.__typename).toBe("NotFoundError");
    const inactive = await newForm({ active: false });
    expect((await gql(null, PUBLIC_FORM, { qrId: inactive.qrId })).body.data.publicForm).toMatchObject({ __typename: "FormClosedError", expiredBy: "INACTIVE" });
    const byScans = await newForm({ expiryType: "scans", expiryScans: 1 });
    // A scan counts once per visitor and day: another visitor used the only one.
    await countFormScan(server.services, byScans, "192.0.2.1");
    expect((await gql(null, PUBLIC_FORM, { qrId: byScans.qrId, countScan: true })).body.data.publicForm).toMatchObject({ expiredBy: "SCANS" });

    const locked = await newForm({ lock: { active: true, password: "open sesame" } });
    expect((await gql(null, PUBLIC_FORM, { qrId: locked.qrId })).body.data.publicForm).toMatchObject({ locked: true, fields: {} });
    expect((await gql(null, PUBLIC_FORM, { qrId: locked.qrId, password: "nope" })).body.data.publicForm).toMatchObject({ __typename: "AuthenticationError", message: "Wrong password" });
    const open = (await gql(null, PUBLIC_FORM, { qrId: locked.qrId, password: "open sesame" })).body.data.publicForm;
    expect(Object.keys(open.fields)).toHaveLength(3);
  });

  it("refuses malformed variables with a 400, never a 500", async () => {
    expect((await gql(null, PUBLIC_FORM, { qrId: 42 })).status).toBe(400);
    expect((await gql(null, PUBLIC_FORM, { qrId: "x".repeat(5000) })).body.data.publicForm.__typename).toBe("NotFoundError");
  });
});

describe("uploadAnswerFile and submitForm", () => {
  it("stores a file, then the answers that use it; the owner can read the file, nobody else", async () => {
    const form = await newForm();
    const up = await uploadAnswer(form.qrId, "PICTURE", png);
    expect(up.body.data.uploadAnswerFile).toMatchObject({ __typename: "UploadAnswerFileSuccess", file: { mimeType: "image/png", name: "photo.png" } });
    const { fileId, fileUrl } = up.body.data.uploadAnswerFile.file;
    const sent = await gql(null, SUBMIT, { input: { qrId: form.qrId, data: answers({ [F.photo]: answer(F.photo, [{ fileId, fileUrl }]) }) } });
    expect(sent.body.data.submitForm.__typename).toBe("SubmitFormSuccess");
    const stored = await server.services.prisma.uploadedFile.findUniqueOrThrow({ where: { id: fileId } });
    expect(stored.submissionId).toBe(sent.body.data.submitForm.submissionId);
    const path = new URL(fileUrl).pathname;
    expect((await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${alice}` } })).status).toBe(200);
    expect((await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${bob}` } })).status).toBe(404);
    expect((await fetch(`${server.url}${path}`)).status).toBe(404);
  });

  it("answers the SPEC.md §5 messages keyed by field id, and stores nothing", async () => {
    const form = await newForm();
    const res = await gql(null, SUBMIT, { input: { qrId: form.qrId, data: answers({ [F.name]: answer(F.name, " "), [F.email]: answer(F.email, "ada@") }) } });
    expect(res.body.data.submitForm.__typename).toBe("ValidationError");
    expect(res.body.data.submitForm.fieldErrors).toEqual(
      expect.arrayContaining([
        { field: F.name, message: "This field is required" },
        { field: F.email, message: "Please input a valid email" },
      ]),
    );
    expect(await server.services.prisma.submission.count({ where: { formId: form.id } })).toBe(0);
    const malformed = await gql(null, SUBMIT, { input: { qrId: form.qrId, data: "not answers" } });
    expect(malformed.body.data.submitForm.__typename).toBe("ValidationError");
  });

  it("refuses closed forms, wrong passwords, bad files and unknown forms", async () => {
    const closed = await newForm({ active: false });
    expect((await gql(null, SUBMIT, { input: { qrId: closed.qrId, data: answers() } })).body.data.submitForm).toMatchObject({ __typename: "FormClosedError", expiredBy: "INACTIVE" });
    expect((await uploadAnswer(closed.qrId, "PICTURE", png)).body.data.uploadAnswerFile.__typename).toBe("FormClosedError");
    expect((await gql(null, SUBMIT, { input: { qrId: "nope", data: answers() } })).body.data.submitForm.__typename).toBe("NotFoundError");

    const locked = await newForm({ lock: { active: true, password: "open sesame" } });
    expect((await gql(null, SUBMIT, { input: { qrId: locked.qrId, data: answers() } })).body.data.submitForm.__typename).toBe("AuthenticationError");
    expect((await uploadAnswer(locked.qrId, "PICTURE", png)).body.data.uploadAnswerFile.__typename).toBe("AuthenticationError");
    expect((await uploadAnswer(locked.qrId, "PICTURE", png, { password: "open sesame" })).body.data.uploadAnswerFile.__typename).toBe("UploadAnswerFileSuccess");
    expect((await gql(null, SUBMIT, { input: { qrId: locked.qrId, data: answers(), password: "open sesame" } })).body.data.submitForm.__typename).toBe("SubmitFormSuccess");

    const form = await newForm();
    const wrongType = await uploadAnswer(form.qrId, "PICTURE", Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj\n"), {}, "photo.png");
    expect(wrongType.body.data.uploadAnswerFile.__typename).toBe("UnsupportedFileTypeError");
    const tooBig = await uploadAnswer(form.qrId, "SIGNATURE", Buffer.concat([png, Buffer.alloc(1024 * 1024 + 1)]));
    expect(tooBig.body.data.uploadAnswerFile).toMatchObject({ __typename: "FileTooLargeError", maxBytes: 1024 * 1024 });
    expect((await uploadAnswer(form.qrId, "LOGO", png)).status).toBe(400);
    expect(await server.services.prisma.uploadedFile.count({ where: { formId: form.id } })).toBe(0);
  });
});

describe("editSubmission", () => {
  it("lets the owner correct answers under the same rules; to others the submission does not exist", async () => {
    const form = await newForm();
    const sent = await gql(null, SUBMIT, { input: { qrId: form.qrId, data: answers() } });
    const submissionId = sent.body.data.submitForm.submissionId as string;
    const read = await gql(alice, `query ($q: String!) { form(qrId: $q) { submissions(first: 1) { edges { node { id } } } } }`, { q: form.qrId });
    const id = read.body.data.form.submissions.edges[0].node.id as string;

    const bad = await gql(alice, EDIT, { input: { id, data: answers({ [F.email]: answer(F.email, "nope") }) } });
    expect(bad.body.data.editSubmission).toMatchObject({ __typename: "ValidationError", fieldErrors: [{ field: F.email, message: "Please input a valid email" }] });
    const bobEdit = await gql(bob, EDIT, { input: { id, data: answers({ [F.name]: answer(F.name, "Mallory") }) } });
    expect(bobEdit.body.data.editSubmission.__typename).toBe("NotFoundError");
    expect((await gql(null, EDIT, { input: { id, data: answers() } })).body.errors).toBeDefined();

    const ok = await gql(alice, EDIT, { input: { id, data: answers({ [F.name]: answer(F.name, "Ada L.") }) } });
    expect(ok.body.data.editSubmission.__typename).toBe("EditSubmissionSuccess");
    const stored = await server.services.prisma.submission.findUniqueOrThrow({ where: { id: submissionId } });
    expect((stored.data as Json)[F.name].data).toBe("Ada L.");
  });
});
