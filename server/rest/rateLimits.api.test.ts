// Each rate limit of CONTRACT.md §6 through the real HTTP surface. The server trusts 127.0.0.1 as
// its proxy (TRUSTED_PROXIES), so each test speaks from its own addresses via X-Forwarded-For.
// RATE_LIMIT_FACTOR=0.5 halves every limit (and the argon2 work of reaching them); the numbers
// come from the same limitPoints the app uses.
import sharp from "sharp";
import { createForm } from "../domain/forms/createForm.ts";
import { limitPoints, RATE_LIMITS, type RateLimitName } from "../rateLimits/rateLimits.ts";
import { outboxMails, startTestServer, type TestServer } from "../testing/testServer.ts";

type Json = Record<string, any>;

let server: TestServer;
let ownerId: string;
let png: Buffer;

const FACTOR = 0.5;
/** A limit as this server applies it: its points under FACTOR and its window in seconds. */
const limit = (name: RateLimitName) => ({ points: limitPoints(name, FACTOR), duration: RATE_LIMITS[name].duration });

const FIELDS = { "1700000000000_1": { name: "QRFieldTitle", option: { label: "Welcome" } } };
const PASSWORD = "open sesame";

beforeAll(async () => {
  server = await startTestServer({}, { TRUSTED_PROXIES: "127.0.0.1", RATE_LIMIT_FACTOR: String(FACTOR) });
  const owner = await call("POST", "/users/register", { name: "Owner", email: "owner@example.com", password: "long-enough-pw" }, "192.0.2.1");
  expect(owner.status).toBe(201);
  ownerId = (await server.services.prisma.user.findUniqueOrThrow({ where: { email: "owner@example.com" } })).id;
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#00aa55" } }).png().toBuffer();
});
afterAll(() => server.close());

async function call(method: string, path: string, body: unknown, ip: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { "content-type": "application/json", "x-forwarded-for": ip, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, retryAfter: res.headers.get("retry-after"), body: (await res.json()) as Json };
}

async function upload(qrId: string, ip: string, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.append("userFile", new File([Buffer.from(png)], "p.png", { type: "image/png" }));
  const res = await fetch(`${server.url}/api/submission/uploads/${qrId}/?cat=picture`, {
    method: "POST",
    headers: { connection: "close", "x-forwarded-for": ip, ...headers },
    body: form,
  });
  return { status: res.status, retryAfter: res.headers.get("retry-after") };
}

async function gql(query: string, variables: Json, ip: string) {
  const res = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, retryAfter: res.headers.get("retry-after"), body: (await res.json()) as Json };
}

const newForm = (settings: Json = {}) => createForm(server.services, ownerId, { title: "Limits", fields: FIELDS, ...settings });

/** The 429 of CONTRACT.md §4: the envelope and a Retry-After within the limit's window. */
function expectLimited(res: { status: number; retryAfter: string | null; body?: Json }, windowSeconds: number) {
  expect(res.status).toBe(429);
  expect(Number(res.retryAfter)).toBeGreaterThan(0);
  expect(Number(res.retryAfter)).toBeLessThanOrEqual(windowSeconds);
  if (res.body) expect(res.body).toMatchObject({ status: "error", message: expect.stringMatching(/^Too many attempts/) });
}

const statuses = (results: { status: number }[]) => results.map((r) => r.status).sort();

describe("login", () => {
  const { points, duration } = limit("loginAccount");

  it(`answers at most ${points} of 25 parallel wrong passwords with 401, the rest 429`, async () => {
    await call("POST", "/users/register", { name: "V", email: "victim@example.com", password: "the-right-one" }, "192.0.2.2");
    const guesses = await Promise.all(
      Array.from({ length: 25 }, (_, i) => call("POST", "/users/login", { email: "victim@example.com", password: `guess-${i}` }, "198.51.100.1")),
    );
    expect(statuses(guesses)).toEqual([...Array<number>(points).fill(401), ...Array<number>(25 - points).fill(429)]);
    for (const limited of guesses.filter((g) => g.status === 429)) expectLimited(limited, duration);
    // The account stays locked for its window, from any address, even with the right password.
    expectLimited(await call("POST", "/users/login", { email: "victim@example.com", password: "the-right-one" }, "198.51.100.2"), duration);
    // Another account is not affected (from another address: this one spent its own limit too).
    expect((await call("POST", "/users/login", { email: "owner@example.com", password: "long-enough-pw" }, "198.51.100.9")).status).toBe(200);
  });

  it("a successful sign-in clears the account's failures", async () => {
    await call("POST", "/users/register", { name: "R", email: "forgetful@example.com", password: "the-right-one" }, "192.0.2.3");
    const attempt = (password: string) => call("POST", "/users/login", { email: "forgetful@example.com", password }, "198.51.100.3");
    for (let i = 1; i < points; i++) expect((await attempt(`wrong-${i}`)).status).toBe(401);
    expect((await attempt("the-right-one")).status).toBe(200);
    for (let i = 1; i < points; i++) expect((await attempt(`wrong-again-${i}`)).status).toBe(401);
    expect((await attempt("the-right-one")).status).toBe(200);
  });

  it("limits failed sign-ins per address across accounts", async () => {
    const { points: perAddress, duration: window } = limit("loginAddress");
    const results = await Promise.all(
      Array.from({ length: perAddress + 3 }, (_, i) => call("POST", "/users/login", { email: `nobody-${i}@example.com`, password: "guess" }, "198.51.100.4")),
    );
    expect(statuses(results)).toEqual([...Array<number>(perAddress).fill(401), 429, 429, 429]);
    expectLimited(await call("POST", "/users/login", { email: "nobody-x@example.com", password: "guess" }, "198.51.100.4"), window);
    expect((await call("POST", "/users/login", { email: "nobody-x@example.com", password: "guess" }, "198.51.100.5")).status).toBe(401);
  });
});

it("limits registrations per address", async () => {
  const { points, duration } = limit("register");
  for (let i = 0; i < points; i++) {
    expect((await call("POST", "/users/register", { name: "N", email: `new-${i}@example.com`, password: "long-enough-pw" }, "203.0.113.10")).status).toBe(201);
  }
  expectLimited(await call("POST", "/users/register", { name: "N", email: "one-more@example.com", password: "long-enough-pw" }, "203.0.113.10"), duration);
  expect((await call("POST", "/users/register", { name: "N", email: "one-more@example.com", password: "long-enough-pw" }, "203.0.113.11")).status).toBe(201);
});

describe("forgot password", () => {
  it("limits mails per target e-mail, answering alike whether or not the account exists", async () => {
    const { points, duration } = limit("forgotEmail");
    const before = outboxMails(server.dataDir).length;
    for (const email of ["owner@example.com", "no-such-account@example.com"]) {
      for (let i = 0; i < points; i++) expect(await call("POST", "/users/forgot", { email }, `203.0.113.${20 + i}`)).toMatchObject({ status: 200, body: { status: "success" } });
      const limited = await call("POST", "/users/forgot", { email }, "203.0.113.99");
      expectLimited(limited, duration);
      expect(limited.body).toEqual({ status: "error", message: expect.any(String) });
    }
    expect(outboxMails(server.dataDir).length - before).toBe(points);
  });

  it("limits requests per address", async () => {
    const { points, duration } = limit("forgotAddress");
    const results = await Promise.all(Array.from({ length: points + 2 }, (_, i) => call("POST", "/users/forgot", { email: `someone-${i}@example.com` }, "203.0.113.30")));
    expect(statuses(results)).toEqual([...Array<number>(points).fill(200), 429, 429]);
    expectLimited(await call("POST", "/users/forgot", { email: "someone-x@example.com" }, "203.0.113.30"), duration);
    expect((await call("POST", "/users/forgot", { email: "someone-x@example.com" }, "203.0.113.31")).status).toBe(200);
  });
});

it("limits newsletter sign-ups per address", async () => {
  const { points, duration } = limit("newsletter");
  const results = await Promise.all(Array.from({ length: points + 1 }, (_, i) => call("POST", "/contact/newsletter", { email: `reader-${i}@example.com` }, "203.0.113.40")));
  expect(statuses(results)).toEqual([...Array<number>(points).fill(200), 429]);
  expectLimited(await call("POST", "/contact/newsletter", { email: "reader-x@example.com" }, "203.0.113.40"), duration);
  expect((await call("POST", "/contact/newsletter", { email: "reader-x@example.com" }, "203.0.113.41")).status).toBe(200);
});

it("limits submissions per form and address", async () => {
  const { points, duration } = limit("submission");
  const [form, other] = await Promise.all([newForm(), newForm()]);
  const submit = (qrId: string, ip: string) => call("POST", `/submission/create/${qrId}`, { data: {} }, ip);
  const results = await Promise.all(Array.from({ length: points + 5 }, () => submit(form.qrId, "203.0.113.50")));
  expect(statuses(results)).toEqual([...Array<number>(points).fill(201), ...Array<number>(5).fill(429)]);
  expectLimited(await submit(form.qrId, "203.0.113.50"), duration);
  expect(await server.services.prisma.submission.count({ where: { formId: form.id } })).toBe(points);
  expect((await submit(other.qrId, "203.0.113.50")).status).toBe(201);
  expect((await submit(form.qrId, "203.0.113.51")).status).toBe(201);
});

it("limits visitor uploads per form and address", async () => {
  const { points, duration } = limit("upload");
  const [form, other] = await Promise.all([newForm(), newForm()]);
  for (let i = 0; i < points; i++) expect((await upload(form.qrId, "203.0.113.60")).status).toBe(201);
  expectLimited(await upload(form.qrId, "203.0.113.60"), duration);
  expect((await upload(other.qrId, "203.0.113.60")).status).toBe(201);
  expect((await upload(form.qrId, "203.0.113.61")).status).toBe(201);
});

describe("form lock passwords", () => {
  const { points, duration } = limit("formPassword");
  const getqr = (qrId: string, password: string, ip: string) => call("GET", `/campaign/getqr/?qrId=${qrId}`, undefined, ip, { "x-form-password": password });

  it("count wrong passwords per form and address across getqr, create and uploads", async () => {
    const [form, other] = await Promise.all([newForm({ lock: { active: true, password: PASSWORD } }), newForm({ lock: { active: true, password: PASSWORD } })]);
    const ip = "203.0.113.70";
    // Right passwords do not use the limit up.
    for (let i = 0; i < points + 2; i++) expect((await getqr(form.qrId, PASSWORD, ip)).status).toBe(200);
    const third = Math.floor(points / 3);
    const wrong = [
      ...Array.from({ length: third }, (_, i) => getqr(form.qrId, `wrong-${i}`, ip)),
      ...Array.from({ length: third }, (_, i) => call("POST", `/submission/create/${form.qrId}`, { data: {}, password: `wrong-${i}` }, ip)),
      ...Array.from({ length: points - 2 * third }, (_, i) => upload(form.qrId, ip, { "x-form-password": `wrong-${i}` })),
    ];
    expect((await Promise.all(wrong)).map((r) => r.status)).toEqual(Array<number>(points).fill(401));
    // Used up: even the right password waits now, on every route.
    expectLimited(await getqr(form.qrId, PASSWORD, ip), duration);
    expectLimited(await call("POST", `/submission/create/${form.qrId}`, { data: {}, password: PASSWORD }, ip), duration);
    expectLimited(await upload(form.qrId, ip, { "x-form-password": PASSWORD }), duration);
    // Another address, and another form from this address, are not affected.
    expect((await getqr(form.qrId, PASSWORD, "203.0.113.71")).status).toBe(200);
    expect((await getqr(other.qrId, PASSWORD, ip)).status).toBe(200);
  });

  it("hold against aliased publicForm(password:) fields, several per GraphQL request", async () => {
    const form = await newForm({ lock: { active: true, password: PASSWORD } });
    // Few aliases per request (a GraphQL alias limit may refuse more), several requests at once.
    const request = (r: number) => {
      const fields = Array.from({ length: 8 }, (_, i) => `f${i}: publicForm(qrId: $qrId, password: "guess-${r}-${i}") { __typename }`);
      return gql(`query ($qrId: String!) { ${fields.join("\n")} }`, { qrId: form.qrId }, "203.0.113.80");
    };
    const responses = await Promise.all([0, 1, 2].map(request));
    const typenames = responses.flatMap((res) => Object.values(res.body.data as Record<string, { __typename: string }>).map((f) => f.__typename));
    expect(typenames.filter((t) => t === "AuthenticationError")).toHaveLength(points);
    expect(typenames.filter((t) => t === "RateLimitedError")).toHaveLength(24 - points);
    expect(responses.some((res) => Number(res.retryAfter) > 0)).toBe(true);
    const limited = await gql(
      `query ($qrId: String!) { publicForm(qrId: $qrId, password: "${PASSWORD}") { __typename ... on RateLimitedError { retryAfterSeconds } } }`,
      { qrId: form.qrId },
      "203.0.113.80",
    );
    expect(limited.body.data.publicForm.__typename).toBe("RateLimitedError");
    expect(limited.body.data.publicForm.retryAfterSeconds).toBeGreaterThan(0);
    expect(Number(limited.retryAfter)).toBe(limited.body.data.publicForm.retryAfterSeconds);
  });
});

it("GraphQL mutations answer RateLimitedError members with a Retry-After header", async () => {
  const { points, duration } = limit("newsletter");
  const SUBSCRIBE = `mutation ($email: String!) { subscribeNewsletter(input: { email: $email }) { __typename ... on RateLimitedError { retryAfterSeconds message } } }`;
  for (let i = 0; i < points; i++) {
    const ok = await gql(SUBSCRIBE, { email: `gql-${i}@example.com` }, "203.0.113.90");
    expect(ok.body.data.subscribeNewsletter.__typename).toBe("Done");
    expect(ok.retryAfter).toBeNull();
  }
  const limited = await gql(SUBSCRIBE, { email: "gql-x@example.com" }, "203.0.113.90");
  expect(limited.status).toBe(200);
  expect(limited.body.data.subscribeNewsletter).toMatchObject({ __typename: "RateLimitedError", message: expect.stringMatching(/^Too many attempts/) });
  expect(limited.body.data.subscribeNewsletter.retryAfterSeconds).toBeLessThanOrEqual(duration);
  expect(limited.retryAfter).toBe(String(limited.body.data.subscribeNewsletter.retryAfterSeconds));
});
