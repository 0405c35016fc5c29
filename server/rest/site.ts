// Site-wide routes: SPEC.md §7 contact/newsletter, /sitemap.xml (every public page in every
// language and every template) and /builds/latest.json (the running build, for reload offers).
import fs from "node:fs";
import path from "node:path";
import { Hono, type Context } from "hono";
import { LOCALES } from "../../shared/locales.ts";
import { PUBLIC_STATIC_PATHS } from "../../shared/sitePaths.ts";
import type { AppEnv } from "../app.ts";
import { subscribeNewsletter } from "../domain/newsletter/subscribeNewsletter.ts";
import type { Services } from "../services.ts";
import { readJson, success } from "./envelope.ts";

const LOCALE_PREFIXES: ReadonlySet<string> = new Set(LOCALES.filter((locale) => locale !== "en"));

export const contactRoutes = new Hono<AppEnv>({ strict: false });

// POST contact/newsletter {email}
contactRoutes.post("/newsletter", async (c) => {
  const body = await readJson(c);
  await subscribeNewsletter(c.var.ctx.services, body.email, c.var.ctx.locale, c.var.ctx.clientIp);
  return success(c, { data: true });
});

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Every public address: the static pages, template categories and templates, each in all 34 variants. */
export async function sitemapXml(services: Services): Promise<string> {
  const [categories, templates] = await Promise.all([
    services.prisma.templateCategory.findMany({ select: { slug: true }, orderBy: { slug: "asc" } }),
    services.prisma.formTemplate.findMany({ where: { ownerId: null }, select: { slug: true, updatedAt: true }, orderBy: { slug: "asc" } }),
  ]);
  const base = services.config.publicUrl;
  const prefixes = LOCALES.map((locale) => (locale === "en" ? "" : `/${locale}`));
  const entries: string[] = [];
  const add = (path: string, lastmod?: Date) => {
    for (const prefix of prefixes) {
      const loc = `${base}${prefix}${path === "/" && prefix ? "" : path}`;
      entries.push(`<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ""}</url>`);
    }
  };
  for (const path of PUBLIC_STATIC_PATHS) add(path);
  for (const category of categories) add(`/templates/${category.slug}`);
  for (const template of templates) add(`/template/${template.slug}`, template.updatedAt);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
}

/** /sitemap.xml (also under each language prefix) and /builds/latest.json on the app itself. */
export function siteRoutes(clientDir: string | undefined): Hono<AppEnv> {
  const routes = new Hono<AppEnv>({ strict: false });
  const sitemap = async (c: Context<AppEnv>) =>
    c.body(await sitemapXml(c.var.ctx.services), 200, { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" });
  routes.get("/sitemap.xml", sitemap);
  // Every address exists under each language prefix (SPEC.md §2): the same sitemap of all of them.
  // (The prefix is checked here: a regex alternation in the path lets Hono's combined router match /en too.)
  routes.get("/:locale/sitemap.xml", (c, next) => (LOCALE_PREFIXES.has(c.req.param("locale")) ? sitemap(c) : next()));
  // Written by the client build (client/vitePlugins.ts); read on each request so it never goes stale.
  routes.get("/builds/latest.json", (c) => {
    const file = clientDir ? path.join(clientDir, "builds", "latest.json") : null;
    const body = file && fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null;
    if (!body) return c.json({ status: "error", message: "Not found" }, 404);
    return c.body(body, 200, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
  });
  return routes;
}
