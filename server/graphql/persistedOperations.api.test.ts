import { createApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { Database } from "../db/database.ts";
import { createServices } from "../services.ts";
import { openTestDatabase } from "../testing/testServer.ts";
import { ARBITRARY_DOCUMENT_REFUSED, readPersistedOperations, UNKNOWN_OPERATION } from "./persistedOperations.ts";

type Json = Record<string, any>;

let database: Database;
let production: ReturnType<typeof createApp>;
let development: ReturnType<typeof createApp>;
let session: string;
let personalAccessToken: string;

function app(env: Record<string, string>) {
  const config = loadConfig({ DATA_DIR: "/tmp/formqr-persisted-test", JWT_SECRET: "persisted-test-secret-0123456", PUBLIC_URL: "http://formqr.test", ...env });
  return createApp(createServices(config, database));
}

async function post(target: ReturnType<typeof createApp>, body: Json, headers: Record<string, string> = {}) {
  const res = await target.fetch(
    new Request("http://formqr.test/graphql", { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) }),
  );
  return { status: res.status, body: (await res.json()) as Json };
}

/** The id relay-compiler gave one of the client's operations. */
function operationId(name: string): string {
  const entry = Object.entries(readPersistedOperations()).find(([, text]) => new RegExp(`^(query|mutation) ${name}\\b`).test(text));
  if (!entry) throw new Error(`no persisted operation ${name}`);
  return entry[0];
}
const byId = (name: string, variables: Json = {}) => ({ operationName: name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: operationId(name) } } });

beforeAll(async () => {
  database = await openTestDatabase();
  production = app({ NODE_ENV: "production" });
  development = app({});
  const registered = await post(development, {
    query: `mutation { register(input: { name: "Ada", email: "ada@example.com", password: "long-enough-pw" }) { ... on AuthSuccess { token } } }`,
  });
  session = registered.body.data.register.token;
  const created = await post(development, { query: `mutation { createPersonalAccessToken(input: { name: "Sheet" }) { ... on CreatePersonalAccessTokenSuccess { token } } }` }, { authorization: `Bearer ${session}` });
  personalAccessToken = created.body.data.createPersonalAccessToken.token;
});
afterAll(() => database.close());

describe("in production", () => {
  it("an arbitrary document is refused (403) anonymously and with a session, cookie or bearer", async () => {
    for (const headers of [{}, { authorization: `Bearer ${session}` }, { cookie: `token=${session}` }] as Record<string, string>[]) {
      const res = await post(production, { query: "{ viewer { email } }" }, headers);
      expect(res.status).toBe(403);
      expect(res.body.data).toBeUndefined();
      expect(res.body.errors[0].message).toBe(ARBITRARY_DOCUMENT_REFUSED);
    }
  });

  it("an arbitrary document runs with a personal access token (integrations)", async () => {
    const res = await post(production, { query: "{ viewer { email } }" }, { authorization: `Bearer ${personalAccessToken}` });
    expect(res.body).toEqual({ data: { viewer: { email: "ada@example.com" } } });
    // A revoked or made-up token is no token.
    const forged = await post(production, { query: "{ viewer { email } }" }, { authorization: "Bearer fqr_not-a-real-token" });
    expect(forged.status).toBe(403);
  });

  it("the web client's operations run by id, for anyone", async () => {
    const anonymous = await post(production, byId("LoginRouteQuery"));
    expect(anonymous.body.errors).toBeUndefined();
    expect(anonymous.body.data).toHaveProperty("signInOptions");
    const signedIn = await post(production, byId("RootRouteQuery"), { cookie: `token=${session}` });
    expect(signedIn.body.data.viewer.name).toBe("Ada");
    const mutation = await post(production, byId("useCreateFormMutation", { input: { settings: { title: "By id" } } }), { cookie: `token=${session}` });
    expect(mutation.body.data.createForm.__typename).toBe("FormSuccess");
  });

  it("an unknown id is a clear 400, and a request with neither text nor id too", async () => {
    const unknown = await post(production, { extensions: { persistedQuery: { version: 1, sha256Hash: "0".repeat(64) } } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].message).toBe(UNKNOWN_OPERATION);
    const empty = await post(production, { variables: {} });
    expect(empty.status).toBe(400);
  });

  it("GraphiQL is not served", async () => {
    const res = await production.fetch(new Request("http://formqr.test/graphql", { headers: { accept: "text/html" } }));
    expect(await res.text()).not.toMatch(/graphiql/i);
  });
});

describe("outside production", () => {
  it("arbitrary documents run for everyone, and ids too", async () => {
    expect((await post(development, { query: "{ viewer { email } }" }, { authorization: `Bearer ${session}` })).body).toEqual({ data: { viewer: { email: "ada@example.com" } } });
    expect((await post(development, { query: "{ __typename }" })).body).toEqual({ data: { __typename: "Query" } });
    expect((await post(development, byId("LoginRouteQuery"))).body.errors).toBeUndefined();
  });
});
