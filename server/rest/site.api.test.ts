import { LOCALES } from "../../shared/locales.ts";
import { createApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { PUBLIC_STATIC_PATHS } from "../../shared/sitePaths.ts";
import { seedTemplateLibrary } from "../domain/templates/seedTemplateLibrary.ts";
import { templateLibrary } from "../domain/templates/templateLibrary.ts";
import { startTestServer, type TestServer } from "../testing/testServer.ts";

let server: TestServer;
type Json = Record<string, any>;

beforeAll(async () => {
  server = await startTestServer();
  await seedTemplateLibrary(server.services);
}, 60_000);
afterAll(() => server.close());

async function newsletter(body: unknown) {
  const res = await fetch(`${server.url}/api/contact/newsletter`, {
    method: "POST",
    headers: { "content-type": "application/json", "accept-language": "de-DE,de;q=0.9" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

describe("POST /api/contact/newsletter", () => {
  it("signs an address up once, normalised, in the visitor's language", async () => {
    expect(await newsletter({ email: "  Ada@Example.com " })).toEqual({ status: 200, body: { status: "success", data: true } });
    expect(await newsletter({ email: "ada@example.com" })).toEqual({ status: 200, body: { status: "success", data: true } });
    const rows = await server.services.prisma.newsletterSubscriber.findMany();
    expect(rows.map((r) => [r.email, r.locale])).toEqual([["ada@example.com", "de"]]);
  });

  it("answers SPEC.md §5's message for a bad address, and 400 for malformed input", async () => {
    for (const email of ["", "ada", "ada@example", 42, null]) {
      expect(await newsletter({ email })).toEqual({
        status: 400,
        body: { status: "error", message: "Please input a valid email address", errors: { email: "Please input a valid email address" } },
      });
    }
    expect((await newsletter("{nope")).status).toBe(400);
    expect((await newsletter("[]")).status).toBe(400);
  });

  it("is a GraphQL mutation too", async () => {
    const res = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query: `mutation ($email: String!) { subscribeNewsletter(input: { email: $email }) { __typename ... on ValidationError { message } } }`,
        variables: { email: "grace@" },
      }),
    });
    expect(((await res.json()) as Json).data.subscribeNewsletter).toEqual({ __typename: "ValidationError", message: "Please input a valid email address" });
  });
});

describe("GET /sitemap.xml", () => {
  it("lists every public page and every template in all 34 variants", async () => {
    const res = await fetch(`${server.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const base = server.config.publicUrl;
    const library = templateLibrary();
    expect(locs).toHaveLength((PUBLIC_STATIC_PATHS.length + library.categories.length + library.templates.length) * LOCALES.length);
    expect(locs).toContain(`${base}/`);
    expect(locs).toContain(`${base}/ja`);
    expect(locs).toContain(`${base}/ar/lawful-bases`);
    expect(locs).toContain(`${base}/zh-tw/template/wedding-rsvp`);
    expect(locs).toContain(`${base}/templates/event-forms`);
    expect(new Set(locs).size).toBe(locs.length);
  });
});

describe("GraphQL siteConfig", () => {
  it("gives the public URLs and no analytics ids unless configured", async () => {
    const res = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ siteConfig { brandName publicUrl publicUrlIsLocal shortLinkBase analytics { googleGA4Id googleTagManagerId facebookPixelId } } }" }),
    });
    expect(((await res.json()) as Json).data.siteConfig).toEqual({
      brandName: "FormQR",
      publicUrl: server.config.publicUrl,
      publicUrlIsLocal: false,
      shortLinkBase: `${server.config.publicUrl}/s/`,
      analytics: { googleGA4Id: null, googleTagManagerId: null, facebookPixelId: null },
    });
  });

  it("tells the editor when PUBLIC_URL is unset: codes point at localhost, which phones cannot open", async () => {
    const app = createApp({ ...server.services, config: loadConfig({ DATA_DIR: server.dataDir, PORT: "3000" }) });
    const res = await app.fetch(
      new Request("http://localhost:3000/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: "{ siteConfig { publicUrl publicUrlIsLocal } }" }) }),
    );
    expect(((await res.json()) as Json).data.siteConfig).toEqual({ publicUrl: "http://localhost:3000", publicUrlIsLocal: true });
  });
});
