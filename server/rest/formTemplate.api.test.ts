import { createForm } from "../domain/forms/createForm.ts";
import { createFormFromTemplate } from "../domain/templates/createFormFromTemplate.ts";
import { seedTemplateLibrary } from "../domain/templates/seedTemplateLibrary.ts";
import { templateLibrary } from "../domain/templates/templateLibrary.ts";
import { startTestServer, type TestServer } from "../testing/testServer.ts";

let server: TestServer;
let alice: string;
let bob: string;
let aliceId: string;

type Json = Record<string, any>;

async function call(method: string, path: string, token: string | null, body?: unknown) {
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

async function register(name: string): Promise<string> {
  return (await call("POST", "/users/register", null, { name, email: `${name}@example.com`, password: "long-enough-pw" })).body.data.token;
}

beforeAll(async () => {
  server = await startTestServer();
  await seedTemplateLibrary(server.services);
  [alice, bob] = await Promise.all([register("alice"), register("bob")]);
  aliceId = (await server.services.prisma.user.findUniqueOrThrow({ where: { email: "alice@example.com" } })).id;
}, 60_000);
afterAll(() => server.close());

describe("form-template-category", () => {
  it("GET /gets lists the tree (parentId '0' = top level), with item counts on items=1", async () => {
    const res = await call("GET", "/form-template-category/gets?items=1", null);
    expect(res.status).toBe(200);
    const top = res.body.data.filter((c: Json) => c.parentId === "0");
    expect(top.length).toBeGreaterThanOrEqual(20);
    expect(top[0]).toEqual({ id: expect.any(String), parentId: "0", name: expect.any(String), slug: expect.any(String), items: expect.any(Number) });
    expect(top.reduce((sum: number, c: Json) => sum + c.items, 0)).toBe(templateLibrary().templates.length);
    const plain = await call("GET", "/form-template-category/gets", null);
    expect(plain.body.data[0].items).toBeUndefined();
  });

  it("GET /get?slug= gives one category with its templates; unknown is 404", async () => {
    const res = await call("GET", "/form-template-category/get?slug=rsvp-forms", null);
    expect(res.body.data).toMatchObject({ slug: "rsvp-forms", parentId: expect.not.stringMatching(/^0$/) });
    expect(res.body.data.items.map((t: Json) => t.slug)).toContain("wedding-rsvp");
    expect((await call("GET", "/form-template-category/get?slug=nope", null)).status).toBe(404);
    expect((await call("GET", "/form-template-category/get", null)).status).toBe(404);
  });
});

describe("form-template", () => {
  it("GET /gets with categoryId and limit; bad limits are 400", async () => {
    const all = await call("GET", "/form-template/gets?limit=5", null);
    expect(all.body.data).toHaveLength(5);
    const categories = (await call("GET", "/form-template-category/gets", null)).body.data as Json[];
    const rsvp = categories.find((c) => c.slug === "rsvp-forms")!;
    const ofCategory = await call("GET", `/form-template/gets?categoryId=${rsvp.id}&limit=100`, null);
    expect(ofCategory.body.data.length).toBeGreaterThan(0);
    expect(ofCategory.body.data.every((t: Json) => t.categoryId === rsvp.id)).toBe(true);
    expect((await call("GET", "/form-template/gets?categoryId=0&limit=3", null)).body.data).toHaveLength(3);
    for (const bad of ["0", "101", "abc", "-1"]) expect((await call("GET", `/form-template/gets?limit=${bad}`, null)).status).toBe(400);
    expect((await call("GET", "/form-template/gets?categoryId=nope", null)).status).toBe(404);
  });

  it("GET /get?slug= gives a template with its fields; unknown is 404", async () => {
    const res = await call("GET", "/form-template/get?slug=wedding-rsvp", null);
    expect(res.body.data).toMatchObject({ slug: "wedding-rsvp", builtIn: true, title: expect.any(String) });
    expect(Object.keys(res.body.data.fields).length).toBeGreaterThan(0);
    expect((await call("GET", "/form-template/get?slug=nope", null)).status).toBe(404);
  });

  it("favorites: add and remove per user; signed out lists are empty and writes are 401", async () => {
    const { body } = await call("GET", "/form-template/get?slug=wedding-rsvp", null);
    const id = body.data._id;
    expect((await call("POST", `/form-template/favorite/${id}`, alice, { type: "add" })).body).toEqual({ status: "success", data: { _id: id, isFavorite: true } });
    expect((await call("POST", `/form-template/favorite/${id}`, alice, { type: "add" })).status).toBe(200);
    expect((await call("GET", "/form-template/favorites", alice)).body.data).toEqual([id]);
    expect((await call("GET", "/form-template/favorites?data=1", alice)).body.data.map((t: Json) => t.slug)).toEqual(["wedding-rsvp"]);
    expect((await call("GET", "/form-template/favorites", bob)).body.data).toEqual([]);
    expect((await call("GET", "/form-template/favorites", null)).body).toEqual({ status: "success", data: [] });
    expect((await call("POST", `/form-template/favorite/${id}`, null, { type: "add" })).status).toBe(401);
    expect((await call("POST", `/form-template/favorite/${id}`, alice, { type: "maybe" })).status).toBe(400);
    expect((await call("POST", `/form-template/favorite/${id}`, alice, "{oops")).status).toBe(400);
    expect((await call("POST", "/form-template/favorite/nope", alice, { type: "add" })).status).toBe(404);
    expect((await call("POST", `/form-template/favorite/${id}`, alice, { type: "remove" })).body.data.isFavorite).toBe(false);
    expect((await call("GET", "/form-template/favorites", alice)).body.data).toEqual([]);
  });

  it("create and get-mine: my templates are mine alone", async () => {
    const form = await createForm(server.services, aliceId, { title: "Kitchen audit", fields: { "1700000000000_1": { name: "QRFieldShortText", option: { label: "Chef" } } } });
    const created = await call("POST", "/form-template/create", alice, { qrId: form.qrId, description: "Weekly" });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ title: "Kitchen audit", description: "Weekly", builtIn: false });
    expect((await call("GET", "/form-template/get-mine", alice)).body.data.map((t: Json) => t.slug)).toEqual([created.body.data.slug]);
    expect((await call("GET", "/form-template/get-mine", bob)).body.data).toEqual([]);
    expect((await call("GET", "/form-template/get-mine", null)).body).toEqual({ status: "success", data: [] });
    expect((await call("GET", `/form-template/get?slug=${created.body.data.slug}`, bob)).status).toBe(404);
    expect((await call("POST", "/form-template/create", bob, { qrId: form.qrId })).status).toBe(404);
    expect((await call("POST", "/form-template/create", null, { qrId: form.qrId })).status).toBe(401);
    expect((await call("POST", "/form-template/create", alice, { qrId: form.qrId, extra: 1 })).status).toBe(400);
    expect((await call("POST", "/form-template/create", alice, [])).status).toBe(400);
  });

  it("create from a template body (SPEC.md §7): stored as sent, usable, and checked like a form", async () => {
    const fields = {
      "1700000000000_2": { name: "QRFieldEmail", option: { label: "Work email", required: true } },
      "1700000000000_1": { name: "QRFieldRadio", option: { label: "Shift", options: [{ label: "Morning" }, { label: "Night" }] } },
    };
    const body = {
      title: "Night shift handover",
      description: "Before you leave",
      category: "inspection-forms",
      fields,
      qr: { qrData: "pattern3", colorDark: "#123456" },
      qrDesignTemplateId: null,
      appearance: { headerColor: "#1E3A8A", buttonColor: "15803d" },
      backgroundType: "gradient",
      backgroundColor1: "abcdef",
    };
    const created = await call("POST", "/form-template/create", alice, body);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      title: "Night shift handover",
      description: "Before you leave",
      builtIn: false,
      qr: { qrData: "pattern3", colorDark: "#123456", size: 500 },
      appearance: { headerColor: "1e3a8a", buttonColor: "15803d" },
      backgroundType: "gradient",
      backgroundColor1: "abcdef",
    });
    expect(created.body.data.categoryId).toBe((await call("GET", "/form-template-category/get?slug=inspection-forms", null)).body.data.id);
    const read = await call("GET", `/form-template/get?slug=${created.body.data.slug}`, alice);
    expect(Object.keys(read.body.data.fields)).toEqual(["1700000000000_2", "1700000000000_1"]);
    expect(Object.values(read.body.data.fields).map((f: any) => [f.name, f.option.label])).toEqual([["QRFieldEmail", "Work email"], ["QRFieldRadio", "Shift"]]);
    expect((await call("GET", "/form-template/get-mine", alice)).body.data.map((t: Json) => t.slug)).toContain(created.body.data.slug);
    expect((await call("GET", `/form-template/get?slug=${created.body.data.slug}`, bob)).status).toBe(404);

    const form = await createFormFromTemplate(server.services, aliceId, created.body.data._id, "en");
    expect(form).toMatchObject({ title: "Night shift handover", backgroundType: "gradient", backgroundColor1: "abcdef", appearance: { headerColor: "1e3a8a", buttonColor: "15803d" } });
    expect(form.qrOptions).toMatchObject({ qrData: "pattern3", colorDark: "#123456" });

    // Only a title is needed; a design template by id.
    const minimal = await call("POST", "/form-template/create", alice, { title: "Blank", qrDesignTemplateId: "ocean" });
    expect(minimal.status).toBe(201);
    expect(minimal.body.data).toMatchObject({ title: "Blank", description: "", fields: {}, qrDesignTemplateId: "ocean", backgroundType: "solid" });

    const refused = async (patch: Json, field: string) => {
      const res = await call("POST", "/form-template/create", alice, { ...body, ...patch });
      expect({ status: res.status, status_: res.body.status, field: Object.keys(res.body.errors ?? {}) }).toEqual({ status: 400, status_: "error", field: [field] });
    };
    const before = await server.services.prisma.formTemplate.count({ where: { ownerId: aliceId } });
    await refused({ title: "" }, "title");
    await refused({ title: "x".repeat(201) }, "title");
    await refused({ description: "x".repeat(1001) }, "description");
    await refused({ fields: { "1700000000000_1": { name: "QRFieldNope", option: {} } } }, "fields.1700000000000_1.name");
    await refused({ fields: { "not-an-id": { name: "QRFieldEmail", option: {} } } }, "fields.not-an-id");
    await refused({ qr: { qrData: "pattern99" } }, "qr.qrData");
    await refused({ qrDesignTemplateId: "nope" }, "qrDesignTemplateId");
    await refused({ appearance: { headerColor: "blue" } }, "appearance.headerColor");
    await refused({ backgroundType: "video" }, "backgroundType");
    await refused({ slug: "mine" }, "input");
    expect((await call("POST", "/form-template/create", alice, { ...body, category: "no-such-category" })).status).toBe(404);
    expect((await call("POST", "/form-template/create", null, body)).status).toBe(401);
    expect(await server.services.prisma.formTemplate.count({ where: { ownerId: aliceId } })).toBe(before);
  });
});
