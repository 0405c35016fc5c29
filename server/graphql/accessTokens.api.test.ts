import { startTestServer, type TestServer } from "../testing/testServer.ts";
import { createForm } from "../domain/forms/createForm.ts";
import { exportRows } from "../domain/submissions/exportSubmissions.ts";

let server: TestServer;
let alice: string;
let bob: string;
let qrId: string;
let formId: string;

type Json = Record<string, any>;

async function gql(token: string | null, query: string, variables: Json = {}) {
  const res = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

async function register(name: string): Promise<string> {
  const res = await fetch(`${server.url}/api/users/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, email: `${name}@example.com`, password: "long-enough-pw" }),
  });
  return ((await res.json()) as Json).data.token;
}

const CREATE = `mutation ($name: String!) { createPersonalAccessToken(input: { name: $name }) { __typename
  ... on CreatePersonalAccessTokenSuccess { token personalAccessToken { id name createdAt lastUsedAt } }
  ... on ValidationError { fieldErrors { field message } } } }`;
const READ = `query ($q: String!) { viewer { name } form(qrId: $q) { submissions(first: 10) { totalCount edges { node { submissionId data } } } } }`;

beforeAll(async () => {
  server = await startTestServer();
  [alice, bob] = await Promise.all([register("alice"), register("bob")]);
  const owner = await server.services.prisma.user.findUniqueOrThrow({ where: { email: "alice@example.com" } });
  const form = await createForm(server.services, owner.id, {
    title: "Integrations",
    fields: { "1700000000000_1": { name: "QRFieldShortText", option: { label: "Comment" } } },
  });
  qrId = form.qrId;
  formId = form.id;
  await server.services.prisma.submission.createMany({
    data: Array.from({ length: 25 }, (_, i) => ({
      formId,
      data: { "1700000000000_1": { component: "QRFieldShortText", name: "QRFieldShortText", label: "Comment", option: {}, data: `c${i}` } },
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
    })),
  });
});
afterAll(() => server.close());

describe("personal access tokens", () => {
  it("are created once-shown, read submissions, cannot mutate, and stop working when revoked", async () => {
    const created = await gql(alice, CREATE, { name: "Zapier" });
    const { token, personalAccessToken } = created.body.data.createPersonalAccessToken;
    expect(token).toMatch(/^fqr_[A-Za-z0-9_-]{40,}$/);
    expect(personalAccessToken).toMatchObject({ name: "Zapier", lastUsedAt: null });
    const stored = await server.services.prisma.personalAccessToken.findFirstOrThrow({ where: { name: "Zapier" } });
    expect(stored.tokenHash).not.toContain(token);
    expect(stored.tokenHash).toHaveLength(64);

    const listed = await gql(alice, `{ viewer { personalAccessTokens { id name } } }`);
    expect(listed.body.data.viewer.personalAccessTokens).toEqual([{ id: personalAccessToken.id, name: "Zapier" }]);
    expect((await gql(alice, CREATE, { name: "  " })).body.data.createPersonalAccessToken.__typename).toBe("ValidationError");

    const read = await gql(token, READ, { q: qrId });
    expect(read.body.data.viewer.name).toBe("alice");
    expect(read.body.data.form.submissions.totalCount).toBe(25);
    expect(read.body.data.form.submissions.edges[0].node.data["1700000000000_1"].data).toBe("c24");
    expect((await server.services.prisma.personalAccessToken.findUniqueOrThrow({ where: { id: stored.id } })).lastUsedAt).not.toBeNull();

    // Read-only: every mutation is refused and changes nothing.
    const mutation = await gql(token, `mutation { createForm(input: {}) { __typename } }`);
    expect(mutation.body.errors[0].message).toBe("Personal access tokens can only read");
    expect(mutation.body.data ?? null).toBeNull();
    expect(await server.services.prisma.form.count()).toBe(1);
    const rest = await fetch(`${server.url}/api/submission/multiple-delete/`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ qrId, submissionIds: [] }),
    });
    expect(rest.status).toBe(403);
    const restRead = await fetch(`${server.url}/api/submission/gets/${qrId}?limit=5`, { headers: { authorization: `Bearer ${token}` } });
    expect(restRead.status).toBe(200);

    // Bob can neither see nor revoke Alice's token.
    const revoke = `mutation ($id: ID!) { revokePersonalAccessToken(input: { id: $id }) { __typename ... on RevokePersonalAccessTokenSuccess { revokedId } } }`;
    expect((await gql(bob, revoke, { id: personalAccessToken.id })).body.data.revokePersonalAccessToken.__typename).toBe("NotFoundError");
    expect((await gql(bob, `{ viewer { personalAccessTokens { id } } }`)).body.data.viewer.personalAccessTokens).toEqual([]);
    // A token cannot revoke itself either (read-only).
    expect((await gql(token, revoke, { id: personalAccessToken.id })).body.errors[0].message).toBe("Personal access tokens can only read");

    expect((await gql(alice, revoke, { id: personalAccessToken.id })).body.data.revokePersonalAccessToken).toEqual({
      __typename: "RevokePersonalAccessTokenSuccess",
      revokedId: personalAccessToken.id,
    });
    const after = await gql(token, READ, { q: qrId });
    expect(after.body.data.viewer).toBeNull();
    expect(after.body.data.form).toBeNull();
    expect((await gql(alice, `{ viewer { personalAccessTokens { id } } }`)).body.data.viewer.personalAccessTokens).toEqual([]);
  });

  it("are not accepted from the token cookie", async () => {
    const { token } = (await gql(alice, CREATE, { name: "Cookie" })).body.data.createPersonalAccessToken;
    const res = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: `token=${token}` },
      body: JSON.stringify({ query: "{ viewer { name } }" }),
    });
    expect(((await res.json()) as Json).data.viewer).toBeNull();
  });
});

describe("export reads in pages", () => {
  it("queries one keyset page at a time and yields every row once", async () => {
    const prisma = server.services.prisma as unknown as { $queryRaw: (...args: unknown[]) => Promise<unknown> };
    const original = prisma.$queryRaw;
    let queries = 0;
    prisma.$queryRaw = (...args: unknown[]) => {
      queries++;
      return original.apply(server.services.prisma, args);
    };
    try {
      const rows: string[][] = [];
      const columns = [{ id: "1700000000000_1", name: "QRFieldShortText" as const, header: "Comment" }];
      for await (const row of exportRows(server.services, formId, columns, {}, 10)) rows.push(row);
      expect(rows.map((r) => r[0])).toEqual(Array.from({ length: 25 }, (_, i) => `c${24 - i}`));
      // 25 rows at 10 a page: 3 queries, never one big read.
      expect(queries).toBe(3);
    } finally {
      prisma.$queryRaw = original;
    }
  });
});
