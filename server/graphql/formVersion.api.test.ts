// Concurrent edits of one form (issue 13): a version detects stale edits, legacy edits without
// one are serialised, and the stored QR image is always the one of the saved options.
import { startTestServer, type TestServer } from "../testing/testServer.ts";

let server: TestServer;
let alice: string;

type Json = Record<string, any>;

async function gql(token: string, query: string, variables: Record<string, unknown> = {}): Promise<Json> {
  const res = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as Json;
}

async function rest(token: string, path: string, body: unknown) {
  const res = await fetch(`${server.url}/api${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

const FORM = "form { qrId title shortText version qrOptions qrSVGUrl }";
const UPDATE = `mutation ($qrId: String!, $settings: FormSettingsInput!, $version: Int) {
  updateForm(input: { qrId: $qrId, settings: $settings, version: $version }) {
    __typename ... on FormSuccess { ${FORM} } ... on Error { message } } }`;

async function createForm(title: string): Promise<Json> {
  const res = await gql(alice, `mutation ($s: FormSettingsInput) { createForm(input: { settings: $s }) { ... on FormSuccess { ${FORM} } } }`, { s: { title } });
  return res.data.createForm.form;
}

async function readForm(qrId: string): Promise<Json> {
  return (await gql(alice, `query ($q: String!) { form(qrId: $q) { qrId title shortText version qrOptions qrSVGUrl } }`, { q: qrId })).data.form;
}

beforeAll(async () => {
  server = await startTestServer();
  const res = await fetch(`${server.url}/api/users/register`, {
    method: "POST",
    body: JSON.stringify({ name: "alice", email: "alice@example.com", password: "long-enough-pw" }),
  });
  alice = ((await res.json()) as Json).data.token;
});
afterAll(() => server.close());

describe("form versions", () => {
  it("starts at 0 and every edit increments it", async () => {
    const form = await createForm("Versioned");
    expect(form.version).toBe(0);
    const first = await gql(alice, UPDATE, { qrId: form.qrId, settings: { title: "One" }, version: 0 });
    expect(first.data.updateForm).toMatchObject({ __typename: "FormSuccess", form: { title: "One", version: 1 } });
    const second = await gql(alice, UPDATE, { qrId: form.qrId, settings: { shortText: "Two" }, version: 1 });
    expect(second.data.updateForm.form.version).toBe(2);
    // Activating from the list is an edit too.
    await gql(alice, `mutation ($q: [String!]!) { setFormsActive(input: { qrIds: $q, active: false }) { __typename } }`, { q: [form.qrId] });
    expect((await readForm(form.qrId)).version).toBe(3);
  });

  it("a stale version is a ConflictError over GraphQL and changes nothing", async () => {
    const form = await createForm("Stale");
    await gql(alice, UPDATE, { qrId: form.qrId, settings: { title: "Newer" }, version: 0 });
    const stale = await gql(alice, UPDATE, { qrId: form.qrId, settings: { title: "Older", qrOptions: { colorDark: "111111" } }, version: 0 });
    expect(stale.data.updateForm).toEqual({ __typename: "ConflictError", message: expect.stringMatching(/changed elsewhere/) });
    const now = await readForm(form.qrId);
    expect(now).toMatchObject({ title: "Newer", version: 1, qrSVGUrl: form.qrSVGUrl });
    expect(now.qrOptions.colorDark).toBe("054080");
  });

  it("a stale version is a 409 in the REST shim; a bad one a 400; none still saves", async () => {
    const form = await createForm("Rest");
    const ok = await rest(alice, `/campaign/edit/${form.qrId}`, { title: "Rest 1", version: 0 });
    expect(ok).toMatchObject({ status: 200, body: { status: "success", qrId: form.qrId, version: 1 } });
    const stale = await rest(alice, `/campaign/edit/${form.qrId}`, { title: "Rest stale", version: 0 });
    expect(stale).toEqual({ status: 409, body: { status: "error", message: expect.stringMatching(/changed elsewhere/) } });
    for (const version of ["1", -1, 1.5, 2 ** 40]) {
      const bad = await rest(alice, `/campaign/edit/${form.qrId}`, { title: "Rest bad", version });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ status: "error", errors: { version: expect.any(String) } });
    }
    const legacy = await rest(alice, `/campaign/edit/${form.qrId}`, { title: "Rest legacy" });
    expect(legacy.status).toBe(200);
    expect(await readForm(form.qrId)).toMatchObject({ title: "Rest legacy", version: 2 });
  });

  it("of 30 pairs of concurrent edits from the same version, exactly one of each pair wins", async () => {
    const forms = await Promise.all(Array.from({ length: 30 }, (_, i) => createForm(`Pair ${i}`)));
    const results = await Promise.all(
      forms.map(async (form) => {
        const [a, b] = await Promise.all([
          gql(alice, UPDATE, { qrId: form.qrId, settings: { title: "by A" }, version: 0 }),
          gql(alice, UPDATE, { qrId: form.qrId, settings: { shortText: "by B" }, version: 0 }),
        ]);
        return { form: await readForm(form.qrId), a: a.data.updateForm.__typename, b: b.data.updateForm.__typename };
      }),
    );
    for (const { form, a, b } of results) {
      expect([a, b].sort()).toEqual(["ConflictError", "FormSuccess"]);
      expect(form.version).toBe(1);
      // The winner's change is stored, the loser's is not (and the loser was told).
      if (a === "FormSuccess") expect(form).toMatchObject({ title: "by A", shortText: "" });
      else expect(form).toMatchObject({ title: expect.stringMatching(/^Pair/), shortText: "by B" });
    }
  });

  it("legacy edits without a version are serialised: 30 concurrent pairs lose nothing", async () => {
    const forms = await Promise.all(Array.from({ length: 30 }, (_, i) => createForm(`Legacy ${i}`)));
    await Promise.all(
      forms.map((form) =>
        Promise.all([
          rest(alice, `/campaign/edit/${form.qrId}`, { title: "title by A" }),
          rest(alice, `/campaign/edit/${form.qrId}`, { shortText: "text by B" }),
          // Both merge onto the stored QR options: each must see the other's change.
          rest(alice, "/campaign/qr", { qrId: form.qrId, qr: { colorDark: "123456" } }),
          rest(alice, "/campaign/qr", { qrId: form.qrId, qr: { backgroundColor: "abcdef" } }),
        ]),
      ),
    );
    for (const form of forms) {
      const now = await readForm(form.qrId);
      expect(now).toMatchObject({ title: "title by A", shortText: "text by B", version: 4 });
      expect(now.qrOptions).toMatchObject({ colorDark: "123456", backgroundColor: "abcdef" });
    }
  });

  it("two racing QR edits leave the image of the options that were saved last", async () => {
    const forms = await Promise.all(Array.from({ length: 15 }, (_, i) => createForm(`Qr ${i}`)));
    await Promise.all(
      forms.map((form) =>
        Promise.all([
          gql(alice, UPDATE, { qrId: form.qrId, settings: { qrOptions: { colorDark: "111111" } } }),
          gql(alice, UPDATE, { qrId: form.qrId, settings: { qrOptions: { colorDark: "222222" } } }),
        ]),
      ),
    );
    for (const form of forms) {
      const now = await readForm(form.qrId);
      const svg = await (await fetch(now.qrSVGUrl.replace("http://formqr.test", server.url))).text();
      const saved = now.qrOptions.colorDark as string;
      const other = saved === "111111" ? "222222" : "111111";
      expect(svg).toContain(saved);
      expect(svg).not.toContain(other);
    }
  });
});
