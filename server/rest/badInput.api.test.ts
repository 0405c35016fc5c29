// Issue 13: absurd input answers a clear 4xx and changes nothing, never a 500.
import { startTestServer, type TestServer } from "../testing/testServer.ts";

let server: TestServer;
let token: string;
let qrId: string;

type Json = Record<string, any>;

const deepArray = (n: number) => "[".repeat(n) + "]".repeat(n);
const deepObject = (n: number) => '{"a":'.repeat(n) + "1" + "}".repeat(n);

async function send(path: string, init: RequestInit = {}) {
  const res = await fetch(`${server.url}${path}`, {
    ...init,
    headers: { "content-type": "application/json", authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) },
  });
  const text = await res.text();
  let body: Json = {};
  try {
    body = JSON.parse(text);
  } catch {
    body = { raw: text };
  }
  return { status: res.status, body };
}

const gql = (query: string, variables: unknown) => send("/graphql", { method: "POST", body: JSON.stringify({ query, variables }) });
const formNow = async () => server.services.prisma.form.findUniqueOrThrow({ where: { qrId } });

beforeAll(async () => {
  server = await startTestServer();
  const res = await fetch(`${server.url}/api/users/register`, {
    method: "POST",
    body: JSON.stringify({ name: "alice", email: "alice@example.com", password: "long-enough-pw" }),
  });
  token = ((await res.json()) as Json).data.token;
  qrId = (await send("/api/campaign", { method: "POST", body: JSON.stringify({ title: "Steady" }) })).body.qrId;
});
afterAll(() => server.close());

describe("JSON nested 10,000 deep", () => {
  it.each([
    ["a form edit (array)", () => `/api/campaign/edit/${qrId}`, `{"title":${deepArray(10_000)}}`],
    ["a form edit (object)", () => `/api/campaign/edit/${qrId}`, `{"appearance":${deepObject(10_000)}}`],
    ["a submission", () => `/api/submission/create/${qrId}`, `{"data":${deepObject(10_000)}}`],
  ])("in %s is a 400", async (_what, path, body) => {
    const before = await formNow();
    const res = await send(path(), { method: "POST", body });
    expect(res).toEqual({ status: 400, body: { status: "error", message: expect.stringMatching(/nests JSON/) } });
    expect((await formNow()).updatedAt).toEqual(before.updatedAt);
  });

  it("in GraphQL variables is a 400", async () => {
    const res = await send("/graphql", {
      method: "POST",
      body: `{"query":"mutation ($s: FormSettingsInput!) { updateForm(input: { qrId: \\"${qrId}\\", settings: $s }) { __typename } }","variables":{"s":{"appearance":${deepObject(10_000)}}}}`,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/nests JSON/);
  });

  it("but ordinary nesting is fine", async () => {
    const res = await send(`/api/campaign/edit/${qrId}`, { method: "POST", body: JSON.stringify({ title: "Still steady" }) });
    expect(res.status).toBe(200);
  });
});

describe("GET /files/<directory>", () => {
  it.each(["/files/qr/QRID/", "/files/qr/QRID", "/files/qr", "/files/uploads/"])("%s is a 404", async (path) => {
    const res = await fetch(`${server.url}${path.replace("QRID", qrId)}`);
    expect(res.status).toBe(404);
  });
});

describe("dates outside the years 1–9999", () => {
  it.each(["-010000-01-01", "+275760-09-13T00:00:00.000Z", "0000-06-01T00:00:00Z", "10000-01-01"])(
    "expiryDate %s is a 400 in REST and GraphQL and changes nothing",
    async (date) => {
      const rest = await send(`/api/campaign/edit/${qrId}`, { method: "POST", body: JSON.stringify({ expiryDate: date }) });
      expect(rest).toMatchObject({ status: 400, body: { status: "error", errors: { expiryDate: expect.any(String) } } });
      const graph = await gql(`mutation ($q: String!, $d: DateTime) { updateForm(input: { qrId: $q, settings: { expiryDate: $d } }) { __typename } }`, { q: qrId, d: date });
      expect(graph.status).toBe(400);
      expect(graph.body.errors[0].message).toMatch(/DateTime/);
      expect((await formNow()).expiryDate).toBeNull();
    },
  );

  it("a year-9999 expiry date is stored", async () => {
    const res = await send(`/api/campaign/edit/${qrId}`, { method: "POST", body: JSON.stringify({ expiryDate: "9999-12-31" }) });
    expect(res.status).toBe(200);
    expect((await formNow()).expiryDate?.toISOString()).toBe("9999-12-31T00:00:00.000Z");
  });

  it("submission filters and cursors with such dates are a 400", async () => {
    expect((await send(`/api/submission/export/${qrId}?from=-010000-01-01`)).status).toBe(400);
    expect((await send(`/api/submission/export/${qrId}?to=%2B275760-09-13T00:00:00Z`)).status).toBe(400);
    const list = await gql(`query ($q: String!, $d: DateTime) { form(qrId: $q) { submissions(first: 1, from: $d) { totalCount } } }`, { q: qrId, d: "-010000-01-01" });
    expect(list.status).toBe(400);
    const cursor = Buffer.from("-010000-01-01T00:00:00.000Z|x").toString("base64url");
    const paged = await gql(`query ($q: String!, $c: String) { form(qrId: $q) { submissions(first: 1, after: $c) { totalCount } } }`, { q: qrId, c: cursor });
    expect(paged.body.errors[0]).toMatchObject({ message: "Invalid cursor", extensions: { code: "BAD_USER_INPUT" } });
  });

  it("huge numbers for expiryScans and the QR size are a 400", async () => {
    for (const expiryScans of [1e300, 10_000_001, 2.5, 0, "12"]) {
      const res = await send(`/api/campaign/edit/${qrId}`, { method: "POST", body: JSON.stringify({ expiryScans }) });
      expect(res).toMatchObject({ status: 400, body: { errors: { expiryScans: "The scan limit is a whole number from 1 to 10,000,000" } } });
    }
    expect((await send(`/api/campaign/edit/${qrId}`, { method: "POST", body: JSON.stringify({ qr: { size: 1e300 } }) })).status).toBe(400);
    const graph = await gql(`mutation ($q: String!, $n: Int) { updateForm(input: { qrId: $q, settings: { expiryScans: $n } }) { __typename } }`, { q: qrId, n: 99999999999 });
    expect(graph.status).toBe(400);
    expect(graph.body.errors[0].message).toMatch(/Int/);
    expect((await formNow()).expiryScans).toBeNull();
  });
});
