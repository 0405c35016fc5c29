// Sessions have server-side state (issue 13): a token stops working the moment its session ends.
import { SESSION_ROTATE_AFTER_MS, SESSION_ROTATION_GRACE_MS } from "../domain/sessions/sessions.ts";
import { lastResetToken, startTestServer, type TestServer } from "../testing/testServer.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function call(method: string, path: string, options: { body?: unknown; token?: string; cookie?: string } = {}) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = `token=${options.cookie}`;
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, any> };
}

let n = 0;
async function newAccount() {
  const account = { name: "Grace", email: `grace${++n}@example.com`, password: "compiler-1952" };
  const res = await call("POST", "/api/users/register", { body: account });
  expect(res.status).toBe(201);
  return { ...account, token: res.body.data.token as string };
}

async function login(account: { email: string; password: string }) {
  const res = await call("POST", "/api/users/login", { body: { email: account.email, password: account.password } });
  expect(res.status).toBe(200);
  return res.body.data.token as string;
}

const whoAmI = (token: string) => call("GET", "/api/users/", { token });
const viewer = async (cookie: string) => {
  const res = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: `token=${cookie}` },
    body: JSON.stringify({ query: "{ viewer { email } }" }),
  });
  return ((await res.json()) as { data: { viewer: { email: string } | null } }).data.viewer;
};

describe("logout", () => {
  it("ends the session on the server: the same token is refused afterwards (REST)", async () => {
    const account = await newAccount();
    expect((await whoAmI(account.token)).status).toBe(200);
    expect((await call("POST", "/api/users/logout", { token: account.token })).status).toBe(200);
    expect((await whoAmI(account.token)).status).toBe(401);
  });

  it("ends only that session: another device stays signed in (GraphQL)", async () => {
    const account = await newAccount();
    const other = await login(account);
    const res = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: `token=${account.token}` },
      body: JSON.stringify({ query: "mutation { logout { ok } }" }),
    });
    expect(res.headers.getSetCookie().find((c) => c.startsWith("token="))).toMatch(/Max-Age=0/);
    expect(await viewer(account.token)).toBeNull();
    expect(await viewer(other)).toEqual({ email: account.email });
  });
});

describe("sign out everywhere", () => {
  it("ends every session of the account and no one else's", async () => {
    const account = await newAccount();
    const second = await login(account);
    const stranger = await newAccount();
    const res = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: `token=${second}` },
      body: JSON.stringify({ query: "mutation { signOutEverywhere { ok } }" }),
    });
    expect(((await res.json()) as any).data.signOutEverywhere.ok).toBe(true);
    expect((await whoAmI(account.token)).status).toBe(401);
    expect((await whoAmI(second)).status).toBe(401);
    expect((await whoAmI(stranger.token)).status).toBe(200);
  });

  it("is also POST /api/users/logout-all, and needs a session", async () => {
    const account = await newAccount();
    expect((await call("POST", "/api/users/logout-all")).status).toBe(401);
    expect((await call("POST", "/api/users/logout-all", { token: account.token })).status).toBe(200);
    expect((await whoAmI(account.token)).status).toBe(401);
  });
});

describe("password reset", () => {
  it("ends every session and revokes every personal access token of the account", async () => {
    const account = await newAccount();
    const otherDevice = await login(account);
    const minted = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${account.token}` },
      body: JSON.stringify({ query: `mutation { createPersonalAccessToken(input: { name: "ci" }) { ... on CreatePersonalAccessTokenSuccess { token } } }` }),
    });
    const pat = ((await minted.json()) as any).data.createPersonalAccessToken.token as string;
    expect((await whoAmI(pat)).status).toBe(200);

    expect((await call("POST", "/api/users/forgot", { body: { email: account.email } })).status).toBe(200);
    const reset = await call("POST", "/api/users/password", {
      token: lastResetToken(server.dataDir),
      body: { password: "a-brand-new-one", confirmPassword: "a-brand-new-one" },
    });
    expect(reset.status).toBe(200);

    expect((await whoAmI(account.token)).status).toBe(401);
    expect((await whoAmI(otherDevice)).status).toBe(401);
    expect((await whoAmI(pat)).status).toBe(401);
    // The reset itself signs the user in with a fresh session.
    expect((await whoAmI(reset.body.data.token)).status).toBe(200);
  });
});

describe("rotation", () => {
  async function ageSession(token: string, ms: number) {
    const [, payload] = token.split(".");
    const { sid } = JSON.parse(Buffer.from(payload!, "base64url").toString()) as { sid: string };
    await server.database.prisma.session.update({ where: { id: sid }, data: { rotatedAt: new Date(Date.now() - ms) } });
  }

  it("gives a day-old cookie session a new token; the old one only lasts the grace period", async () => {
    const account = await newAccount();
    await ageSession(account.token, SESSION_ROTATE_AFTER_MS + 1000);
    const res = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: `token=${account.token}` },
      body: JSON.stringify({ query: "{ viewer { email } }" }),
    });
    const rotated = res.headers.getSetCookie().find((c) => c.startsWith("token="))?.match(/^token=([^;]+)/)?.[1];
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(account.token);
    expect(await viewer(rotated!)).toEqual({ email: account.email });
    // Within the grace period the old token still works (requests already under way) …
    expect(await viewer(account.token)).toEqual({ email: account.email });
    // … after it, only the new one.
    await ageSession(account.token, SESSION_ROTATION_GRACE_MS + 1000);
    expect(await viewer(account.token)).toBeNull();
    expect(await viewer(rotated!)).toEqual({ email: account.email });
  });

  it("never rotates a bearer session (its holder cannot receive a cookie)", async () => {
    const account = await newAccount();
    await ageSession(account.token, SESSION_ROTATE_AFTER_MS + 1000);
    const res = await whoAmI(account.token);
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect((await whoAmI(account.token)).status).toBe(200);
  });
});

it("refuses a token of a session that expired", async () => {
  const account = await newAccount();
  await server.database.prisma.session.updateMany({ where: { user: { email: account.email } }, data: { expiresAt: new Date(Date.now() - 1000) } });
  expect((await whoAmI(account.token)).status).toBe(401);
});
