import { jest } from "@jest/globals";
import { createApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { Database } from "../db/database.ts";
import { createServices } from "../services.ts";
import { seedTemplateLibrary } from "../domain/templates/seedTemplateLibrary.ts";
import { openTestDatabase } from "../testing/testServer.ts";
import { readPersistedOperations } from "./persistedOperations.ts";

type Json = Record<string, any>;

let database: Database;
let devApp: ReturnType<typeof createApp>;
let productionApp: ReturnType<typeof createApp>;
let personalAccessToken: string;
let qrId: string;

function apps(production: boolean) {
  const config = loadConfig({ DATA_DIR: "/tmp/formqr-limits-test", JWT_SECRET: "limits-test-secret-0123456789", PUBLIC_URL: "http://formqr.test", ...(production ? { NODE_ENV: "production" } : {}) });
  return createApp(createServices(config, database));
}

async function gql(app: ReturnType<typeof createApp>, query: string, variables: Json = {}, headers: Record<string, string> = {}) {
  const res = await app.fetch(
    new Request("http://formqr.test/graphql", { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ query, variables }) }),
  );
  return { status: res.status, body: (await res.json()) as Json };
}

beforeAll(async () => {
  database = await openTestDatabase();
  devApp = apps(false);
  productionApp = apps(true);
  // The real library: about 180 templates in 20 category groups of ~9 sub-categories.
  await seedTemplateLibrary(createServices(loadConfig({ DATA_DIR: "/tmp/formqr-limits-test", JWT_SECRET: "limits-test-secret-0123456789" }), database));
  const registered = await devApp.fetch(
    new Request("http://formqr.test/api/users/register", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Ada", email: "ada@example.com", password: "long-enough-pw" }),
    }),
  );
  const session = ((await registered.json()) as Json).data.token as string;
  const created = await gql(devApp, `mutation { createPersonalAccessToken(input: { name: "Sheet" }) { ... on CreatePersonalAccessTokenSuccess { token } } }`, {}, { authorization: `Bearer ${session}` });
  personalAccessToken = created.body.data.createPersonalAccessToken.token;
  const form = await gql(devApp, `mutation { createForm(input: { settings: { title: "Locked" } }) { ... on FormSuccess { form { qrId } } } }`, {}, { authorization: `Bearer ${session}` });
  qrId = form.body.data.createForm.form.qrId;
  await gql(devApp, `mutation ($q: String!) { updateForm(input: { qrId: $q, settings: { lock: { active: true, password: "s3cret-lock" } } }) { __typename } }`, { q: qrId }, { authorization: `Bearer ${session}` });
});
afterAll(() => database.close());

/** `templateCategories { children { parent { children … } } }`: each `children` multiplies the rows ninefold. */
function categoryFanOut(levels: number): string {
  let selection = "id";
  for (let i = 0; i < levels; i++) selection = `children { parent { ${selection} } }`;
  return `{ templateCategories { ${selection} } }`;
}

describe("limits before execution (graphql-armor)", () => {
  it("the 199-byte category fan-out is refused for its depth, and nothing runs", async () => {
    const findMany = jest.spyOn(database.prisma.templateCategory, "findMany");
    const res = await gql(devApp, categoryFanOut(6));
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors[0].message).toMatch(/depth limit of 8 exceeded/);
    expect(findMany).not.toHaveBeenCalled();
    findMany.mockRestore();
    // Three levels (depth 8) still run, also for a personal access token in production.
    const allowed = await gql(productionApp, categoryFanOut(3), {}, { authorization: `Bearer ${personalAccessToken}` });
    expect(allowed.body.errors).toBeUndefined();
    expect(allowed.body.data.templateCategories.length).toBeGreaterThan(100);
  });

  it("1,000 aliases are refused", async () => {
    const query = `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: siteConfig { brandName }`).join(" ")} }`;
    const res = await gql(devApp, query);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors[0].message).toMatch(/limit/i);
  });

  it("100 aliased publicForm(password:) guesses in one request are refused before any is checked; so are 11", async () => {
    const guesses = (n: number) => Array.from({ length: n }, (_, i) => `g${i}: publicForm(qrId: "${qrId}", password: "guess-${i}") { __typename }`).join(" ");
    const findForm = jest.spyOn(database.prisma.form, "findUnique");
    const findFirst = jest.spyOn(database.prisma.form, "findFirst");
    const hundred = await gql(devApp, `{ ${guesses(100)} }`);
    expect(hundred.body.data).toBeUndefined();
    expect(hundred.body.errors[0].message).toMatch(/limit of \d+ exceeded/);
    const eleven = await gql(devApp, `{ ${guesses(11)} }`);
    expect(eleven.body.data).toBeUndefined();
    expect(eleven.body.errors[0].message).toMatch(/Aliases limit of 10 exceeded/);
    expect(findForm).not.toHaveBeenCalled();
    expect(findFirst).not.toHaveBeenCalled();
    findForm.mockRestore();
    findFirst.mockRestore();
  });

  it("too many tokens, directives or too high a cost are refused", async () => {
    const tokens = await gql(devApp, `{ siteConfig { ${"brandName ".repeat(1200)} } }`);
    expect(tokens.body.errors[0].message).toMatch(/Token limit of 1000 exceeded/);
    const directives = await gql(devApp, `{ siteConfig { brandName ${"@include(if: true) ".repeat(20)} } }`);
    expect(directives.body.errors[0].message).toMatch(/Directives limit of 10 exceeded/);
    const cost = await gql(devApp, `{ templates(first: 100000) { edges { node { id title } } } }`);
    expect(cost.body.errors[0].message).toMatch(/Cost limit of 5000 exceeded/);
  });

  it("a page is capped at 100 rows whatever `first` asks through a variable (the cost rule cannot see it)", async () => {
    const res = await gql(devApp, `query ($n: Int!) { templates(first: $n) { edges { cursor } } }`, { n: 100000 });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.templates.edges).toHaveLength(100);
    expect(await database.prisma.formTemplate.count()).toBeGreaterThan(100);
  });

  it("every operation the web client sends passes the limits", async () => {
    const operations = Object.entries(readPersistedOperations());
    expect(operations.length).toBeGreaterThan(40);
    for (const [id, text] of operations) {
      // Sent by id as the client does; missing variables fail after validation, never a limit.
      const res = await productionApp.fetch(
        new Request("http://formqr.test/graphql", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ variables: {}, extensions: { persistedQuery: { version: 1, sha256Hash: id } } }),
        }),
      );
      const messages = (((await res.json()) as Json).errors ?? []).map((e: Json) => e.message as string);
      expect({ operation: text.split("\n")[0], limits: messages.filter((m: string) => /limit|introspection/i.test(m)) }).toEqual({ operation: text.split("\n")[0], limits: [] });
    }
  });
});

describe("introspection and field suggestions", () => {
  it("production refuses introspection and hides 'Did you mean'", async () => {
    const headers = { authorization: `Bearer ${personalAccessToken}` };
    const introspection = await gql(productionApp, `{ __schema { types { name } } }`, {}, headers);
    expect(introspection.body.data).toBeUndefined();
    expect(introspection.body.errors[0].message).toMatch(/introspection/i);
    const typo = await gql(productionApp, `{ viewr { id } }`, {}, headers);
    expect(typo.body.errors[0].message).not.toMatch(/Did you mean/);
    // __typename is not introspection.
    expect((await gql(productionApp, `{ __typename }`, {}, headers)).body).toEqual({ data: { __typename: "Query" } });
  });

  it("outside production both stay, for GraphiQL", async () => {
    const introspection = await gql(devApp, `{ __schema { queryType { name } } }`);
    expect(introspection.body.data.__schema.queryType.name).toBe("Query");
    expect((await gql(devApp, `{ viewr { id } }`)).body.errors[0].message).toMatch(/Did you mean "viewer"/);
  });
});
