import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { APP_ROUTE_PATHS } from "../../shared/appRoutes.ts";
import { CSP_NONCE_PLACEHOLDER } from "../../shared/cspNonce.ts";
import { BLOG_ARTICLE_SLUGS, PUBLIC_STATIC_PATHS } from "../../shared/sitePaths.ts";
import { createApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { Database } from "../db/database.ts";
import { isReservedPath } from "../domain/forms/qrIds.ts";
import { seedTemplateLibrary } from "../domain/templates/seedTemplateLibrary.ts";
import { createServices } from "../services.ts";
import { openTestDatabase } from "../testing/testServer.ts";

type App = ReturnType<typeof createApp>;

let database: Database;
let clientDir: string;
const dataDirs: string[] = [];

function appWith(env: Record<string, string> = {}): App {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "formqr-test-"));
  dataDirs.push(dataDir);
  return createApp(createServices(loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: "http://formqr.test", ...env }), database), { clientDir });
}

let app: App;
const get = (url: string, target: App = app) => target.fetch(new Request(`http://formqr.test${url}`));

beforeAll(async () => {
  database = await openTestDatabase();
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "formqr-client-"));
  const page = (entry: string) =>
    `<!doctype html><html><head><script type="module" src="/assets/${entry}.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script></head><body><div id="root"></div></body></html>`;
  fs.writeFileSync(path.join(clientDir, "index.html"), page("index"));
  fs.writeFileSync(path.join(clientDir, "public.html"), page("public"));
  app = appWith();
  await seedTemplateLibrary(createServices(loadConfig({ DATA_DIR: dataDirs[0]!, PUBLIC_URL: "http://formqr.test" }), database));
}, 60_000);

afterAll(async () => {
  await database.close();
  for (const dir of [clientDir, ...dataDirs]) fs.rmSync(dir, { recursive: true, force: true });
});

describe("the app's pages and unknown addresses", () => {
  const pages = [
    ...PUBLIC_STATIC_PATHS,
    "/reset-password",
    "/form",
    "/form/abc/edit",
    "/form/abc/submissions",
    "/manage",
    "/setting/integration",
    "/templates/favorites",
    "/templates/mine",
    "/templates/event-forms",
    "/template/wedding-rsvp",
    "/login/",
    "/login//",
  ];
  it.each(pages.flatMap((page) => [page, page === "/" ? "/ja" : `/ja${page}`]))("%s is a page (200)", async (page) => {
    const res = await get(page);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
  });

  it.each([
    "/no/such/page?x=1",
    "/ja/no/such/page",
    "/blog/no-such-article",
    `/blog/${BLOG_ARTICLE_SLUGS[0]}/more`,
    "/form/abc",
    "/setting/plan",
    "/templates/a/b",
    "/template/no-such-template",
    "/ja/template/no-such-template",
    "/templates/no-such-category",
    "/index.html",
    "/xx/login",
  ])("%s answers 404 with the app, which renders its 404 page", async (page) => {
    const res = await get(page);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<div id="root">');
    // Still the page's own nonce: the app runs.
    expect(html).not.toContain(CSP_NONCE_PLACEHOLDER);
    expect(res.headers.get("content-security-policy")).toMatch(/'nonce-/);
  });
});

it.each(["/zzzzzzzzzz", "/ja/zzzzzzzzzz"])("%s, shaped like a qrId but no form, answers 404 with the public page (its 404)", async (address) => {
  const res = await get(address);
  expect(res.status).toBe(404);
  const html = await res.text();
  expect(html).toContain("/assets/public.js");
  expect(html).not.toContain(CSP_NONCE_PLACEHOLDER);
});

it("no qrId can take a page's address: every first segment of the route table is reserved", () => {
  const first = new Set(APP_ROUTE_PATHS.map((page) => page.split("/")[1]!).filter(Boolean));
  expect([...first].filter((segment) => !isReservedPath(segment))).toEqual([]);
});

describe("English's own prefix", () => {
  it.each([
    ["/en", "/"],
    ["/en/", "/"],
    ["/en/templates", "/templates"],
    ["/en/templates/event-forms?q=party", "/templates/event-forms?q=party"],
    ["/en/no/such/page", "/no/such/page"],
    ["/en/sitemap.xml", "/sitemap.xml"],
    // Never off the site.
    ["/en//evil.example/x", "/evil.example/x"],
    ["/en/%2F%2Fevil.example", "/%2F%2Fevil.example"],
  ])("%s goes to %s and remembers English", async (from, to) => {
    const res = await get(from);
    expect(res.status).toBe(308);
    expect(res.headers.get("location")).toBe(to);
    expect(res.headers.get("cache-control")).toBe("no-store");
    // Else a Japanese locale cookie would send the visitor from / on to /ja.
    expect(res.headers.get("set-cookie")).toBe("locale=en; Max-Age=31536000; Path=/; SameSite=Lax");
  });

  it("keeps the cookie to https when the site is on https", async () => {
    const res = await get("/en/pricing", appWith({ PUBLIC_URL: "https://formqr.test" }));
    expect(res.headers.get("location")).toBe("/pricing");
    expect(res.headers.get("set-cookie")).toBe("locale=en; Max-Age=31536000; Path=/; Secure; SameSite=Lax");
  });

  it("is only the prefix: /english and /ens are unknown pages", async () => {
    expect((await get("/english")).status).toBe(404);
    expect((await get("/ens/templates")).status).toBe(404);
  });
});

describe("the sitemap under a language prefix", () => {
  it.each(["/ja/sitemap.xml", "/zh-tw/sitemap.xml", "/ar/sitemap.xml"])("%s is the sitemap", async (address) => {
    const [prefixed, plain] = await Promise.all([get(address), get("/sitemap.xml")]);
    expect(prefixed.status).toBe(200);
    expect(prefixed.headers.get("content-type")).toMatch(/^application\/xml/);
    expect(await prefixed.text()).toBe(await plain.text());
  });
});
