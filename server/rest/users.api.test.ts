import type { GoogleIdentity, GoogleVerifier } from "../auth/googleVerifier.ts";
import { AuthenticationError } from "../domain/errors.ts";
import { lastResetToken, startTestServer, type TestServer } from "../testing/testServer.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, any> };
}

const ada = { name: "Ada Lovelace", email: "ada@example.com", password: "analytical-engine" };

describe("POST /api/users/register", () => {
  it("creates the account: { status, data: { token } } and the session cookies", async () => {
    const res = await call("POST", "/users/register", ada);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ status: "success", data: { token: expect.any(String) } });
    const cookies = res.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith("token="))).toMatch(/HttpOnly/);
    expect(cookies.find((c) => c.startsWith("userid="))).toMatch(/SameSite=Lax/);
  });

  it("answers 409 for a taken e-mail, in any case and spacing", async () => {
    const res = await call("POST", "/users/register", { ...ada, email: "  ADA@example.com" });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ status: "error", message: "An account with this email already exists" });
  });

  it.each([
    ["malformed JSON", "{not json", { status: "error", message: "Malformed JSON body" }],
    ["a JSON array", "[1,2]", { status: "error", message: "The request body must be a JSON object" }],
    [
      "missing fields",
      {},
      {
        status: "error",
        message: "Please enter your name",
        errors: {
          name: "Please enter your name",
          email: "Please input a valid email address",
          password: "Password must be at least 8 characters",
        },
      },
    ],
    [
      "a short password",
      { ...ada, email: "new@example.com", password: "short" },
      { status: "error", message: "Password must be at least 8 characters", errors: { password: "Password must be at least 8 characters" } },
    ],
    ["a number as name", { ...ada, email: "n@example.com", name: 42 }, expect.objectContaining({ status: "error", errors: { name: "Please enter your name" } })],
  ])("answers 400 for %s", async (_label, body, expected) => {
    const res = await call("POST", "/users/register", body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(expected);
  });

  it("answers 413 for a body over the limit", async () => {
    // Its own connection: the server answers before reading the body, then drops the socket.
    const res = await call("POST", "/users/register", { ...ada, name: "x".repeat(1_100_000) }, { connection: "close" });
    expect(res.status).toBe(413);
    expect(res.body.status).toBe("error");
  });
});

describe("POST /api/users/login and GET /api/users/", () => {
  it("logs in and reads the user: { status, user: { _id, email, name } }", async () => {
    const login = await call("POST", "/users/login", { email: "Ada@Example.com", password: ada.password });
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ status: "success", data: { token: expect.any(String) } });
    const me = await call("GET", "/users/", undefined, { authorization: `Bearer ${login.body.data.token}` });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ status: "success", user: { _id: expect.any(String), email: "ada@example.com", name: "Ada Lovelace" } });
  });

  it("accepts the token cookie instead of the header", async () => {
    const login = await call("POST", "/users/login", { email: ada.email, password: ada.password });
    const me = await call("GET", "/users", undefined, { cookie: `token=${login.body.data.token}` });
    expect(me.body.user.email).toBe(ada.email);
  });

  it.each([
    ["no token", {}],
    ["a garbage token", { authorization: "Bearer not.a.jwt" }],
  ])("answers 401 with %s", async (_label, headers) => {
    const res = await call("GET", "/users/", undefined, headers);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: "error", message: "Please sign in to continue" });
  });

  it("answers 401 for a wrong password, 400 for malformed input", async () => {
    expect((await call("POST", "/users/login", { email: ada.email, password: "wrong password" })).body).toEqual({
      status: "error",
      message: "Invalid email or password",
    });
    expect((await call("POST", "/users/login", "{")).status).toBe(400);
    expect((await call("POST", "/users/login", { email: ada.email })).status).toBe(400);
  });

  it("rate limits failed logins per account with 429 and Retry-After", async () => {
    await call("POST", "/users/register", { ...ada, email: "victim@example.com" });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await call("POST", "/users/login", { email: "victim@example.com", password: `guess-${i}` })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const blocked = await call("POST", "/users/login", { email: "victim@example.com", password: ada.password });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(blocked.body).toEqual({ status: "error", message: expect.stringMatching(/^Too many attempts/) });
  });
});

describe("password reset over REST", () => {
  it("forgot answers success whether or not the e-mail is known", async () => {
    expect((await call("POST", "/users/forgot", { email: "nobody@example.com" })).body).toEqual({ status: "success" });
    expect((await call("POST", "/users/forgot", { email: ada.email })).body).toEqual({ status: "success" });
    expect((await call("POST", "/users/forgot", { email: "not-an-email" })).status).toBe(400);
  });

  it("users/password takes the link's token as bearer; mismatch 400, reuse 400", async () => {
    await call("POST", "/users/forgot", { email: ada.email });
    const token = lastResetToken(server.dataDir);
    const auth = { authorization: `Bearer ${token}` };
    const mismatch = await call("POST", "/users/password", { password: "new-password-1", confirmPassword: "new-password-2" }, auth);
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toEqual({ confirmPassword: "Passwords do not match" });
    const ok = await call("POST", "/users/password", { password: "new-password-1", confirmPassword: "new-password-1" }, auth);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ status: "success", data: { token: expect.any(String) } });
    const again = await call("POST", "/users/password", { password: "new-password-3", confirmPassword: "new-password-3" }, auth);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("This reset link is invalid or has expired");
    expect((await call("POST", "/users/login", { email: ada.email, password: "new-password-1" })).status).toBe(200);
  });

  it("refuses an expired token with 400 and keeps the password", async () => {
    await call("POST", "/users/forgot", { email: ada.email });
    const token = lastResetToken(server.dataDir);
    await server.database.prisma.passwordReset.updateMany({ where: { usedAt: null }, data: { expiresAt: new Date(Date.now() - 1) } });
    const res = await call("POST", "/users/password", { password: "expired-pass", confirmPassword: "expired-pass" }, { authorization: `Bearer ${token}` });
    expect(res.status).toBe(400);
    expect((await call("POST", "/users/login", { email: ada.email, password: "new-password-1" })).status).toBe(200);
  });

  it("refuses a missing token with 400", async () => {
    expect((await call("POST", "/users/password", { password: "whatever-1", confirmPassword: "whatever-1" })).status).toBe(400);
  });
});

describe("POST /api/users/oauth", () => {
  it("answers 501 when GOOGLE_CLIENT_ID is unset", async () => {
    const res = await call("POST", "/users/oauth", { tokenId: "anything" });
    expect(res.status).toBe(501);
    expect(res.body).toEqual({ status: "error", message: "Google sign-in is not enabled on this server" });
  });

  describe("with Google mocked (Google's servers are outside this machine)", () => {
    let google: TestServer;
    const identities: Record<string, GoogleIdentity> = {
      "token-new": { subject: "g-1", email: "grace@example.com", emailVerified: true, name: "Grace Hopper" },
      "token-ada": { subject: "g-2", email: "ADA@example.com", emailVerified: true, name: "Ada" },
      "token-unverified": { subject: "g-3", email: "victim@example.com", emailVerified: false, name: "Mallory" },
    };
    const verifier: GoogleVerifier = {
      async verify(idToken) {
        const identity = identities[idToken];
        if (!identity) throw new AuthenticationError("Google sign-in failed: the token is not valid");
        return identity;
      },
    };
    beforeAll(async () => {
      google = await startTestServer({ google: verifier });
      for (const email of ["ada@example.com", "victim@example.com"]) {
        await fetch(`${google.url}/api/users/register`, {
          method: "POST",
          body: JSON.stringify({ ...ada, email }),
        });
      }
    });
    afterAll(() => google.close());

    const oauth = async (tokenId: unknown) => {
      const res = await fetch(`${google.url}/api/users/oauth`, { method: "POST", body: JSON.stringify({ tokenId }) });
      return { status: res.status, body: (await res.json()) as Record<string, any> };
    };

    it("creates an account on first sign-in (isNewUser true), then signs in (false)", async () => {
      const first = await oauth("token-new");
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ status: "success", data: { token: expect.any(String) }, isNewUser: true });
      expect((await oauth("token-new")).body.isNewUser).toBe(false);
    });

    it("links a verified Google e-mail to the existing account", async () => {
      const res = await oauth("token-ada");
      expect(res.body.isNewUser).toBe(false);
      const me = await fetch(`${google.url}/api/users/`, { headers: { authorization: `Bearer ${res.body.data.token}` } });
      expect(((await me.json()) as any).user.email).toBe("ada@example.com");
    });

    it("refuses to link an unverified e-mail, a bad token (401) and a missing one (400)", async () => {
      expect((await oauth("token-unverified")).status).toBe(401);
      expect((await oauth("forged")).status).toBe(401);
      expect((await oauth(undefined)).status).toBe(400);
    });
  });
});

describe("POST /api/users/logout", () => {
  it("clears both cookies", async () => {
    const res = await call("POST", "/users/logout");
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    expect(cookies).toEqual([expect.stringMatching(/^token=; Max-Age=0/), expect.stringMatching(/^userid=; Max-Age=0/)]);
  });
});

it("answers 404 in the envelope for an unknown API route", async () => {
  const res = await call("GET", "/users/nope/deeper");
  expect(res.status).toBe(404);
  expect(res.body).toEqual({ status: "error", message: "Not found" });
});
