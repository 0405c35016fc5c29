import sharp from "sharp";
import { startTestServer, type TestServer } from "../testing/testServer.ts";

let server: TestServer;
let alice: string;
let bob: string;
let png: Buffer;

type Json = Record<string, any>;

async function call(method: string, path: string, token: string | null, body?: unknown) {
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

async function uploadRest(token: string | null, cat: string, bytes: Uint8Array, name = "logo.png") {
  const form = new FormData();
  form.append("userFile", new File([Buffer.from(bytes)], name, { type: "image/png" }));
  const res = await fetch(`${server.url}/api/accounts/uploads/?cat=${cat}`, {
    method: "POST",
    headers: { connection: "close", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Json };
}

async function register(name: string): Promise<string> {
  const res = await call("POST", "/users/register", null, { name, email: `${name}@example.com`, password: "long-enough-pw" });
  return res.body.data.token;
}

async function ownForm(token: string, qrId: string): Promise<Json | null> {
  const res = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: `query ($q: String!) { form(qrId: $q) { title qrOptions logo { fileId } active } }`, variables: { q: qrId } }),
  });
  return ((await res.json()) as Json).data.form;
}

beforeAll(async () => {
  server = await startTestServer();
  [alice, bob] = await Promise.all([register("alice"), register("bob")]);
  png = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#0076d7" } }).png().toBuffer();
});
afterAll(() => server.close());

describe("POST /api/accounts/uploads", () => {
  it("stores an image: 201 { status, data: { fileId, fileUrl } }", async () => {
    const res = await uploadRest(alice, "logo", png);
    expect(res).toEqual({ status: 201, body: { status: "success", data: { fileId: expect.any(String), fileUrl: expect.stringMatching(/^http:\/\/formqr\.test\/files\/uploads\//) } } });
  });

  it.each([
    ["no session", null, "logo", () => png, 401],
    ["an unknown category", "alice", "banner", () => png, 400],
    ["content that is not an image", "alice", "logo", () => new TextEncoder().encode("%PDF-1.4 not an image"), 415],
    ["an image over the category limit", "alice", "qrLogo", () => Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]), 413],
    ["a body over the upload limit", "alice", "background", () => Buffer.alloc(11 * 1024 * 1024), 413],
  ])("answers %s with the CONTRACT status", async (_what, who, cat, bytes, status) => {
    const res = await uploadRest(who ? alice : null, cat, bytes());
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ status: "error", message: expect.any(String) });
  });

  it("answers 400 for a JSON body instead of multipart", async () => {
    const res = await call("POST", "/accounts/uploads?cat=logo", alice, { userFile: "x" });
    expect(res.status).toBe(400);
  });
});

describe("/api/campaign", () => {
  let qrId: string;

  it("POST /api/campaign creates a form: { status, qrId, imageUrl, data: { svgImage, shortUrl } }", async () => {
    const upload = await uploadRest(alice, "logo", png);
    const res = await call("POST", "/campaign", alice, {
      title: "Open day",
      shortText: "Tell us",
      locale: "de",
      fields: { "1700000000000_1": { name: "QRFieldEmail", displayName: "Email", option: { label: "Email", required: true }, data: "" } },
      qr: { qrData: "pattern3", frame: "frame1", frameText: "SCAN" },
      logo: upload.body.data,
      backgroundType: "gradient",
      backgroundColor1: "#112233",
      backgroundColor2: "445566",
      appearance: { headerColor: "0076d7", buttonColor: "15803d" },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      status: "success",
      qrId: expect.any(String),
      imageUrl: expect.stringMatching(/\.png$/),
      data: { svgImage: expect.stringMatching(/\.svg$/), shortUrl: expect.stringMatching(/^http:\/\/formqr\.test\/s\//) },
    });
    qrId = res.body.qrId;
    const form = await ownForm(alice, qrId);
    expect(form).toMatchObject({ title: "Open day", logo: { fileId: upload.body.data.fileId }, qrOptions: { qrData: "pattern3", frameText: "SCAN" } });
  });

  it("POST /api/campaign/edit/:qrId changes only what it is given", async () => {
    const res = await call("POST", `/campaign/edit/${qrId}`, alice, { title: "Open day 2026", qr: JSON.stringify({ qrData: "pattern1" }) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "success", qrId });
    expect(await ownForm(alice, qrId)).toMatchObject({ title: "Open day 2026", qrOptions: { qrData: "pattern1", frameText: "SCAN" } });
  });

  it("POST /api/campaign/qr redraws the code and returns its qrUrl", async () => {
    const res = await call("POST", "/campaign/qr", alice, { qrId, qr: { colorDark: "000000" }, qrUrl: "data:image/png;base64,AAAA" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "success", qrUrl: expect.stringMatching(/\.png$/), data: { svgImage: expect.stringMatching(/\.svg$/) } });
  });

  it.each([
    ["malformed JSON", "{nope", 400],
    ["an unknown setting", { titel: "typo" }, 400],
    ["bad QR options", { qr: { qrData: "pattern99" } }, 400],
    ["a qr string that is not JSON", { qr: "{oops" }, 400],
    ["a bad colour", { backgroundColor1: "blue" }, 400],
  ])("answers %s with 400 and changes nothing", async (_what, body, status) => {
    const before = await ownForm(alice, qrId);
    const res = await call("POST", `/campaign/edit/${qrId}`, alice, body);
    expect(res.status).toBe(status);
    expect(res.body.status).toBe("error");
    expect(await ownForm(alice, qrId)).toEqual(before);
  });

  it("names the broken field in errors", async () => {
    const res = await call("POST", "/campaign", alice, { qr: { qrData: "pattern99" } });
    expect(res.body).toMatchObject({ status: "error", errors: { "qrOptions.qrData": expect.any(String) } });
  });

  it("another user's form is 404 for edit, qr and delete, and stays unchanged", async () => {
    const before = await ownForm(alice, qrId);
    for (const [method, path, body] of [
      ["POST", `/campaign/edit/${qrId}`, { title: "mine now" }],
      ["POST", "/campaign/qr", { qrId, qr: { colorDark: "ff0000" } }],
      ["DELETE", `/campaign/delete/${qrId}`, undefined],
    ] as const) {
      const res = await call(method, path, bob, body);
      expect(res).toEqual({ status: 404, body: { status: "error", message: "Form not found" } });
    }
    expect(await ownForm(alice, qrId)).toEqual(before);
  });

  it("needs a session", async () => {
    expect((await call("POST", "/campaign", null, {})).status).toBe(401);
    expect((await call("DELETE", `/campaign/delete/${qrId}`, null)).status).toBe(401);
  });

  it("DELETE /api/campaign/delete/:qrId deletes the form; a second time is 404", async () => {
    expect(await call("DELETE", `/campaign/delete/${qrId}`, alice)).toEqual({ status: 200, body: { status: "success" } });
    expect(await ownForm(alice, qrId)).toBeNull();
    expect((await call("DELETE", `/campaign/delete/${qrId}`, alice)).status).toBe(404);
  });
});

describe("NUL characters (PostgreSQL cannot store them)", () => {
  it("are a 400 in paths, JSON bodies and GraphQL variables, never a 500", async () => {
    expect((await call("GET", "/form-response/get/%00", alice)).status).toBe(400);
    expect((await call("GET", "/campaign/getqr/?qrId=ab%00cd", null)).status).toBe(400);
    const body = await call("POST", "/campaign", alice, { title: "a\u0000b" });
    expect(body).toEqual({ status: 400, body: { status: "error", message: "The request contains a NUL character, which is not allowed" } });
    const res = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${alice}` },
      body: JSON.stringify({ query: "query ($q: String!) { form(qrId: $q) { title } }", variables: { q: "x\u0000" } }),
    });
    expect(res.status).toBe(400);
  });
});
