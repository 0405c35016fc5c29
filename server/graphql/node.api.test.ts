import { encodeGlobalID } from "@pothos/plugin-relay";
import { startTestServer, type TestServer } from "../testing/testServer.ts";

type Json = Record<string, any>;

let server: TestServer;
let alice: string;
let bob: string;
let aliceForm: string;
let aliceUser: string;

async function gql(token: string | null, query: string, variables: Json = {}) {
  const res = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: any; errors?: { message: string }[] };
}

async function register(name: string): Promise<string> {
  const res = await gql(null, `mutation ($input: RegisterInput!) { register(input: $input) { ... on AuthSuccess { token } } }`, {
    input: { name, email: `${name}@example.com`, password: "long-enough-pw" },
  });
  return res.data.register.token;
}

const NODE = `query ($id: ID!) { node(id: $id) { __typename id ... on Form { title } } }`;
const NODES = `query ($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }`;

beforeAll(async () => {
  server = await startTestServer();
  [alice, bob] = await Promise.all([register("alice"), register("bob")]);
  const created = await gql(alice, `mutation { createForm(input: { settings: { title: "Alice's" } }) { ... on FormSuccess { form { id } } } }`);
  aliceForm = created.data.createForm.form.id;
  aliceUser = (await gql(alice, `{ viewer { id } }`)).data.viewer.id;
});
afterAll(() => server.close());

describe("node(id:) and nodes(ids:)", () => {
  it("resolve the viewer's own objects", async () => {
    expect(await gql(alice, NODE, { id: aliceForm })).toEqual({ data: { node: { __typename: "Form", id: aliceForm, title: "Alice's" } } });
    expect((await gql(alice, NODE, { id: aliceUser })).data.node.__typename).toBe("User");
  });

  it("answer null, without an error, for unknown, malformed, non-node and another owner's ids", async () => {
    const ids = [
      encodeGlobalID("Form", "cnotaformid0000000000000"), // well-formed, unknown
      encodeGlobalID("Submission", "nope"),
      encodeGlobalID("TemplateCategory", "nope"),
      encodeGlobalID("FormTemplate", "nope"),
      encodeGlobalID("PersonalAccessToken", "nope"),
      encodeGlobalID("Nope", "x"), // no such type
      encodeGlobalID("FormFile", "x"), // a type that is not a Node
      "not a global id!",
      "",
    ];
    for (const id of ids) expect({ id, reply: await gql(alice, NODE, { id }) }).toEqual({ id, reply: { data: { node: null } } });
    // Bob sees neither Alice's form nor Alice herself; nor does an anonymous visitor.
    expect(await gql(bob, NODE, { id: aliceForm })).toEqual({ data: { node: null } });
    expect(await gql(bob, NODE, { id: aliceUser })).toEqual({ data: { node: null } });
    expect(await gql(null, NODE, { id: aliceForm })).toEqual({ data: { node: null } });
  });

  it("a bad id nulls only its own place in a nodes list", async () => {
    const res = await gql(alice, NODES, { ids: ["garbage", aliceForm, encodeGlobalID("Form", "unknown"), aliceUser] });
    expect(res).toEqual({ data: { nodes: [null, { __typename: "Form", id: aliceForm }, null, { __typename: "User", id: aliceUser }] } });
    expect((await gql(bob, NODES, { ids: [aliceForm, aliceUser] })).data.nodes).toEqual([null, null]);
  });

  it("nodes takes at most 100 ids", async () => {
    const res = await gql(alice, NODES, { ids: Array.from({ length: 101 }, () => aliceForm) });
    expect(res.errors?.[0]?.message).toMatch(/at most 100/);
  });
});
