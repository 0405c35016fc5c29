// The authorization matrix: every GraphQL operation and every REST route, asked by each kind of
// caller, with the outcome it must get. It fails when an operation or a route exists without a row,
// so nothing new ships without saying who may use it. Callers: nobody (anonymous), another
// signed-in user, the owner of the objects, and the owner's personal access token (read-only).
// Every refused attempt must also leave the owner's data exactly as it was.
import { encodeGlobalID } from "@pothos/plugin-relay";
import sharp from "sharp";
import { createApp } from "./app.ts";
import { schema } from "./graphql/schema.ts";
import { seedTemplateLibrary } from "./domain/templates/seedTemplateLibrary.ts";
import { startTestServer, type TestServer } from "./testing/testServer.ts";

type Json = Record<string, any>;
type Role = "anonymous" | "other" | "owner" | "pat";
const ROLES: Role[] = ["anonymous", "other", "owner", "pat"];

/**
 * ok — it worked; unauthenticated — 401 / "sign in"; absent — 404 / null / NotFoundError, exactly as
 * for an id that does not exist; readOnly — 403, a personal access token may not write; anything
 * else is the error's name (GraphQL) or "status N" (REST).
 */
type Outcome = "ok" | "unauthenticated" | "absent" | "readOnly" | string;
type Expect = Record<Role, Outcome>;

const PUBLIC: Expect = { anonymous: "ok", other: "ok", owner: "ok", pat: "ok" };
/** Anyone may write (visitors' calls); a personal access token still may not. */
const PUBLIC_WRITE: Expect = { anonymous: "ok", other: "ok", owner: "ok", pat: "readOnly" };
/** Reads of the owner's objects. */
const OWNER_READ: Expect = { anonymous: "unauthenticated", other: "absent", owner: "ok", pat: "ok" };
/** Writes to the owner's objects. */
const OWNER_WRITE: Expect = { anonymous: "unauthenticated", other: "absent", owner: "ok", pat: "readOnly" };
/** Writes that make something of the caller's own (any signed-in user). */
const SIGNED_IN_WRITE: Expect = { anonymous: "unauthenticated", other: "ok", owner: "ok", pat: "readOnly" };

/** The owner's objects a row acts on; made anew for every attempt at a write. */
interface Fixture {
  qrId: string;
  formGlobalId: string;
  submissionId: string;
  submissionGlobalId: string;
  answerFileId: string;
  answerFileUrl: string;
  templateId: string;
  templateSlug: string;
  patId: string;
}

interface Caller {
  role: Role;
  token: string | null;
}

let server: TestServer;
let png: Buffer;
const tokens: Record<Role, string | null> = { anonymous: null, other: null, owner: null, pat: null };
let ownerId: string;
let seq = 0;
const FIELD = { picture: "1700000000000_1", name: "1700000000000_2" };
const FIELDS = {
  [FIELD.name]: { name: "QRFieldShortText", option: { label: "Name" } },
  [FIELD.picture]: { name: "QRFieldPicture", option: { label: "Photo" } },
};

async function http(method: string, path: string, token: string | null, body?: BodyInit | Json, headers: Record<string, string> = {}) {
  const isForm = body instanceof FormData;
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(body !== undefined && !isForm ? { "content-type": "application/json" } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json: Json;
  try {
    json = JSON.parse(text) as Json;
  } catch {
    json = { raw: text };
  }
  return { status: res.status, body: json };
}

async function gql(token: string | null, query: string, variables: Json = {}) {
  return (await http("POST", "/graphql", token, { query, variables })).body;
}

/** A GraphQL multipart request (one file at variables.input.file). */
async function gqlUpload(token: string | null, query: string, input: Json) {
  const form = new FormData();
  form.append("operations", JSON.stringify({ query, variables: { input: { ...input, file: null } } }));
  form.append("map", JSON.stringify({ 0: ["variables.input.file"] }));
  form.append("0", new File([new Uint8Array(png)], "pixel.png", { type: "image/png" }));
  return (await http("POST", "/graphql", token, form, { "x-graphql-yoga-csrf": "1" })).body;
}

function pngForm(): FormData {
  const form = new FormData();
  form.append("userFile", new File([new Uint8Array(png)], "pixel.png", { type: "image/png" }));
  return form;
}

async function register(): Promise<string> {
  const res = await http("POST", "/api/users/register", null, { name: "Someone", email: `user${++seq}@example.com`, password: "long-enough-pw" });
  expect(res.status).toBe(201);
  return res.body.data.token as string;
}

/** A new session of the same account, for rows that end sessions. */
async function newSession(role: Role): Promise<string | null> {
  if (role === "anonymous" || role === "pat") return tokens[role];
  const email = role === "owner" ? "owner@example.com" : "other@example.com";
  return (await http("POST", "/api/users/login", null, { email, password: "long-enough-pw" })).body.data.token as string;
}

async function makeFixture(): Promise<Fixture> {
  const owner = tokens.owner;
  const created = await http("POST", "/api/campaign", owner, { title: `Form ${++seq}`, fields: FIELDS });
  expect(created.status).toBe(201);
  const qrId = created.body.qrId as string;
  const file = await http("POST", `/api/submission/uploads/${qrId}?cat=picture`, null, pngForm());
  expect(file.status).toBe(201);
  const data = {
    [FIELD.name]: { component: "x", name: "QRFieldShortText", label: "Name", option: {}, data: "Ada" },
    [FIELD.picture]: { component: "x", name: "QRFieldPicture", label: "Photo", option: {}, data: [{ fileId: file.body.data.fileId, fileUrl: file.body.data.fileUrl }] },
  };
  const submission = await http("POST", `/api/submission/create/${qrId}`, null, { data });
  expect(submission.status).toBe(201);
  const template = await http("POST", "/api/form-template/create", owner, { qrId, title: `Mine ${seq}` });
  expect(template.status).toBe(201);
  // An account holds at most 50 tokens: the previous fixture's spare goes first.
  await server.services.prisma.personalAccessToken.deleteMany({ where: { userId: ownerId, name: "spare" } });
  const pat = await gql(owner, `mutation { createPersonalAccessToken(input: { name: "spare" }) { ... on CreatePersonalAccessTokenSuccess { personalAccessToken { id } } } }`);
  const form = await gql(owner, `query($q: String!) { form(qrId: $q) { id } }`, { q: qrId });
  return {
    qrId,
    formGlobalId: form.data.form.id as string,
    submissionId: submission.body.data._id as string,
    submissionGlobalId: encodeGlobalID("Submission", submission.body.data._id as string),
    answerFileId: file.body.data.fileId as string,
    answerFileUrl: new URL(file.body.data.fileUrl as string).pathname,
    templateId: template.body.data._id as string,
    templateSlug: template.body.data.slug as string,
    patId: pat.data.createPersonalAccessToken.personalAccessToken.id as string,
  };
}

/** Everything of the owner's a refused call must not change. */
async function ownerState(): Promise<string> {
  const { prisma } = server.services;
  const forms = await prisma.form.findMany({ where: { ownerId }, orderBy: { id: "asc" }, omit: { scanCount: true } });
  const submissions = await prisma.submission.findMany({ where: { form: { ownerId } }, orderBy: { id: "asc" } });
  const files = await prisma.uploadedFile.findMany({ where: { OR: [{ ownerId }, { form: { ownerId } }] }, orderBy: { id: "asc" } });
  const templates = await prisma.formTemplate.findMany({ where: { ownerId }, orderBy: { id: "asc" } });
  const favorites = await prisma.favorite.findMany({ where: { userId: ownerId }, orderBy: { templateId: "asc" } });
  const pats = await prisma.personalAccessToken.findMany({ where: { userId: ownerId }, orderBy: { id: "asc" }, omit: { lastUsedAt: true } });
  const sessions = await prisma.session.findMany({ where: { userId: ownerId, revokedAt: null }, select: { id: true }, orderBy: { id: "asc" } });
  const user = await prisma.user.findUniqueOrThrow({ where: { id: ownerId }, select: { passwordHash: true, email: true, name: true } });
  return JSON.stringify({ forms, submissions, files, templates, favorites, pats, sessions, user });
}

function graphqlOutcome(body: Json): Outcome {
  const error = (body.errors as { message: string; extensions?: { code?: string } }[] | undefined)?.[0];
  if (error?.extensions?.code === "FORBIDDEN") return "readOnly";
  if (error && /not authorized/i.test(error.message)) return "unauthenticated";
  if (error) return `error: ${error.message}`;
  const result = body.data?.result;
  if (result === null || (Array.isArray(result) && result.every((item) => item === null))) return "absent";
  const typename = (Array.isArray(result) ? result[0] : result)?.__typename as string | undefined;
  if (typename === "NotFoundError") return "absent";
  if (typename === "AuthenticationError") return "unauthenticated";
  if (typename?.endsWith("Error")) return typename;
  return "ok";
}

function restOutcome(status: number): Outcome {
  if (status >= 200 && status < 300) return "ok";
  return { 401: "unauthenticated", 403: "readOnly", 404: "absent" }[status] ?? `status ${status}`;
}

interface Row {
  expect: Expect;
  /** Writes get fixtures of their own (see the loop below). */
  write?: boolean;
  /** Rows that end sessions run with a session of their own. */
  ownSession?: boolean;
  /** A visitor's answer or file: when it succeeds it adds to the owner's form, as it should. */
  visitor?: boolean;
  run(caller: Caller, fx: Fixture): Promise<Outcome>;
}

const q = (query: string, variables: (fx: Fixture) => Json = () => ({})): Row["run"] =>
  async (caller, fx) => graphqlOutcome(await gql(caller.token, query, variables(fx)));

const GRAPHQL: Record<string, Row> = {
  "query form": { expect: { ...OWNER_READ, anonymous: "absent" }, run: q(`query($q: String!) { result: form(qrId: $q) { __typename } }`, (fx) => ({ q: fx.qrId })) },
  "query node": {
    expect: { ...OWNER_READ, anonymous: "absent" },
    run: q(`query($id: ID!) { result: node(id: $id) { __typename } }`, (fx) => ({ id: fx.formGlobalId })),
  },
  "query nodes": {
    expect: { ...OWNER_READ, anonymous: "absent" },
    run: q(`query($id: ID!) { result: nodes(ids: [$id]) { __typename } }`, (fx) => ({ id: fx.formGlobalId })),
  },
  "query publicForm": { expect: PUBLIC, run: q(`query($q: String!) { result: publicForm(qrId: $q) { __typename } }`, (fx) => ({ q: fx.qrId })) },
  "query signInOptions": { expect: PUBLIC, run: q(`{ result: signInOptions { __typename } }`) },
  "query siteConfig": { expect: PUBLIC, run: q(`{ result: siteConfig { __typename } }`) },
  "query template": {
    // Owners' own templates are private; library templates are public (covered by templates).
    expect: { ...OWNER_READ, anonymous: "absent" },
    run: q(`query($s: String!) { result: template(slug: $s) { __typename } }`, (fx) => ({ s: fx.templateSlug })),
  },
  "query templateCategories": { expect: PUBLIC, run: q(`{ result: templateCategories { __typename } }`) },
  "query templateCategory": { expect: PUBLIC, run: q(`{ result: templateCategory(slug: "surveys") { __typename } }`) },
  "query templates": { expect: PUBLIC, run: q(`{ result: templates(first: 2) { __typename } }`) },
  "query viewer": {
    // Each signed-in caller sees only itself; the matrix checks the owner's e-mail is not another's.
    expect: { anonymous: "absent", other: "ok", owner: "ok", pat: "ok" },
    run: async (caller) => {
      const body = await gql(caller.token, `{ result: viewer { __typename email } }`);
      const outcome = graphqlOutcome(body);
      const mine = caller.role === "other" ? "other@example.com" : "owner@example.com";
      return outcome === "ok" && body.data.result.email !== mine ? "someone else's viewer" : outcome;
    },
  },

  "mutation applyQrDesignTemplate": {
    expect: OWNER_WRITE,
    write: true,
    run: q(`mutation($q: String!) { result: applyQrDesignTemplate(input: { qrId: $q, templateId: "classic" }) { __typename } }`, (fx) => ({ q: fx.qrId })),
  },
  "mutation cloneForm": { expect: OWNER_WRITE, write: true, run: q(`mutation($q: String!) { result: cloneForm(input: { qrId: $q }) { __typename } }`, (fx) => ({ q: fx.qrId })) },
  "mutation createForm": { expect: SIGNED_IN_WRITE, write: true, run: q(`mutation { result: createForm(input: { settings: { title: "New" } }) { __typename } }`) },
  "mutation createFormFromTemplate": {
    expect: OWNER_WRITE,
    write: true,
    run: q(`mutation($t: ID!) { result: createFormFromTemplate(input: { templateId: $t }) { __typename } }`, (fx) => ({ t: fx.templateId })),
  },
  "mutation createPersonalAccessToken": {
    expect: SIGNED_IN_WRITE,
    write: true,
    run: q(`mutation { result: createPersonalAccessToken(input: { name: "matrix" }) { __typename } }`),
  },
  "mutation createTemplateFromForm": {
    expect: OWNER_WRITE,
    write: true,
    run: q(`mutation($q: String!) { result: createTemplateFromForm(input: { qrId: $q }) { __typename } }`, (fx) => ({ q: fx.qrId })),
  },
  "mutation deleteForm": { expect: OWNER_WRITE, write: true, run: q(`mutation($q: String!) { result: deleteForm(input: { qrId: $q }) { __typename } }`, (fx) => ({ q: fx.qrId })) },
  "mutation deleteForms": {
    expect: OWNER_WRITE,
    write: true,
    run: q(`mutation($q: String!) { result: deleteForms(input: { qrIds: [$q] }) { __typename } }`, (fx) => ({ q: fx.qrId })),
  },
  "mutation deleteSubmission": {
    expect: OWNER_WRITE,
    write: true,
    run: q(`mutation($id: ID!) { result: deleteSubmission(input: { id: $id }) { __typename } }`, (fx) => ({ id: fx.submissionGlobalId })),
  },
  "mutation deleteSubmissionFile": {
    expect: OWNER_WRITE,
    write: true,
    run: q(`mutation($f: String!) { result: deleteSubmissionFile(input: { fileId: $f }) { __typename } }`, (fx) => ({ f: fx.answerFileId })),
  },
  "mutation deleteSubmissions": {
    expect: OWNER_WRITE,
    write: true,
    run: q(`mutation($q: String!, $id: String!) { result: deleteSubmissions(input: { qrId: $q, submissionIds: [$id] }) { __typename } }`, (fx) => ({
      q: fx.qrId,
      id: fx.submissionId,
    })),
  },
  "mutation deleteTemplate": {
    expect: OWNER_WRITE,
    write: true,
    run: q(`mutation($t: ID!) { result: deleteTemplate(input: { templateId: $t }) { __typename } }`, (fx) => ({ t: fx.templateId })),
  },
  "mutation editSubmission": {
    expect: OWNER_WRITE,
    write: true,
    run: q(`mutation($id: ID!, $d: JSON!) { result: editSubmission(input: { id: $id, data: $d }) { __typename } }`, (fx) => ({
      id: fx.submissionGlobalId,
      d: { [FIELD.name]: { component: "x", name: "QRFieldShortText", label: "Name", option: {}, data: "Changed" } },
    })),
  },
  "mutation login": {
    expect: PUBLIC_WRITE,
    write: true,
    run: q(`mutation { result: login(input: { email: "other@example.com", password: "long-enough-pw" }) { __typename } }`),
  },
  "mutation logout": { expect: PUBLIC_WRITE, write: true, ownSession: true, run: q(`mutation { result: logout { __typename } }`) },
  "mutation register": {
    expect: PUBLIC_WRITE,
    write: true,
    run: q(`mutation($e: String!) { result: register(input: { name: "New", email: $e, password: "long-enough-pw" }) { __typename } }`, () => ({
      e: `new${++seq}@example.com`,
    })),
  },
  "mutation requestPasswordReset": {
    expect: PUBLIC_WRITE,
    write: true,
    // Each attempt asks for another address: three mails an hour to one address is the limit.
    run: q(`mutation($e: String!) { result: requestPasswordReset(input: { email: $e }) { __typename } }`, () => ({ e: `reader${++seq}@example.com` })),
  },
  "mutation resetPassword": {
    // Only the mailed one-time token resets a password, whoever asks.
    expect: { anonymous: "ValidationError", other: "ValidationError", owner: "ValidationError", pat: "readOnly" },
    write: true,
    run: q(`mutation { result: resetPassword(input: { token: "guess", password: "taken-over-pw", confirmPassword: "taken-over-pw" }) { __typename } }`),
  },
  "mutation revokePersonalAccessToken": {
    expect: OWNER_WRITE,
    write: true,
    run: q(`mutation($id: ID!) { result: revokePersonalAccessToken(input: { id: $id }) { __typename } }`, (fx) => ({ id: fx.patId })),
  },
  "mutation setFormActive": {
    expect: OWNER_WRITE,
    write: true,
    run: q(`mutation($q: String!) { result: setFormActive(input: { qrId: $q, active: false }) { __typename } }`, (fx) => ({ q: fx.qrId })),
  },
  "mutation setFormStarred": {
    expect: OWNER_WRITE,
    write: true,
    run: q(`mutation($q: String!) { result: setFormStarred(input: { qrId: $q, starred: true }) { __typename } }`, (fx) => ({ q: fx.qrId })),
  },
  "mutation setFormsActive": {
    expect: OWNER_WRITE,
    write: true,
    run: q(`mutation($q: String!) { result: setFormsActive(input: { qrIds: [$q], active: false }) { __typename } }`, (fx) => ({ q: fx.qrId })),
  },
  "mutation setTemplateFavorite": {
    expect: OWNER_WRITE,
    write: true,
    run: q(`mutation($t: ID!) { result: setTemplateFavorite(input: { templateId: $t, favorite: true }) { __typename } }`, (fx) => ({ t: fx.templateId })),
  },
  "mutation signInWithGoogle": {
    // Google sign-in is not configured on the test server.
    expect: { anonymous: "FeatureDisabledError", other: "FeatureDisabledError", owner: "FeatureDisabledError", pat: "readOnly" },
    write: true,
    run: q(`mutation { result: signInWithGoogle(input: { tokenId: "x" }) { __typename } }`),
  },
  "mutation signOutEverywhere": {
    expect: { anonymous: "unauthenticated", other: "ok", owner: "ok", pat: "readOnly" },
    write: true,
    ownSession: true,
    run: q(`mutation { result: signOutEverywhere { __typename } }`),
  },
  "mutation submitForm": {
    expect: PUBLIC_WRITE,
    write: true,
    visitor: true,
    run: q(`mutation($q: String!, $d: JSON!) { result: submitForm(input: { qrId: $q, data: $d }) { __typename } }`, (fx) => ({
      q: fx.qrId,
      d: { [FIELD.name]: { component: "x", name: "QRFieldShortText", label: "Name", option: {}, data: "Visitor" } },
    })),
  },
  "mutation subscribeNewsletter": {
    expect: PUBLIC_WRITE,
    write: true,
    run: q(`mutation { result: subscribeNewsletter(input: { email: "reader@example.com" }) { __typename } }`),
  },
  "mutation updateForm": {
    expect: OWNER_WRITE,
    write: true,
    run: q(`mutation($q: String!) { result: updateForm(input: { qrId: $q, settings: { title: "Taken over" } }) { __typename } }`, (fx) => ({ q: fx.qrId })),
  },
  "mutation uploadAnswerFile": {
    expect: PUBLIC_WRITE,
    write: true,
    visitor: true,
    run: async (caller, fx) =>
      graphqlOutcome(
        await gqlUpload(caller.token, `mutation($input: UploadAnswerFileInput!) { result: uploadAnswerFile(input: $input) { __typename } }`, {
          qrId: fx.qrId,
          category: "PICTURE",
        }),
      ),
  },
  "mutation uploadFile": {
    expect: SIGNED_IN_WRITE,
    write: true,
    run: async (caller) =>
      graphqlOutcome(await gqlUpload(caller.token, `mutation($input: UploadFileInput!) { result: uploadFile(input: $input) { __typename } }`, { category: "LOGO" })),
  },
};

const r = (method: string, path: (fx: Fixture) => string, body?: (fx: Fixture) => BodyInit | Json): Row["run"] =>
  async (caller, fx) => restOutcome((await http(method, path(fx), caller.token, body?.(fx))).status);

const REST: Record<string, Row> = {
  "POST /api/accounts/uploads": { expect: SIGNED_IN_WRITE, write: true, run: r("POST", () => "/api/accounts/uploads?cat=logo", () => pngForm()) },
  "POST /api/campaign": { expect: SIGNED_IN_WRITE, write: true, run: r("POST", () => "/api/campaign", () => ({ title: "Mine" })) },
  "DELETE /api/campaign/delete/:qrId": { expect: OWNER_WRITE, write: true, run: r("DELETE", (fx) => `/api/campaign/delete/${fx.qrId}`) },
  "POST /api/campaign/edit/:qrId": {
    expect: OWNER_WRITE,
    write: true,
    run: r("POST", (fx) => `/api/campaign/edit/${fx.qrId}`, () => ({ title: "Taken over" })),
  },
  "GET /api/campaign/getqr": { expect: PUBLIC, run: r("GET", (fx) => `/api/campaign/getqr/?qrId=${fx.qrId}`) },
  "POST /api/campaign/qr": {
    expect: OWNER_WRITE,
    write: true,
    run: r("POST", () => "/api/campaign/qr", (fx) => ({ qrId: fx.qrId, qr: { colorDark: "#112233" } })),
  },
  "POST /api/contact/newsletter": { expect: PUBLIC_WRITE, write: true, run: r("POST", () => "/api/contact/newsletter", () => ({ email: "reader@example.com" })) },
  "GET /api/form-response/get/:id": { expect: OWNER_READ, run: r("GET", (fx) => `/api/form-response/get/${fx.submissionId}`) },
  "GET /api/form-template-category/get": { expect: PUBLIC, run: r("GET", () => "/api/form-template-category/get?slug=surveys") },
  "GET /api/form-template-category/gets": { expect: PUBLIC, run: r("GET", () => "/api/form-template-category/gets?items=1") },
  "POST /api/form-template/create": {
    // Two bodies: one of the owner's forms as a template (the owner's object), and a template
    // body (SPEC.md §7), which any signed-in user may save as their own.
    expect: {
      anonymous: "form: unauthenticated, body: unauthenticated",
      other: "form: absent, body: ok",
      owner: "form: ok, body: ok",
      pat: "form: readOnly, body: readOnly",
    },
    write: true,
    run: async (caller, fx) => {
      const fromForm = await r("POST", () => "/api/form-template/create", () => ({ qrId: fx.qrId }))(caller, fx);
      const fromBody = await r("POST", () => "/api/form-template/create", () => ({
        title: "Own template",
        fields: { [FIELD.name]: { name: "QRFieldShortText", option: { label: "Name" } } },
      }))(caller, fx);
      return `form: ${fromForm}, body: ${fromBody}`;
    },
  },
  "POST /api/form-template/favorite/:id": {
    expect: OWNER_WRITE,
    write: true,
    run: r("POST", (fx) => `/api/form-template/favorite/${fx.templateId}`, () => ({ type: "add" })),
  },
  // SPEC.md §6: signed out, the favorite and own-template lists are empty rather than refused.
  "GET /api/form-template/favorites": { expect: PUBLIC, run: r("GET", () => "/api/form-template/favorites?data=1") },
  "GET /api/form-template/get": {
    expect: { ...OWNER_READ, anonymous: "absent" },
    run: r("GET", (fx) => `/api/form-template/get?slug=${fx.templateSlug}`),
  },
  "GET /api/form-template/get-mine": { expect: PUBLIC, run: r("GET", () => "/api/form-template/get-mine") },
  "GET /api/form-template/gets": { expect: PUBLIC, run: r("GET", () => "/api/form-template/gets?limit=2") },
  "POST /api/submission/create/:qrId": {
    expect: PUBLIC_WRITE,
    write: true,
    visitor: true,
    run: r("POST", (fx) => `/api/submission/create/${fx.qrId}`, () => ({
      data: { [FIELD.name]: { component: "x", name: "QRFieldShortText", label: "Name", option: {}, data: "Visitor" } },
    })),
  },
  "DELETE /api/submission/delete-file/:fileId": { expect: OWNER_WRITE, write: true, run: r("DELETE", (fx) => `/api/submission/delete-file/${fx.answerFileId}`) },
  "DELETE /api/submission/delete/:id": { expect: OWNER_WRITE, write: true, run: r("DELETE", (fx) => `/api/submission/delete/${fx.submissionId}`) },
  "POST /api/submission/edit/:submissionId": {
    expect: OWNER_WRITE,
    write: true,
    run: r("POST", (fx) => `/api/submission/edit/${fx.submissionId}`, () => ({
      data: { [FIELD.name]: { component: "x", name: "QRFieldShortText", label: "Name", option: {}, data: "Changed" } },
    })),
  },
  "GET /api/submission/export/:qrId": { expect: OWNER_READ, run: r("GET", (fx) => `/api/submission/export/${fx.qrId}?format=csv`) },
  "GET /api/submission/gets/:qrId": { expect: OWNER_READ, run: r("GET", (fx) => `/api/submission/gets/${fx.qrId}`) },
  "POST /api/submission/multiple-delete": {
    expect: OWNER_WRITE,
    write: true,
    run: r("POST", () => "/api/submission/multiple-delete", (fx) => ({ qrId: fx.qrId, submissionIds: [fx.submissionId] })),
  },
  "POST /api/submission/uploads/:qrId": { expect: PUBLIC_WRITE, write: true, visitor: true, run: r("POST", (fx) => `/api/submission/uploads/${fx.qrId}?cat=picture`, () => pngForm()) },
  "GET /api/users": { expect: { anonymous: "unauthenticated", other: "ok", owner: "ok", pat: "ok" }, run: r("GET", () => "/api/users/") },
  "POST /api/users/forgot": { expect: PUBLIC_WRITE, write: true, run: r("POST", () => "/api/users/forgot", () => ({ email: `reader${++seq}@example.com` })) },
  "POST /api/users/login": {
    expect: PUBLIC_WRITE,
    write: true,
    run: r("POST", () => "/api/users/login", () => ({ email: "other@example.com", password: "long-enough-pw" })),
  },
  "POST /api/users/logout": { expect: PUBLIC_WRITE, write: true, ownSession: true, run: r("POST", () => "/api/users/logout") },
  "POST /api/users/logout-all": {
    expect: { anonymous: "unauthenticated", other: "ok", owner: "ok", pat: "readOnly" },
    write: true,
    ownSession: true,
    run: r("POST", () => "/api/users/logout-all"),
  },
  "POST /api/users/oauth": {
    expect: { anonymous: "status 501", other: "status 501", owner: "status 501", pat: "readOnly" },
    write: true,
    run: r("POST", () => "/api/users/oauth", () => ({ tokenId: "x" })),
  },
  "POST /api/users/password": {
    // The bearer here is the mailed reset token; a session or a guess is not one.
    expect: { anonymous: "status 400", other: "status 400", owner: "status 400", pat: "readOnly" },
    write: true,
    run: r("POST", () => "/api/users/password", () => ({ password: "taken-over-pw", confirmPassword: "taken-over-pw" })),
  },
  "POST /api/users/register": {
    expect: PUBLIC_WRITE,
    write: true,
    run: r("POST", () => "/api/users/register", () => ({ name: "New", email: `new${++seq}@example.com`, password: "long-enough-pw" })),
  },
  "GET /files/*": { expect: { ...OWNER_READ, anonymous: "absent" }, run: r("GET", (fx) => fx.answerFileUrl) },
};

beforeAll(async () => {
  server = await startTestServer();
  await seedTemplateLibrary(server.services);
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#00aa55" } }).png().toBuffer();
  for (const role of ["owner", "other"] as const) {
    const res = await http("POST", "/api/users/register", null, { name: role, email: `${role}@example.com`, password: "long-enough-pw" });
    tokens[role] = res.body.data.token as string;
  }
  ownerId = (await server.services.prisma.user.findUniqueOrThrow({ where: { email: "owner@example.com" } })).id;
  const pat = await gql(tokens.owner, `mutation { createPersonalAccessToken(input: { name: "integration" }) { ... on CreatePersonalAccessTokenSuccess { token } } }`);
  tokens.pat = pat.data.createPersonalAccessToken.token as string;
}, 60_000);
afterAll(() => server.close());

describe("the matrix covers everything", () => {
  it("has a row for every GraphQL operation and no row for one that does not exist", () => {
    const operations = [
      ...Object.keys(schema.getQueryType()!.getFields()).map((name) => `query ${name}`),
      ...Object.keys(schema.getMutationType()!.getFields()).map((name) => `mutation ${name}`),
    ].sort();
    expect(Object.keys(GRAPHQL).sort()).toEqual(operations);
  });

  it("has a row for every REST route and no row for one that does not exist", () => {
    const routes = createApp(server.services)
      .routes.filter((route) => route.method !== "ALL" && /^\/(api|files)\//.test(route.path))
      .map((route) => `${route.method} ${route.path.replace(/\/$/, "")}`);
    expect(Object.keys(REST).sort()).toEqual([...new Set(routes)].sort());
  });
});

/** Runs one row as one caller on the fixture; says whether it changed the owner's data where it must not. */
async function attempt(row: Row, role: Role, fx: Fixture): Promise<{ outcome: Outcome; before: string; after: string; changed: boolean }> {
  const token = row.ownSession ? await newSession(role) : tokens[role];
  const before = await ownerState();
  const outcome = await row.run({ role, token }, fx);
  const after = await ownerState();
  const mayChange = role === "owner" || (row.visitor && outcome === "ok");
  // "Sign out everywhere" also ended the sessions the other rows use.
  if (row.ownSession) for (const who of ["owner", "other"] as const) tokens[who] = await newSession(who);
  return { outcome, before, after, changed: !mayChange && before !== after };
}

let shared: Fixture;
beforeAll(async () => {
  shared = await makeFixture();
});

describe.each([
  ["GraphQL", GRAPHQL],
  ["REST", REST],
])("%s", (_kind, rows) => {
  it.each(Object.keys(rows))("%s", async (name) => {
    const row = rows[name]!;
    const seen: Partial<Record<Role, Outcome>> = {};
    const changedBy: Role[] = [];
    // A write gets a fixture of its own, made anew once an attempt changed something.
    let fx = row.write ? await makeFixture() : shared;
    for (const role of ROLES) {
      const { outcome, before, after, changed } = await attempt(row, role, fx);
      seen[role] = outcome;
      if (changed) changedBy.push(role);
      if (row.write && before !== after) fx = await makeFixture();
    }
    expect(seen).toEqual(row.expect);
    // Nobody but the owner (and a visitor adding an answer) changes anything of the owner's.
    expect(changedBy).toEqual([]);
  });
});
