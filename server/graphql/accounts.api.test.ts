import { jest } from "@jest/globals";
import { startTestServer, lastResetToken, type TestServer } from "../testing/testServer.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function gql(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, cookies: res.headers.getSetCookie(), body: (await res.json()) as { data?: any; errors?: any[] } };
}

const RESULT = `__typename
  ... on AuthSuccess { token isNewUser viewer { id name email } }
  ... on Error { message }
  ... on ValidationError { fieldErrors { field message } }`;
const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { ${RESULT} } }`;
const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { ${RESULT} ... on RateLimitedError { retryAfterSeconds } } }`;
const VIEWER = `{ viewer { id name email } }`;

const grace = { name: "Grace", email: "Grace@Example.com", password: "cobol-forever" };

describe("accounts over GraphQL", () => {
  let token: string;
  let viewerId: string;

  it("register returns AuthSuccess and sets the session cookies", async () => {
    const res = await gql(REGISTER, { input: grace });
    expect(res.body.data.register).toMatchObject({ __typename: "AuthSuccess", isNewUser: false, viewer: { name: "Grace", email: "grace@example.com" } });
    expect(res.cookies.map((c) => c.split("=")[0])).toEqual(["token", "userid"]);
    token = res.body.data.register.token;
    viewerId = res.body.data.register.viewer.id;
  });

  it("register answers ConflictError and ValidationError as data", async () => {
    expect((await gql(REGISTER, { input: grace })).body.data.register).toEqual({
      __typename: "ConflictError",
      message: "An account with this email already exists",
    });
    expect((await gql(REGISTER, { input: { name: "", email: "x", password: "1" } })).body.data.register).toEqual({
      __typename: "ValidationError",
      message: "Please enter your name",
      fieldErrors: [
        { field: "name", message: "Please enter your name" },
        { field: "email", message: "Please input a valid email address" },
        { field: "password", message: "Password must be at least 8 characters" },
      ],
    });
  });

  it("a missing input field is a GraphQL validation error, not a 500", async () => {
    const res = await gql(`mutation { register(input: { email: "a@b.co" }) { __typename } }`);
    expect(res.status).toBeLessThan(500);
    expect(res.body.errors?.[0]?.message).toMatch(/name/);
  });

  it("viewer is the signed-in user with a bearer token or the cookie, null otherwise", async () => {
    expect((await gql(VIEWER, {}, { authorization: `Bearer ${token}` })).body.data.viewer).toEqual({
      id: viewerId,
      name: "Grace",
      email: "grace@example.com",
    });
    expect((await gql(VIEWER, {}, { cookie: `token=${token}` })).body.data.viewer.id).toBe(viewerId);
    expect((await gql(VIEWER)).body.data.viewer).toBeNull();
    expect((await gql(VIEWER, {}, { authorization: "Bearer forged" })).body.data.viewer).toBeNull();
  });

  it("another user cannot read this user by node id", async () => {
    const other = await gql(REGISTER, { input: { name: "Other", email: "other@example.com", password: "other-password" } });
    const query = `query ($id: ID!) { node(id: $id) { id ... on User { email } } }`;
    const asOther = await gql(query, { id: viewerId }, { authorization: `Bearer ${other.body.data.register.token}` });
    expect(asOther.body.data.node).toBeNull();
    const anonymous = await gql(query, { id: viewerId });
    expect(anonymous.body.data.node).toBeNull();
    const asSelf = await gql(query, { id: viewerId }, { authorization: `Bearer ${token}` });
    expect(asSelf.body.data.node).toEqual({ id: viewerId, email: "grace@example.com" });
  });

  it("login: success, wrong password, then rate limited", async () => {
    expect((await gql(LOGIN, { input: { email: "GRACE@example.com", password: grace.password } })).body.data.login.__typename).toBe(
      "AuthSuccess",
    );
    expect((await gql(LOGIN, { input: { email: grace.email, password: "nope-nope" } })).body.data.login).toEqual({
      __typename: "AuthenticationError",
      message: "Invalid email or password",
    });
    for (let i = 0; i < 4; i++) await gql(LOGIN, { input: { email: grace.email, password: `nope-${i}` } });
    const limited = (await gql(LOGIN, { input: { email: grace.email, password: grace.password } })).body.data.login;
    expect(limited.__typename).toBe("RateLimitedError");
    expect(limited.retryAfterSeconds).toBeGreaterThan(0);
  });

  it("password reset: request, then reset once", async () => {
    const request = await gql(`mutation { requestPasswordReset(input: { email: "grace@example.com" }) { __typename ... on Done { ok } } }`);
    expect(request.body.data.requestPasswordReset).toEqual({ __typename: "Done", ok: true });
    const RESET = `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { ${RESULT} } }`;
    const input = { token: lastResetToken(server.dataDir), password: "new-cobol-pw", confirmPassword: "new-cobol-pw" };
    expect((await gql(RESET, { input })).body.data.resetPassword.__typename).toBe("AuthSuccess");
    expect((await gql(RESET, { input })).body.data.resetPassword).toMatchObject({
      __typename: "ValidationError",
      message: "This reset link is invalid or has expired",
    });
  });

  it("signInWithGoogle answers FeatureDisabledError when not configured", async () => {
    const res = await gql(`mutation { signInWithGoogle(input: { tokenId: "x" }) { __typename ... on Error { message } } }`);
    expect(res.body.data.signInWithGoogle).toEqual({ __typename: "FeatureDisabledError", message: "Google sign-in is not enabled on this server" });
  });

  it("logout clears the cookies", async () => {
    const res = await gql(`mutation { logout { ok } }`, {}, { cookie: `token=${token}` });
    expect(res.body.data.logout.ok).toBe(true);
    expect(res.cookies).toEqual([expect.stringMatching(/^token=; Max-Age=0/), expect.stringMatching(/^userid=; Max-Age=0/)]);
  });

  it("signInOptions tells the client whether Google sign-in is on", async () => {
    expect((await gql(`{ signInOptions { googleClientId } }`)).body.data.signInOptions).toEqual({ googleClientId: null });
  });

});

it("unexpected errors stay masked (mail delivery mocked to fail)", async () => {
  const broken = await startTestServer({
    mailer: {
      send: async () => {
        throw new Error("SMTP relay 10.1.2.3 refused: secret-internal-detail");
      },
    },
  });
  const errorLog = jest.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    const post = (query: string) =>
      fetch(`${broken.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query }) });
    await post(`mutation { register(input: { name: "M", email: "m@example.com", password: "long-enough" }) { __typename } }`);
    const res = await post(`mutation { requestPasswordReset(input: { email: "m@example.com" }) { __typename } }`);
    const body = await res.text();
    expect(JSON.parse(body).errors[0].message).toBe("Unexpected error.");
    expect(body).not.toMatch(/secret-internal-detail|SMTP/);
  } finally {
    errorLog.mockRestore();
    await broken.close();
  }
});
