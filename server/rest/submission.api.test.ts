import ExcelJS from "exceljs";
import sharp from "sharp";
import { countFormScan } from "../domain/forms/countFormScan.ts";
import { createForm } from "../domain/forms/createForm.ts";
import { runNotificationDigests } from "../domain/submissions/notifyOwner.ts";
import { outboxMails, startTestServer, type TestServer } from "../testing/testServer.ts";

let server: TestServer;
let alice: string;
let bob: string;
let aliceId: string;
let png: Buffer;

type Json = Record<string, any>;

const F = {
  name: "1700000000000_1",
  email: "1700000000000_2",
  choice: "1700000000000_3",
  picture: "1700000000000_4",
  signature: "1700000000000_5",
  check: "1700000000000_6",
  title: "1700000000000_7",
};

const FIELDS = {
  [F.title]: { name: "QRFieldTitle", option: { label: "Welcome" } },
  [F.name]: { name: "QRFieldName", option: { label: "Your name", required: true } },
  [F.email]: { name: "QRFieldEmail", option: { label: "Email", required: true } },
  [F.choice]: { name: "QRFieldRadio", option: { label: "Pick", options: [{ label: "Red" }, { label: "Blue" }] } },
  [F.picture]: { name: "QRFieldPicture", option: { label: "Photo" } },
  [F.signature]: { name: "QRFieldSignature", option: { label: "Sign here" } },
  [F.check]: { name: "QRFieldCheckList", option: { label: "Checks", items: [{ itemName: "Lights" }, { itemName: "Doors" }] } },
};

async function call(method: string, path: string, token: string | null, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json: Json = {};
  try {
    json = JSON.parse(text);
  } catch {
    json = { raw: text };
  }
  return { status: res.status, body: json, headers: res.headers };
}

async function gql(token: string | null, query: string, variables: Json = {}) {
  const res = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as Json;
}

async function upload(qrId: string, cat: string, bytes: Uint8Array, name = "file.png", type = "image/png", headers: Record<string, string> = {}) {
  const form = new FormData();
  form.append("userFile", new File([Buffer.from(bytes)], name, { type }));
  const res = await fetch(`${server.url}/api/submission/uploads/${qrId}/?cat=${cat}`, { method: "POST", headers: { connection: "close", ...headers }, body: form });
  return { status: res.status, body: (await res.json()) as Json };
}

async function register(name: string): Promise<string> {
  const res = await call("POST", "/users/register", null, { name, email: `${name}@example.com`, password: "long-enough-pw" });
  return res.body.data.token;
}

async function newForm(settings: Json = {}) {
  return createForm(server.services, aliceId, { title: "Visit survey", fields: FIELDS, ...settings });
}

function answers(overrides: Json = {}): Json {
  const values: Json = {
    [F.name]: { firstName: "Ada", lastName: "Lovelace" },
    [F.email]: "ada@example.com",
    [F.choice]: "Blue",
    [F.check]: [{ selectedValue: "_d1" }, { selectedValue: "_d2" }],
    ...overrides,
  };
  return Object.fromEntries(Object.entries(values).map(([id, data]) => [id, { component: "x", name: (FIELDS as Json)[id].name, label: "", option: {}, data }]));
}

beforeAll(async () => {
  server = await startTestServer();
  [alice, bob] = await Promise.all([register("alice"), register("bob")]);
  aliceId = (await server.services.prisma.user.findUniqueOrThrow({ where: { email: "alice@example.com" } })).id;
  png = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#00aa55" } }).png().toBuffer();
});
afterAll(() => server.close());

describe("GET /api/campaign/getqr", () => {
  it("returns the public form and counts a scan with scan=1", async () => {
    const form = await newForm();
    const res = await call("GET", `/campaign/getqr/?qrId=${form.qrId}&scan=1`, null);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: "success",
      expiredBy: null,
      ownerPlan: "free",
      data: { qrId: form.qrId, title: "Visit survey", lock: { active: false }, owner: aliceId, logo: null, backgrounds: null, active: true },
    });
    expect(Object.keys(res.body.data.fields)).toEqual(Object.keys(FIELDS));
    expect(JSON.parse(res.body.data.qrConfig)).toMatchObject({ size: expect.any(Number) });
    await call("GET", `/campaign/getqr/?qrId=${form.qrId}`, null);
    expect((await server.services.prisma.form.findUniqueOrThrow({ where: { id: form.id } })).scanCount).toBe(1);
  });

  it("answers 404 for an unknown qrId", async () => {
    expect((await call("GET", "/campaign/getqr/?qrId=nope", null)).status).toBe(404);
    expect((await call("GET", "/campaign/getqr/", null)).status).toBe(404);
  });

  it.each([
    ["inactive", { active: false }, "inactive"],
    ["expired by date", { expiryType: "date", expiryDate: "2020-01-01T00:00:00.000Z" }, "date"],
  ])("answers 410 for a form that is %s", async (_w, settings, expiredBy) => {
    const form = await newForm(settings);
    const res = await call("GET", `/campaign/getqr/?qrId=${form.qrId}&scan=1`, null);
    expect(res).toMatchObject({ status: 410, body: { status: "error", message: "This form no longer accepts answers", expiredBy } });
    const submit = await call("POST", `/submission/create/${form.qrId}`, null, { data: answers() });
    expect(submit).toMatchObject({ status: 410, body: { expiredBy } });
  });

  it("closes a scan-limited form once the scans are used up", async () => {
    const form = await newForm({ expiryType: "scans", expiryScans: 2 });
    // A scan counts once per visitor and day: two other visitors first.
    await countFormScan(server.services, form, "192.0.2.1");
    await countFormScan(server.services, { ...form, scanCount: 1 }, "192.0.2.2");
    expect((await call("GET", `/campaign/getqr/?qrId=${form.qrId}&scan=1`, null)).body.expiredBy).toBe("scans");
  });

  it("hides a locked form's fields until the password matches", async () => {
    const form = await newForm({ lock: { active: true, password: "open sesame" } });
    const noPw = await call("GET", `/campaign/getqr/?qrId=${form.qrId}`, null);
    expect(noPw.status).toBe(200);
    expect(noPw.body.data).toMatchObject({ fields: {}, lock: { active: true } });
    expect(noPw.body.data.lock.password).toBeUndefined();
    const wrong = await call("GET", `/campaign/getqr/?qrId=${form.qrId}`, null, undefined, { "x-form-password": "nope" });
    expect(wrong).toMatchObject({ status: 401, body: { status: "error", message: "Wrong password" } });
    const right = await call("GET", `/campaign/getqr/?qrId=${form.qrId}`, null, undefined, { "x-form-password": "open sesame" });
    expect(Object.keys(right.body.data.fields)).toHaveLength(7);

    expect((await call("POST", `/submission/create/${form.qrId}`, null, { data: answers() })).status).toBe(401);
    expect((await call("POST", `/submission/create/${form.qrId}`, null, { data: answers(), password: "bad" })).status).toBe(401);
    expect((await call("POST", `/submission/create/${form.qrId}`, null, { data: answers(), password: "open sesame" })).status).toBe(201);
  });
});

describe("POST /api/submission/create and uploads", () => {
  it("stores a valid submission with its files, private to the owner", async () => {
    const form = await newForm({ notificationPeriod: "instant" });
    const photo = await upload(form.qrId, "picture", png, "me.png");
    expect(photo).toMatchObject({ status: 201, body: { status: "success", data: { fileId: expect.any(String), name: "me.png", size: png.length, mimeType: "image/png" } } });
    expect(photo.body.data.fileUrl).toMatch(/^http:\/\/formqr\.test\/files\/answers\//);
    const sig = await upload(form.qrId, "signature", png, "signature.png");
    const mailsBefore = outboxMails(server.dataDir).length;
    const res = await call("POST", `/submission/create/${form.qrId}`, null, {
      data: answers({ [F.picture]: [photo.body.data], [F.signature]: { fileId: sig.body.data.fileId, fileUrl: "/x" } }),
    });
    expect(res).toEqual({ status: 201, body: { status: "success", data: { _id: expect.any(String) } }, headers: expect.anything() });
    const stored = await server.services.prisma.submission.findUniqueOrThrow({ where: { id: res.body.data._id }, include: { files: true } });
    expect(stored.files).toHaveLength(2);
    const data = stored.data as Json;
    expect(data[F.name]).toEqual({ component: "QRFieldName", name: "QRFieldName", label: "Your name", option: expect.any(Object), data: { firstName: "Ada", lastName: "Lovelace" } });
    expect(data[F.signature].data.fileUrl).toBe(sig.body.data.fileUrl);
    expect(data[F.title]).toBeUndefined();
    expect(outboxMails(server.dataDir).length).toBe(mailsBefore + 1);

    // The file: the owner reads it (cookie or bearer), anyone else gets 404.
    const path = new URL(photo.body.data.fileUrl).pathname;
    const own = await fetch(`${server.url}${path}`, { headers: { cookie: `token=${alice}` } });
    expect(own.status).toBe(200);
    expect(own.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await own.arrayBuffer()).equals(png)).toBe(true);
    expect((await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${bob}` } })).status).toBe(404);
    expect((await fetch(`${server.url}${path}`)).status).toBe(404);
  });

  it.each([
    ["a JSON array body", "[]", 400],
    ["malformed JSON", "{nope", 400],
    ["no data", {}, 400],
    ["data that is a string", { data: "x" }, 400],
    ["an unknown field id", { data: { ...answers(), "1700000000000_99": { data: "x" } } }, 400],
    ["a wrongly shaped answer", { data: answers({ [F.name]: "Ada" }) }, 400],
    ["a choice that is not an option", { data: answers({ [F.choice]: "Green" }) }, 400],
    ["a file not uploaded to this form", { data: answers({ [F.picture]: [{ fileId: "ckzzzzzzzzzzz", fileUrl: "/files/x.png" }] }) }, 400],
  ])("answers %s with a 4xx (%s), never 500", async (_w, body, status) => {
    const form = await newForm();
    const res = await call("POST", `/submission/create/${form.qrId}`, null, body);
    expect(res.status).toBe(status);
    expect(res.body.status).toBe("error");
    expect(await server.services.prisma.submission.count({ where: { formId: form.id } })).toBe(0);
  });

  it("answers the SPEC §5 errors map keyed by field id", async () => {
    const form = await newForm();
    const res = await call("POST", `/submission/create/${form.qrId}`, null, {
      data: answers({ [F.name]: { firstName: "Ada", lastName: "" }, [F.email]: "not-an-email" }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ [F.name]: "This field is required", [F.email]: "Please input a valid email" });
  });

  it("answers an empty file with 'This field is required' when required, and stores it as no file when not", async () => {
    const empty = { fileId: "", fileUrl: "" };
    const required = await newForm({
      fields: { ...FIELDS, [F.picture]: { name: "QRFieldPicture", option: { label: "Photo", required: true } }, [F.signature]: { name: "QRFieldSignature", option: { label: "Sign here", required: true } } },
    });
    for (const [picture, signature] of [
      [[empty], { ...empty, name: "signature.png", size: 0, mimeType: "" }],
      [empty, { fileId: "" }],
    ]) {
      const res = await call("POST", `/submission/create/${required.qrId}`, null, { data: answers({ [F.picture]: picture, [F.signature]: signature }) });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ [F.picture]: "This field is required", [F.signature]: "This field is required" });
    }

    const optional = await newForm();
    const res = await call("POST", `/submission/create/${optional.qrId}`, null, { data: answers({ [F.picture]: [empty], [F.signature]: { ...empty, name: "" } }) });
    expect(res.status).toBe(201);
    const stored = (await server.services.prisma.submission.findUniqueOrThrow({ where: { id: res.body.data._id } })).data as Json;
    expect(stored[F.picture].data).toEqual([]);
    expect(stored[F.signature].data).toEqual(empty);
  });

  it("answers 404 for an unknown form", async () => {
    expect((await call("POST", "/submission/create/nope", null, { data: {} })).status).toBe(404);
    expect((await upload("nope", "picture", png)).status).toBe(404);
  });

  it("allows one submission per IP on an IP-limited form", async () => {
    const form = await newForm({ expiryType: "ip", expireByIP: true });
    expect((await call("GET", `/campaign/getqr/?qrId=${form.qrId}`, null)).status).toBe(200);
    expect((await call("POST", `/submission/create/${form.qrId}`, null, { data: answers() })).status).toBe(201);
    const again = await call("POST", `/submission/create/${form.qrId}`, null, { data: answers() });
    expect(again).toMatchObject({ status: 410, body: { expiredBy: "ip" } });
    expect((await call("GET", `/campaign/getqr/?qrId=${form.qrId}`, null)).body.expiredBy).toBe("ip");
  });

  it.each([
    ["an unknown category", "logo", () => png, "x.png", 400],
    ["a picture that is not an image", "picture", () => Buffer.from("%PDF-1.4 hello"), "x.png", 415],
    ["a binary document", "document", () => Buffer.from([0, 1, 2, 3, 0, 255]), "x.bin", 415],
    ["a signature over 1 MB", "signature", () => Buffer.concat([png, Buffer.alloc(1024 * 1024)]), "s.png", 413],
  ])("rejects %s", async (_w, cat, bytes, name, status) => {
    const form = await newForm();
    const res = await upload(form.qrId, cat, bytes(), name);
    expect(res.status).toBe(status);
    expect(res.body.status).toBe("error");
  });

  it("accepts text and CSV documents by content", async () => {
    const form = await newForm();
    const res = await upload(form.qrId, "document", Buffer.from("a,b\n1,2\n"), "data.csv", "text/csv");
    expect(res).toMatchObject({ status: 201, body: { data: { mimeType: "text/csv", name: "data.csv" } } });
  });

  it("takes uploads to a locked form only with its password", async () => {
    const form = await newForm({ lock: { active: true, password: "open sesame" } });
    expect(await upload(form.qrId, "picture", png)).toMatchObject({ status: 401, body: { status: "error", message: "Wrong password" } });
    expect(await upload(form.qrId, "picture", png, "p.png", "image/png", { "x-form-password": "nope" })).toMatchObject({ status: 401 });
    expect(await upload(form.qrId, "picture", png, "p.png", "image/png", { "x-form-password": "open sesame" })).toMatchObject({ status: 201 });
    expect(await server.services.prisma.uploadedFile.count({ where: { formId: form.id } })).toBe(1);
  });

  it("refuses uploads to a closed form", async () => {
    const form = await newForm({ active: false });
    expect(await upload(form.qrId, "picture", png)).toMatchObject({ status: 410, body: { expiredBy: "inactive" } });
  });
});

describe("owner calls", () => {
  let qrId: string;
  let ids: string[];

  beforeAll(async () => {
    const form = await newForm({ title: "Owner view" });
    qrId = form.qrId;
    ids = [];
    for (const who of ["Ada", "Grace", "Linus"]) {
      const res = await call("POST", `/submission/create/${qrId}`, null, { data: answers({ [F.name]: { firstName: who, lastName: "X" } }) });
      ids.push(res.body.data._id);
    }
  });

  it("GET /gets lists newest first, with limit and offset; others get 404", async () => {
    const res = await call("GET", `/submission/gets/${qrId}`, alice);
    expect(res.status).toBe(200);
    expect(res.body.data.map((s: Json) => s._id)).toEqual([...ids].reverse());
    expect(res.body.data[0]).toEqual({ _id: ids[2], data: expect.any(Object), createdAt: expect.any(String) });
    const page = await call("GET", `/submission/gets/${qrId}?limit=1&offset=1`, alice);
    expect(page.body.data.map((s: Json) => s._id)).toEqual([ids[1]]);
    expect((await call("GET", `/submission/gets/${qrId}?limit=abc`, alice)).status).toBe(400);
    expect((await call("GET", `/submission/gets/${qrId}`, bob)).status).toBe(404);
    expect((await call("GET", `/submission/gets/${qrId}`, null)).status).toBe(401);
  });

  it("GET /form-response/get/:id: the owner's submission; 404 for others", async () => {
    const res = await call("GET", `/form-response/get/${ids[0]}`, alice);
    expect(res.body).toEqual({ status: "success", data: { _id: ids[0], qrId, data: expect.any(Object), createdAt: expect.any(String) } });
    expect((await call("GET", `/form-response/get/${ids[0]}`, bob)).status).toBe(404);
  });

  it("GraphQL Form.submissions pages newest first, searches answers and filters dates", async () => {
    const query = `query ($q: String!, $after: String, $search: String, $from: DateTime) { form(qrId: $q) {
      submissions(first: 2, after: $after, search: $search, from: $from) { totalCount edges { node { id submissionId data createdAt } } pageInfo { hasNextPage endCursor } } } }`;
    const first = await gql(alice, query, { q: qrId });
    const conn = first.data.form.submissions;
    expect(conn.totalCount).toBe(3);
    expect(conn.edges.map((e: Json) => e.node.submissionId)).toEqual([ids[2], ids[1]]);
    expect(conn.pageInfo.hasNextPage).toBe(true);
    const second = await gql(alice, query, { q: qrId, after: conn.pageInfo.endCursor });
    expect(second.data.form.submissions.edges.map((e: Json) => e.node.submissionId)).toEqual([ids[0]]);
    expect(second.data.form.submissions.pageInfo.hasNextPage).toBe(false);
    const search = await gql(alice, query, { q: qrId, search: "grace" });
    expect(search.data.form.submissions.edges.map((e: Json) => e.node.submissionId)).toEqual([ids[1]]);
    // Labels are not answers.
    expect((await gql(alice, query, { q: qrId, search: "Your name" })).data.form.submissions.totalCount).toBe(0);
    expect((await gql(alice, query, { q: qrId, from: "2999-01-01T00:00:00Z" })).data.form.submissions.totalCount).toBe(0);
    expect((await gql(bob, query, { q: qrId })).data.form).toBeNull();
    const node = await gql(bob, `query ($id: ID!) { node(id: $id) { id } }`, { id: conn.edges[0].node.id });
    expect(node.data.node).toBeNull();
  });

  it("exports CSV with a column per field label and Submitted", async () => {
    const res = await fetch(`${server.url}/api/submission/export/${qrId}?format=csv`, { headers: { authorization: `Bearer ${alice}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toContain('attachment; filename="Owner view-submissions.csv"');
    const text = (await res.text()).replace(/^\uFEFF/, "");
    const lines = text.trim().split("\n");
    expect(lines[0]).toBe("Your name,Email,Pick,Photo,Sign here,Checks,Submitted");
    expect(lines[1]).toBe('Linus X,ada@example.com,Blue,,,"Lights: Yes');
    expect(text).toContain('"Lights: Yes\nDoors: No"');
    expect(text).toMatch(/,\d\d\/\d\d\/\d{4} \d\d:\d\d\n/);
    const filtered = await fetch(`${server.url}/api/submission/export/${qrId}?format=csv&search=grace`, { headers: { authorization: `Bearer ${alice}` } });
    expect((await filtered.text()).trim().split("\n").filter((l) => l.startsWith("Grace")).length).toBe(1);
    expect((await fetch(`${server.url}/api/submission/export/${qrId}`, { headers: { authorization: `Bearer ${bob}` } })).status).toBe(404);
    expect((await fetch(`${server.url}/api/submission/export/${qrId}?format=pdf`, { headers: { authorization: `Bearer ${alice}` } })).status).toBe(400);
    expect((await fetch(`${server.url}/api/submission/export/${qrId}?from=yesterday`, { headers: { authorization: `Bearer ${alice}` } })).status).toBe(400);
  });

  it("exports an XLSX that opens", async () => {
    const res = await fetch(`${server.url}/api/submission/export/${qrId}?format=xlsx`, { headers: { authorization: `Bearer ${alice}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain("Owner view-submissions.xlsx");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, "Your name", "Email", "Pick", "Photo", "Sign here", "Checks", "Submitted"]);
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(2).getCell(1).value).toBe("Linus X");
  });

  it("POST /edit validates like create and stores the owner's correction", async () => {
    const bad = await call("POST", `/submission/edit/${ids[0]}`, alice, { data: answers({ [F.email]: "nope" }) });
    expect(bad).toMatchObject({ status: 400, body: { errors: { [F.email]: "Please input a valid email" } } });
    expect((await call("POST", `/submission/edit/${ids[0]}`, bob, { data: answers() })).status).toBe(404);
    const ok = await call("POST", `/submission/edit/${ids[0]}`, alice, { data: answers({ [F.email]: "fixed@example.com" }) });
    expect(ok.status).toBe(200);
    expect(ok.body.data.data[F.email].data).toBe("fixed@example.com");
  });

  it("digests mail owners of daily forms about new submissions once per period", async () => {
    const form = await newForm({ notificationPeriod: "daily" });
    await call("POST", `/submission/create/${form.qrId}`, null, { data: answers() });
    const before = outboxMails(server.dataDir).length;
    await runNotificationDigests(server.services);
    const mails = outboxMails(server.dataDir);
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)).toContain("1 new submission");
    await runNotificationDigests(server.services);
    expect(outboxMails(server.dataDir).length).toBe(before + 1);
  });
});

describe("deleting", () => {
  it("deleteSubmission / deleteSubmissions / deleteSubmissionFile over GraphQL; others get NotFoundError", async () => {
    const form = await newForm();
    const photo = await upload(form.qrId, "picture", png);
    const created = await call("POST", `/submission/create/${form.qrId}`, null, { data: answers({ [F.picture]: [photo.body.data] }) });
    const id = created.body.data._id;
    const delFile = `mutation ($f: String!) { deleteSubmissionFile(input: { fileId: $f }) { __typename
      ... on DeleteSubmissionFileSuccess { submission { submissionId data } } ... on Error { message } } }`;
    expect((await gql(bob, delFile, { f: photo.body.data.fileId })).data.deleteSubmissionFile.__typename).toBe("NotFoundError");
    const removed = await gql(alice, delFile, { f: photo.body.data.fileId });
    expect(removed.data.deleteSubmissionFile.submission.data[F.picture].data).toEqual([]);
    const path = new URL(photo.body.data.fileUrl).pathname;
    expect((await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${alice}` } })).status).toBe(404);

    const list = await gql(alice, `query ($q: String!) { form(qrId: $q) { submissions(first: 5) { edges { node { id } } } } }`, { q: form.qrId });
    const globalId = list.data.form.submissions.edges[0].node.id;
    const del = `mutation ($id: ID!) { deleteSubmission(input: { id: $id }) { __typename ... on DeleteSubmissionSuccess { deletedSubmissionId } } }`;
    expect((await gql(bob, del, { id: globalId })).data.deleteSubmission.__typename).toBe("NotFoundError");
    expect((await gql(alice, del, { id: "garbage" })).data.deleteSubmission.__typename).toBe("NotFoundError");
    expect((await gql(alice, del, { id: globalId })).data.deleteSubmission).toEqual({ __typename: "DeleteSubmissionSuccess", deletedSubmissionId: globalId });
    expect(await server.services.prisma.submission.count({ where: { id } })).toBe(0);

    const a = (await call("POST", `/submission/create/${form.qrId}`, null, { data: answers() })).body.data._id;
    const b = (await call("POST", `/submission/create/${form.qrId}`, null, { data: answers() })).body.data._id;
    const many = `mutation ($q: String!, $ids: [String!]!) { deleteSubmissions(input: { qrId: $q, submissionIds: $ids }) { __typename
      ... on DeleteSubmissionsSuccess { deletedSubmissionIds } } }`;
    expect((await gql(bob, many, { q: form.qrId, ids: [a, b] })).data.deleteSubmissions.__typename).toBe("NotFoundError");
    expect((await gql(alice, many, { q: form.qrId, ids: [] })).data.deleteSubmissions.__typename).toBe("ValidationError");
    expect((await gql(alice, many, { q: form.qrId, ids: [a, b] })).data.deleteSubmissions.deletedSubmissionIds).toHaveLength(2);
  });

  it("REST delete, multiple-delete and delete-file; others are refused and nothing changes", async () => {
    const form = await newForm();
    const photo = await upload(form.qrId, "picture", png);
    const make = async (extra: Json = {}) => (await call("POST", `/submission/create/${form.qrId}`, null, { data: answers(extra) })).body.data._id;
    const withFile = await make({ [F.picture]: [photo.body.data] });
    const [x, y] = [await make(), await make()];

    expect((await call("DELETE", `/submission/delete-file/${photo.body.data.fileId}`, bob)).body).toEqual({ status: "err", err: "File not found" });
    expect((await call("DELETE", `/submission/delete-file/${photo.body.data.fileId}`, alice)).body).toEqual({ status: "success" });

    expect((await call("DELETE", `/submission/delete/${withFile}`, bob)).status).toBe(404);
    expect((await call("DELETE", `/submission/delete/${withFile}`, alice)).body).toEqual({ status: "success" });

    const refused = await call("POST", "/submission/multiple-delete/", bob, { qrId: form.qrId, submissionIds: [x, y] });
    expect(refused).toMatchObject({ status: 404, body: { status: "err", err: expect.any(String) } });
    expect((await call("POST", "/submission/multiple-delete/", alice, { qrId: form.qrId, submissionIds: "x" })).status).toBe(400);
    expect((await call("POST", "/submission/multiple-delete/", alice, { qrId: form.qrId, submissionIds: [x, y] })).body).toEqual({ status: "success" });
    expect(await server.services.prisma.submission.count({ where: { formId: form.id } })).toBe(0);
  });
});
