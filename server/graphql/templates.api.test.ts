import { createForm } from "../domain/forms/createForm.ts";
import { seedTemplateLibrary } from "../domain/templates/seedTemplateLibrary.ts";
import { templateLibrary, templateMessages } from "../domain/templates/templateLibrary.ts";
import { findQrDesignTemplate } from "../../shared/qr/qrDesignTemplates.ts";
import { startTestServer, type TestServer } from "../testing/testServer.ts";

let server: TestServer;
let alice: string;
let bob: string;
let aliceId: string;

type Json = Record<string, any>;

async function gql(token: string | null, query: string, variables: Json = {}, headers: Record<string, string> = {}): Promise<Json> {
  const res = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as Json;
}

async function register(name: string): Promise<string> {
  const res = await fetch(`${server.url}/api/users/register`, {
    method: "POST",
    body: JSON.stringify({ name, email: `${name}@example.com`, password: "long-enough-pw" }),
  });
  return ((await res.json()) as Json).data.token;
}

const TEMPLATE = "id templateId slug title description builtIn isNew isFavorite fieldCount previewLabels qrDesignTemplateId category { slug name }";
const LIST = `query ($category: String, $search: String, $first: Int, $after: String) {
  templates(category: $category, search: $search, first: $first, after: $after) {
    totalCount edges { node { ${TEMPLATE} } } pageInfo { hasNextPage endCursor } } }`;
const FAVORITE = `mutation ($id: ID!, $favorite: Boolean!) { setTemplateFavorite(input: { templateId: $id, favorite: $favorite }) {
  __typename ... on TemplateSuccess { template { slug isFavorite } } ... on Error { message } } }`;
const FAVORITES = `{ viewer { favoriteTemplates(first: 50) { totalCount edges { node { slug } } } } }`;
const SAVE = `mutation ($input: CreateTemplateFromFormInput!) { createTemplateFromForm(input: $input) {
  __typename ... on TemplateSuccess { template { ${TEMPLATE} fields } } ... on Error { message } } }`;
const USE = `mutation ($id: ID!) { createFormFromTemplate(input: { templateId: $id }) {
  __typename ... on FormSuccess { form { qrId title fields qrOptions qrDesignTemplateId appearance template { slug } } } ... on Error { message } } }`;

beforeAll(async () => {
  server = await startTestServer();
  expect((await seedTemplateLibrary(server.services)).changed).toBe(true);
  [alice, bob] = await Promise.all([register("alice"), register("bob")]);
  aliceId = (await server.services.prisma.user.findUniqueOrThrow({ where: { email: "alice@example.com" } })).id;
}, 60_000);
afterAll(() => server.close());

describe("the seeded library", () => {
  it("is seeded once: a second run changes nothing", async () => {
    expect((await seedTemplateLibrary(server.services)).changed).toBe(false);
    const library = templateLibrary();
    expect(await server.services.prisma.formTemplate.count({ where: { ownerId: null } })).toBe(library.templates.length);
    expect(await server.services.prisma.templateCategory.count()).toBe(library.categories.length);
    expect(library.templates.length).toBeGreaterThanOrEqual(150);
  });

  it("lists the category tree with names and counts (a group counts its sub-categories)", async () => {
    const res = await gql(null, `{ templateCategories { slug name templateCount parent { slug } children { slug templateCount } } }`);
    const categories = res.data.templateCategories as Json[];
    const groups = categories.filter((c) => c.parent === null);
    expect(groups.length).toBeGreaterThanOrEqual(20);
    expect(groups.map((g) => g.slug)).toEqual(expect.arrayContaining(["application-forms", "surveys", "quizzes", "order-forms"]));
    const total = groups.reduce((sum, g) => sum + g.templateCount, 0);
    expect(total).toBe(templateLibrary().templates.length);
    for (const group of groups) expect(group.templateCount).toBeGreaterThanOrEqual(group.children.reduce((s: number, c: Json) => s + c.templateCount, 0));
    expect(groups.find((g) => g.slug === "event-forms")!.name).toBe(templateMessages("en")["tpl.cat.event-forms"]);
  });

  it("pages templates newest first, by category (with its sub-categories) and by search", async () => {
    const first = (await gql(null, LIST, { first: 24 })).data.templates;
    expect(first.totalCount).toBe(templateLibrary().templates.length);
    expect(first.edges).toHaveLength(24);
    const second = (await gql(null, LIST, { first: 24, after: first.pageInfo.endCursor })).data.templates;
    const slugs = [...first.edges, ...second.edges].map((e: Json) => e.node.slug);
    expect(new Set(slugs).size).toBe(48);

    const group = (await gql(null, LIST, { category: "event-forms", first: 100 })).data.templates;
    expect(group.totalCount).toBeGreaterThan(0);
    const sub = (await gql(null, LIST, { category: "rsvp-forms", first: 100 })).data.templates;
    expect(sub.edges.map((e: Json) => e.node.slug)).toContain("wedding-rsvp");
    expect(group.totalCount).toBeGreaterThanOrEqual(sub.totalCount);
    expect(sub.edges.every((e: Json) => e.node.category.slug === "rsvp-forms")).toBe(true);

    const search = (await gql(null, LIST, { search: "  WEDDING rsvp " })).data.templates;
    expect(search.edges.map((e: Json) => e.node.slug)).toContain("wedding-rsvp");
    expect((await gql(null, LIST, { search: "zzzz-no-such-template" })).data.templates.totalCount).toBe(0);
    expect((await gql(null, LIST, { category: "no-such-category" })).data.templates.totalCount).toBe(0);
  });

  it("gives one template by slug with its fields in order and its card preview", async () => {
    const res = await gql(null, `{ template(slug: "wedding-rsvp") { ${TEMPLATE} fields } }`);
    const template = res.data.template;
    expect(template).toMatchObject({ slug: "wedding-rsvp", builtIn: true, isFavorite: false, category: { slug: "rsvp-forms" } });
    expect(template.title).toBe(templateMessages("en")["tpl.wedding-rsvp.title"]);
    const source = templateLibrary().templates.find((t) => t.slug === "wedding-rsvp")!;
    const fields = Object.values(template.fields) as Json[];
    expect(fields.map((f) => f.name)).toEqual(source.fields.map((f) => f.name));
    expect(template.fieldCount).toBe(source.fields.length);
    expect(template.previewLabels).toEqual(fields.slice(0, 4).map((f) => f.option.label));
    expect((await gql(null, `{ template(slug: "nope") { slug } }`)).data.template).toBeNull();
  });
});

describe("favorites", () => {
  it("are per user, idempotent and need a session", async () => {
    const { data } = await gql(null, `{ template(slug: "wedding-rsvp") { id } }`);
    const id = data.template.id;
    expect((await gql(alice, FAVORITE, { id, favorite: true })).data.setTemplateFavorite).toMatchObject({ template: { isFavorite: true } });
    expect((await gql(alice, FAVORITE, { id, favorite: true })).data.setTemplateFavorite).toMatchObject({ template: { isFavorite: true } });
    expect((await gql(alice, FAVORITES)).data.viewer.favoriteTemplates.edges.map((e: Json) => e.node.slug)).toEqual(["wedding-rsvp"]);
    expect((await gql(bob, FAVORITES)).data.viewer.favoriteTemplates.totalCount).toBe(0);
    expect((await gql(bob, `{ template(slug: "wedding-rsvp") { isFavorite } }`)).data.template.isFavorite).toBe(false);
    expect((await gql(alice, `{ template(slug: "wedding-rsvp") { isFavorite } }`)).data.template.isFavorite).toBe(true);
    expect((await gql(null, FAVORITE, { id, favorite: true })).errors).toBeDefined();
    expect((await gql(alice, FAVORITE, { id: "nope", favorite: true })).data.setTemplateFavorite.__typename).toBe("NotFoundError");
    expect((await gql(alice, FAVORITE, { id, favorite: false })).data.setTemplateFavorite).toMatchObject({ template: { isFavorite: false } });
    expect((await gql(alice, FAVORITES)).data.viewer.favoriteTemplates.totalCount).toBe(0);
  });
});

describe("my templates", () => {
  it("saves a form as a private template and starts a new form from it", async () => {
    const form = await createForm(server.services, aliceId, {
      title: "Site visit",
      shortText: "For the night shift",
      fields: { "1700000000000_1": { name: "QRFieldShortText", option: { label: "Inspector", required: true } }, "1700000000000_2": { name: "QRFieldCheckList", option: { label: "Checks", items: [{ itemName: "Exits" }] } } },
      appearance: { headerColor: "#123456", buttonColor: "#654321" },
      qrOptions: { qrData: "pattern3", colorDark: "#112233" },
    });
    const saved = (await gql(alice, SAVE, { input: { qrId: form.qrId, category: "inspection-forms" } })).data.createTemplateFromForm;
    expect(saved.__typename).toBe("TemplateSuccess");
    expect(saved.template).toMatchObject({ title: "Site visit", description: "For the night shift", builtIn: false, category: { slug: "inspection-forms" } });
    expect(Object.values(saved.template.fields).map((f: any) => f.option.label)).toEqual(["Inspector", "Checks"]);
    const { id, slug } = saved.template;

    const mine = await gql(alice, `{ viewer { myTemplates(first: 10) { totalCount edges { node { slug } } } } }`);
    expect(mine.data.viewer.myTemplates.edges.map((e: Json) => e.node.slug)).toEqual([slug]);
    // Private: to anyone else it does not exist.
    expect((await gql(bob, `{ viewer { myTemplates(first: 10) { totalCount } } }`)).data.viewer.myTemplates.totalCount).toBe(0);
    expect((await gql(bob, `query ($slug: String!) { template(slug: $slug) { slug } }`, { slug })).data.template).toBeNull();
    expect((await gql(null, `query ($slug: String!) { template(slug: $slug) { slug } }`, { slug })).data.template).toBeNull();
    expect((await gql(bob, `query ($id: ID!) { node(id: $id) { id } }`, { id })).data.node).toBeNull();
    expect((await gql(bob, FAVORITE, { id, favorite: true })).data.setTemplateFavorite.__typename).toBe("NotFoundError");
    expect((await gql(bob, USE, { id })).data.createFormFromTemplate.__typename).toBe("NotFoundError");
    expect((await gql(bob, `mutation ($id: ID!) { deleteTemplate(input: { templateId: $id }) { __typename } }`, { id })).data.deleteTemplate.__typename).toBe("NotFoundError");
    // Not in the library either.
    const library = (await gql(alice, LIST, { search: "Site visit", first: 100 })).data.templates;
    expect(library.edges.map((e: Json) => e.node.slug)).not.toContain(slug);

    const used = (await gql(alice, USE, { id })).data.createFormFromTemplate;
    expect(used.__typename).toBe("FormSuccess");
    expect(used.form).toMatchObject({ title: "Site visit", template: { slug }, appearance: { headerColor: "123456", buttonColor: "654321" } });
    expect(used.form.qrOptions).toMatchObject({ qrData: "pattern3", colorDark: "#112233" });
    expect(Object.values(used.form.fields).map((f: any) => f.option.label)).toEqual(["Inspector", "Checks"]);

    expect((await gql(alice, `mutation ($id: ID!) { deleteTemplate(input: { templateId: $id }) { __typename } }`, { id })).data.deleteTemplate.__typename).toBe(
      "DeleteTemplateSuccess",
    );
    expect((await gql(alice, `{ viewer { myTemplates(first: 10) { totalCount } } }`)).data.viewer.myTemplates.totalCount).toBe(0);
  });

  it("refuses bad input and other people's forms", async () => {
    const form = await createForm(server.services, aliceId, { title: "Mine" });
    expect((await gql(bob, SAVE, { input: { qrId: form.qrId } })).data.createTemplateFromForm.__typename).toBe("NotFoundError");
    expect((await gql(alice, SAVE, { input: { qrId: form.qrId, title: "x".repeat(300) } })).data.createTemplateFromForm.__typename).toBe("ValidationError");
    expect((await gql(alice, SAVE, { input: { qrId: form.qrId, category: "no-such-category" } })).data.createTemplateFromForm.__typename).toBe("NotFoundError");
    expect((await gql(null, SAVE, { input: { qrId: form.qrId } })).errors).toBeDefined();
  });
});

describe("use a built-in template", () => {
  it("creates the viewer's form with the template's fields, look and QR design", async () => {
    const { data } = await gql(null, `{ template(slug: "wedding-rsvp") { id qrDesignTemplateId fields } }`);
    const used = (await gql(alice, USE, { id: data.template.id })).data.createFormFromTemplate;
    expect(used.__typename).toBe("FormSuccess");
    const source = templateLibrary().templates.find((t) => t.slug === "wedding-rsvp")!;
    expect(used.form.title).toBe(templateMessages("en")["tpl.wedding-rsvp.title"]);
    expect(used.form.template).toEqual({ slug: "wedding-rsvp" });
    expect(Object.values(used.form.fields).map((f: any) => f.option.label)).toEqual(Object.values(data.template.fields).map((f: any) => f.option.label));
    expect(used.form.appearance).toEqual(source.appearance);
    expect(used.form.qrDesignTemplateId).toBe(source.designTemplate);
    expect(used.form.qrOptions).toMatchObject(findQrDesignTemplate(source.designTemplate!)!.config);
    expect((await gql(null, USE, { id: data.template.id })).errors).toBeDefined();
  });
});
