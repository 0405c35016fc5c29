// Issue 13: retried submissions (Idempotency-Key), replayed scans, and the total of submission/gets.
import { createForm } from "../domain/forms/createForm.ts";
import { countFormScan, purgeFormScans } from "../domain/forms/countFormScan.ts";
import { startTestServer, type TestServer } from "../testing/testServer.ts";

let server: TestServer;
let alice: string;
let aliceId: string;

type Json = Record<string, any>;

const FIELD = "1700000000000_1";
const FIELDS = { [FIELD]: { name: "QRFieldShortText", option: { label: "Your name", required: true } } };
const BODY = { data: { [FIELD]: { component: "QRFieldShortText", name: "QRFieldShortText", data: "Ada", label: "Your name", option: {} } } };

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Json, headers: res.headers };
}

async function gql(query: string, variables: Json = {}) {
  const res = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as Json;
}

const submit = (qrId: string, key?: string) => call("POST", `/submission/create/${qrId}`, BODY, key === undefined ? {} : { "idempotency-key": key });
const rows = (qrId: string) => server.services.prisma.submission.count({ where: { form: { qrId } } });
const newForm = async (settings: Json = {}) => (await createForm(server.services, aliceId, { title: "Retries", fields: FIELDS, ...settings })).qrId;

beforeAll(async () => {
  server = await startTestServer();
  const res = await call("POST", "/users/register", { name: "alice", email: "alice@example.com", password: "long-enough-pw" });
  alice = res.body.data.token;
  aliceId = (await server.services.prisma.user.findFirstOrThrow({ where: { email: "alice@example.com" } })).id;
});
afterAll(() => server.close());

describe("POST /api/submission/create/:qrId with an Idempotency-Key", () => {
  it("a repeat with the same key returns the first _id and stores nothing new", async () => {
    const qrId = await newForm();
    const first = await submit(qrId, "key-0001");
    expect(first).toMatchObject({ status: 201, body: { status: "success", data: { _id: expect.any(String) } } });
    const again = await submit(qrId, "key-0001");
    expect(again).toMatchObject({ status: 201, body: { status: "success", data: { _id: first.body.data._id } } });
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await rows(qrId)).toBe(1);
    // Another key, or none, is another answer.
    expect((await submit(qrId, "key-0002")).body.data._id).not.toBe(first.body.data._id);
    await submit(qrId);
    await submit(qrId);
    expect(await rows(qrId)).toBe(4);
  });

  it("the same key on another form is another answer", async () => {
    const [one, two] = [await newForm(), await newForm()];
    const a = await submit(one, "shared-key");
    const b = await submit(two, "shared-key");
    expect(b.status).toBe(201);
    expect(b.body.data._id).not.toBe(a.body.data._id);
  });

  it("20 parallel requests with one key store one row and all answer its id", async () => {
    const qrId = await newForm();
    const replies = await Promise.all(Array.from({ length: 20 }, () => submit(qrId, "parallel-key")));
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(new Set(replies.map((r) => r.body.data._id)).size).toBe(1);
    expect(await rows(qrId)).toBe(1);
  });

  it("a retry of an answer that closed an IP-limited form still gets its id, not a 410", async () => {
    const qrId = await newForm({ expireByIP: true });
    const replies = await Promise.all(Array.from({ length: 5 }, () => submit(qrId, "ip-key")));
    expect(new Set(replies.map((r) => `${r.status} ${r.body.data?._id}`)).size).toBe(1);
    expect(replies[0]!.status).toBe(201);
    expect(await rows(qrId)).toBe(1);
    // Without the key it is a second answer from this address: closed.
    expect((await submit(qrId)).status).toBe(410);
  });

  it.each([
    ["longer than 255 characters", "k".repeat(256)],
    ["empty", '""'],
  ])("a key %s is a 400 and stores nothing", async (_what, key) => {
    const qrId = await newForm();
    const res = await submit(qrId, key);
    expect(res).toMatchObject({ status: 400, body: { status: "error", message: expect.stringMatching(/Idempotency-Key/) } });
    expect(await rows(qrId)).toBe(0);
  });

  it("GraphQL submitForm takes an idempotencyKey too", async () => {
    const qrId = await newForm();
    const SUBMIT = `mutation ($qrId: String!, $data: JSON!, $key: String) { submitForm(input: { qrId: $qrId, data: $data, idempotencyKey: $key }) {
      __typename ... on SubmitFormSuccess { submissionId } ... on Error { message } } }`;
    const a = await gql(SUBMIT, { qrId, data: BODY.data, key: "gql-key" });
    const b = await gql(SUBMIT, { qrId, data: BODY.data, key: "gql-key" });
    expect(a.data.submitForm.__typename).toBe("SubmitFormSuccess");
    expect(b.data.submitForm.submissionId).toBe(a.data.submitForm.submissionId);
    const bad = await gql(SUBMIT, { qrId, data: BODY.data, key: "schlüssel" });
    expect(bad.data.submitForm).toEqual({ __typename: "ValidationError", message: expect.stringMatching(/Idempotency-Key/) });
    expect(await rows(qrId)).toBe(1);
  });
});

describe("GET /api/submission/gets/:qrId", () => {
  it("adds the total of the form's answers beside the page", async () => {
    const qrId = await newForm();
    for (let i = 0; i < 5; i++) await submit(qrId);
    const res = await fetch(`${server.url}/api/submission/gets/${qrId}?limit=2&offset=1`, { headers: { authorization: `Bearer ${alice}` } });
    const body = (await res.json()) as Json;
    expect(res.status).toBe(200);
    expect(body).toEqual({ status: "success", data: [expect.any(Object), expect.any(Object)], total: 5 });
    const last = (await (await fetch(`${server.url}/api/submission/gets/${qrId}?offset=4`, { headers: { authorization: `Bearer ${alice}` } })).json()) as Json;
    expect(last.data).toHaveLength(1);
    expect(last.total).toBe(5);
  });
});

describe("scan counting", () => {
  const getqr = (qrId: string) => call("GET", `/campaign/getqr/?qrId=${qrId}&scan=1`);
  const scanCount = async (qrId: string) => (await server.services.prisma.form.findUniqueOrThrow({ where: { qrId } })).scanCount;

  it("replaying getqr?scan=1 counts one scan per visitor and day, so it cannot close a scan-limited form", async () => {
    const qrId = await newForm({ expiryScans: 2 });
    const replies = await Promise.all(Array.from({ length: 10 }, () => getqr(qrId)));
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await scanCount(qrId)).toBe(1);
    expect((await call("POST", `/submission/create/${qrId}`, BODY)).status).toBe(201);
  });

  it("other visitors and other days count; the limit still closes the form", async () => {
    const qrId = await newForm({ expiryScans: 2 });
    const form = () => server.services.prisma.form.findUniqueOrThrow({ where: { qrId } });
    const today = new Date("2026-11-26T10:00:00Z");
    await countFormScan(server.services, await form(), "192.0.2.1", today);
    await countFormScan(server.services, await form(), "192.0.2.1", new Date("2026-11-26T23:59:00Z"));
    expect(await scanCount(qrId)).toBe(1);
    await countFormScan(server.services, await form(), "192.0.2.2", today);
    await countFormScan(server.services, await form(), "192.0.2.1", new Date("2026-11-27T00:01:00Z"));
    expect(await scanCount(qrId)).toBe(3);
    expect((await getqr(qrId)).status).toBe(410);
  });

  it("the hourly job purges scan rows older than a few days", async () => {
    const qrId = await newForm();
    const form = await server.services.prisma.form.findUniqueOrThrow({ where: { qrId } });
    await countFormScan(server.services, form, "192.0.2.9", new Date("2026-01-01T12:00:00Z"));
    await countFormScan(server.services, form, "192.0.2.9", new Date("2026-01-05T12:00:00Z"));
    await purgeFormScans(server.services, new Date("2026-01-05T13:00:00Z"));
    const left = await server.services.prisma.formScan.findMany({ where: { formId: form.id } });
    expect(left.map((row) => row.day.toISOString())).toEqual(["2026-01-05T00:00:00.000Z"]);
  });
});
