import { startTestServer, type TestServer } from "../testing/testServer.ts";

let server: TestServer;
let alice: string;
let bob: string;

async function gql(token: string | null, query: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: any; errors?: { message: string }[] };
}

async function register(name: string): Promise<string> {
  const res = await fetch(`${server.url}/api/users/register`, {
    method: "POST",
    body: JSON.stringify({ name, email: `${name}@example.com`, password: "long-enough-pw" }),
  });
  return ((await res.json()) as any).data.token;
}

const FORM = `form { id qrId title shortText locale shortUrl qrImageUrl qrSVGUrl backgroundType backgroundColor1
  backgroundColor2 fields qrOptions lock { active } active starred submissionCount }`;
const CREATE = `mutation ($settings: FormSettingsInput) { createForm(input: { settings: $settings }) {
  __typename ... on FormSuccess { ${FORM} } ... on ValidationError { message fieldErrors { field message } } } }`;
const UPDATE = `mutation ($qrId: String!, $settings: FormSettingsInput!) { updateForm(input: { qrId: $qrId, settings: $settings }) {
  __typename ... on FormSuccess { ${FORM} } ... on Error { message } ... on ValidationError { fieldErrors { field message } } } }`;

const fields = {
  "1700000000000_1": { name: "QRFieldShortText", displayName: "Short text", option: { label: "Your name", required: true }, data: "junk" },
  "1700000000000_2": { name: "QRFieldEmail", displayName: "Email", option: { label: "Email", required: true } },
  "1699999999999_3": { name: "QRFieldRadio", displayName: "Radio", option: { label: "Pick", options: [{ label: "A" }, { label: "B" }] } },
};

beforeAll(async () => {
  server = await startTestServer();
  alice = await register("alice");
  bob = await register("bob");
});
afterAll(() => server.close());

describe("forms over GraphQL", () => {
  let qrId: string;

  it("createForm applies the defaults of SPEC.md §3/§9 and draws the QR code", async () => {
    const res = await gql(alice, CREATE, { settings: { title: "Feedback" } });
    const form = res.data.createForm.form;
    expect(res.data.createForm.__typename).toBe("FormSuccess");
    expect(form).toMatchObject({
      title: "Feedback",
      locale: "en",
      backgroundType: "solid",
      backgroundColor1: "0076d7",
      backgroundColor2: "3a74c5",
      active: true,
      starred: false,
      lock: { active: false },
      submissionCount: 0,
      fields: {},
    });
    expect(form.qrOptions).toMatchObject({ size: 500, color01: "054080", color02: "f30505", frameText: "SCAN ME", frametextFont: "Arial" });
    expect(form.qrId).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(form.shortUrl).toMatch(/^http:\/\/formqr\.test\/s\/[A-Za-z0-9]{7}$/);
    qrId = form.qrId;
    for (const url of [form.qrSVGUrl, form.qrImageUrl]) expect(url).toMatch(new RegExp(`^http://formqr.test/files/qr/${qrId}/`));
  });

  it("keeps field order through storage and resets field data by type", async () => {
    const res = await gql(alice, UPDATE, { qrId, settings: { fields } });
    const stored = res.data.updateForm.form.fields;
    expect(Object.keys(stored)).toEqual(["1700000000000_1", "1700000000000_2", "1699999999999_3"]);
    expect(stored["1700000000000_1"]).toMatchObject({ name: "QRFieldShortText", data: "", option: { label: "Your name", required: true } });
    const reread = await gql(alice, `query ($qrId: String!) { form(qrId: $qrId) { fields } }`, { qrId });
    expect(Object.keys(reread.data.form.fields)).toEqual(Object.keys(fields));
  });

  it("a partial update changes only what it names; a QR change redraws the code", async () => {
    const before = (await gql(alice, `query ($q: String!) { form(qrId: $q) { qrSVGUrl title } }`, { q: qrId })).data.form;
    const res = await gql(alice, UPDATE, { qrId, settings: { qrOptions: { qrData: "pattern3", gradient: true, grdType: "radial" } } });
    const form = res.data.updateForm.form;
    expect(form.title).toBe("Feedback");
    expect(form.qrOptions).toMatchObject({ qrData: "pattern3", gradient: true, grdType: "radial", color02: "f30505" });
    expect(form.qrSVGUrl).not.toBe(before.qrSVGUrl);
    expect(Object.keys(form.fields)).toHaveLength(3);
  });

  it.each([
    [{ qrOptions: { qrData: "pattern99" } }, "qrOptions.qrData"],
    [{ qrOptions: { colorDark: "red" } }, "qrOptions.colorDark"],
    [{ fields: { "not-an-id": { name: "QRFieldEmail" } } }, "fields.not-an-id"],
    [{ fields: { "1700000000000_9": { name: "QRFieldNope" } } }, "fields.1700000000000_9.name"],
    [{ locale: "xx" }, "locale"],
    [{ lock: { active: true } }, "lock.password"],
  ])("refuses bad settings %j with a ValidationError and changes nothing", async (bad, field) => {
    const res = await gql(alice, UPDATE, { qrId, settings: bad });
    expect(res.data.updateForm.__typename).toBe("ValidationError");
    expect(res.data.updateForm.fieldErrors.map((e: { field: string }) => e.field)).toContain(field);
    const form = (await gql(alice, `query ($q: String!) { form(qrId: $q) { qrOptions locale lock { active } fields } }`, { q: qrId })).data.form;
    expect(form).toMatchObject({ locale: "en", lock: { active: false } });
    expect(form.qrOptions.qrData).toBe("pattern3");
    expect(Object.keys(form.fields)).toHaveLength(3);
  });

  it("locks with a password that is never returned", async () => {
    const res = await gql(alice, UPDATE, { qrId, settings: { lock: { active: true, password: "s3cret" } } });
    expect(res.data.updateForm.form.lock).toEqual({ active: true });
    expect(JSON.stringify(res)).not.toContain("s3cret");
  });

  it("lists the viewer's forms with search, filters, sort and counts", async () => {
    await gql(alice, CREATE, { settings: { title: "Job application" } });
    await gql(alice, CREATE, { settings: { title: "Event RSVP", starred: true } });
    await gql(bob, CREATE, { settings: { title: "Bob's survey" } });
    const list = (args: string) =>
      gql(alice, `{ viewer { forms(${args}) { totalCount edges { node { title submissionCount } } } } }`).then((r) => r.data.viewer.forms);
    expect((await list("orderBy: TITLE")).edges.map((e: any) => e.node.title)).toEqual(["Event RSVP", "Feedback", "Job application"]);
    expect((await list(`search: "APPLIC"`)).edges.map((e: any) => e.node.title)).toEqual(["Job application"]);
    expect((await list("starred: true")).totalCount).toBe(1);
    expect((await list("first: 2")).edges).toHaveLength(2);
  });

  it("clones with 'Copy of ' and a new qrId, and sets active / starred", async () => {
    const clone = (await gql(alice, `mutation ($q: String!) { cloneForm(input: { qrId: $q }) { ... on FormSuccess { ${FORM} } } }`, { q: qrId }))
      .data.cloneForm.form;
    expect(clone.title).toBe("Copy of Feedback");
    expect(clone.qrId).not.toBe(qrId);
    expect(Object.keys(clone.fields)).toEqual(Object.keys(fields));
    expect(clone.lock).toEqual({ active: true });
    const active = await gql(alice, `mutation ($q: String!) { setFormActive(input: { qrId: $q, active: false }) { ... on FormSuccess { form { active } } } }`, { q: clone.qrId });
    expect(active.data.setFormActive.form.active).toBe(false);
    const starred = await gql(alice, `mutation ($q: String!) { setFormStarred(input: { qrId: $q, starred: true }) { ... on FormSuccess { form { starred } } } }`, { q: clone.qrId });
    expect(starred.data.setFormStarred.form.starred).toBe(true);
  });

  it("a title over 200 characters is refused with a clear error everywhere, never cut", async () => {
    const long = `${"Quarterly safety walk ".repeat(9)}and more`; // 206 characters
    const message = "The title is at most 200 characters";
    const created = await gql(alice, CREATE, { settings: { title: long } });
    expect(created.data.createForm).toEqual({ __typename: "ValidationError", message, fieldErrors: [{ field: "title", message }] });
    expect((await gql(alice, UPDATE, { qrId, settings: { title: long } })).data.updateForm).toMatchObject({ __typename: "ValidationError", message });
    const rest = await fetch(`${server.url}/api/campaign`, { method: "POST", headers: { authorization: `Bearer ${alice}`, "content-type": "application/json" }, body: JSON.stringify({ title: long }) });
    expect({ status: rest.status, body: await rest.json() }).toEqual({ status: 400, body: { status: "error", message, errors: { title: message } } });

    // Exactly 200 is fine; its copy would need 208: refused with a reason, not cut to 200 mid-word.
    const full = (await gql(alice, CREATE, { settings: { title: long.slice(0, 200) } })).data.createForm.form;
    expect(full.title).toHaveLength(200);
    const clone = await gql(alice, `mutation ($q: String!) { cloneForm(input: { qrId: $q }) { __typename ... on Error { message } } }`, { q: full.qrId });
    expect(clone.data.cloneForm).toEqual({ __typename: "ValidationError", message: expect.stringContaining("would be longer than 200 characters: shorten the title first") });
    const titles = (await gql(alice, `{ viewer { forms(first: 100) { edges { node { title } } } } }`)).data.viewer.forms.edges.map((e: any) => e.node.title);
    expect(titles.filter((title: string) => title.startsWith("Copy of Quarterly"))).toEqual([]);
  });

  it("another user's form is not found for every operation, and stays unchanged", async () => {
    const notFound = { __typename: "NotFoundError", message: "Form not found" };
    const q = { q: qrId };
    expect((await gql(bob, `query ($q: String!) { form(qrId: $q) { id } }`, q)).data.form).toBeNull();
    expect((await gql(bob, UPDATE, { qrId, settings: { title: "Hijacked" } })).data.updateForm).toEqual(notFound);
    for (const m of ["cloneForm", "deleteForm"]) {
      expect((await gql(bob, `mutation ($q: String!) { ${m}(input: { qrId: $q }) { __typename ... on Error { message } } }`, q)).data[m]).toEqual(notFound);
    }
    expect((await gql(bob, `mutation ($q: String!) { setFormActive(input: { qrId: $q, active: false }) { __typename } }`, q)).data.setFormActive.__typename).toBe("NotFoundError");
    const id = (await gql(alice, `query ($q: String!) { form(qrId: $q) { id } }`, q)).data.form.id;
    expect((await gql(bob, `query ($id: ID!) { node(id: $id) { id } }`, { id })).data.node).toBeNull();
    const bobsList = (await gql(bob, `{ viewer { forms { edges { node { title } } } } }`)).data.viewer.forms.edges;
    expect(bobsList.map((e: any) => e.node.title)).toEqual(["Bob's survey"]);
    const form = (await gql(alice, `query ($q: String!) { form(qrId: $q) { title active } }`, q)).data.form;
    expect(form).toEqual({ title: "Feedback", active: true });
  });

  it("signed out, the mutations are refused and nothing is created", async () => {
    const res = await gql(null, CREATE, { settings: { title: "Anonymous" } });
    expect(res.errors?.[0]?.message).toMatch(/not authorized/i);
    expect(await server.database.prisma.form.count({ where: { title: "Anonymous" } })).toBe(0);
  });

  it("deleteForm removes the form and its QR files", async () => {
    const form = (await gql(alice, CREATE, { settings: { title: "Temporary" } })).data.createForm.form;
    const svg = await fetch(form.qrSVGUrl.replace("http://formqr.test", server.url));
    expect(svg.status).toBe(200);
    const res = await gql(alice, `mutation ($q: String!) { deleteForm(input: { qrId: $q }) { __typename ... on DeleteFormSuccess { deletedFormId } } }`, { q: form.qrId });
    expect(res.data.deleteForm).toEqual({ __typename: "DeleteFormSuccess", deletedFormId: form.id });
    expect(await server.services.storage.get(`qr/${form.qrId}/${form.qrSVGUrl.split("/").pop()}`)).toBeNull();
    expect((await gql(alice, `query ($q: String!) { form(qrId: $q) { id } }`, { q: form.qrId })).data.form).toBeNull();
  });
});

describe("short links and files", () => {
  it("/s/<code> redirects to the public form; an unknown code is 404", async () => {
    const form = (await gql(alice, CREATE, { settings: { title: "Linked" } })).data.createForm.form;
    const res = await fetch(form.shortUrl.replace("http://formqr.test", server.url), { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/${form.qrId}`);
    expect((await fetch(`${server.url}/s/nope123`, { redirect: "manual" })).status).toBe(404);
  });

  it("serves the QR PNG and SVG with their types, nosniff, and 404 for unknown or hostile keys", async () => {
    const form = (await gql(alice, CREATE, { settings: { title: "Files" } })).data.createForm.form;
    const png = await fetch(form.qrImageUrl.replace("http://formqr.test", server.url));
    expect(png.headers.get("content-type")).toBe("image/png");
    expect(png.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await png.arrayBuffer()).subarray(1, 4).toString()).toBe("PNG");
    const svg = await fetch(form.qrSVGUrl.replace("http://formqr.test", server.url));
    expect(svg.headers.get("content-type")).toBe("image/svg+xml");
    expect(await svg.text()).toMatch(/^<svg/);
    for (const path of ["/files/qr/none.svg", "/files/..%2F..%2Fetc%2Fpasswd", "/files/qr/%2e%2e/x.svg", "/files/qr/%E0%A4%A.svg"]) {
      expect((await fetch(`${server.url}${path}`)).status).toBe(404);
    }
  });
});
