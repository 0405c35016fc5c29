// SPEC.md §7 form-template/* and form-template-category/*: envelopes over the templates domain.
import { Hono, type Context } from "hono";
import type { AppEnv } from "../app.ts";
import { ValidationError } from "../domain/errors.ts";
import { createTemplate } from "../domain/templates/createTemplate.ts";
import { setTemplateFavorite } from "../domain/templates/setTemplateFavorite.ts";
import {
  favoriteTemplatesWhere,
  findTemplate,
  findTemplateCategory,
  findTemplates,
  libraryWhere,
  ownTemplatesWhere,
  TEMPLATE_ORDER,
  templateCountsByCategory,
} from "../domain/templates/templateQueries.ts";
import {
  categoryName,
  isBuiltIn,
  isNewTemplate,
  templateDescription,
  templateFields,
  templateLook,
  templateTitle,
} from "../domain/templates/templateView.ts";
import type { FormTemplate, TemplateCategory } from "../generated/prisma/client.ts";
import { ownerId, readJson, success } from "./envelope.ts";

type Ctx = Context<AppEnv>;

/** A template as the legacy client reads it. */
function templateJson(c: Ctx, template: FormTemplate) {
  const { locale } = c.var.ctx;
  return {
    _id: template.id,
    slug: template.slug,
    categoryId: template.categoryId,
    title: templateTitle(template, locale),
    description: templateDescription(template, locale),
    builtIn: isBuiltIn(template),
    isNew: isNewTemplate(template),
    fields: templateFields(template, locale, template.createdAt.getTime()),
    qr: template.qrOptions ?? {},
    qrDesignTemplateId: template.qrDesignTemplateId,
    ...templateLook(template),
    createdAt: template.createdAt,
  };
}

function categoryJson(c: Ctx, category: TemplateCategory) {
  return { id: category.id, parentId: category.parentId ?? "0", name: categoryName(category, c.var.ctx.locale), slug: category.slug };
}

export const formTemplateRoutes = new Hono<AppEnv>({ strict: false });

// GET form-template/gets?categoryId=&limit= : built-in templates, all ('0' or none) or of one category.
formTemplateRoutes.get("/gets", async (c) => {
  const { services, locale } = c.var.ctx;
  const categoryId = c.req.query("categoryId");
  let categorySlug: string | null = null;
  if (categoryId && categoryId !== "0") {
    const category = await services.prisma.templateCategory.findFirst({ where: { OR: [{ id: categoryId }, { slug: categoryId }] }, select: { slug: true } });
    categorySlug = category?.slug ?? categoryId;
  }
  const where = await libraryWhere(services, { categorySlug, search: c.req.query("search"), locale });
  const templates = await findTemplates(services, where, c.req.query("limit"));
  return success(c, { data: templates.map((t) => templateJson(c, t)) });
});

formTemplateRoutes.get("/get", async (c) => {
  const template = await findTemplate(c.var.ctx.services, c.var.ctx.userId, { slug: c.req.query("slug") });
  return success(c, { data: templateJson(c, template) });
});

// POST form-template/create: my own template, from one of my forms {qrId, title?, description?, category?}
// or from a template body {title, description?, category?, fields?, qr?, appearance?, …}.
formTemplateRoutes.post("/create", async (c) => {
  const template = await createTemplate(c.var.ctx.services, ownerId(c), await readJson(c));
  return success(c, { data: templateJson(c, template) }, 201);
});

// GET form-template/favorites[?data=1]: ids, or whole templates; signed out: empty, without a query.
formTemplateRoutes.get("/favorites", async (c) => {
  const { services, userId } = c.var.ctx;
  if (!userId) return success(c, { data: [] });
  const templates = await services.prisma.formTemplate.findMany({ where: favoriteTemplatesWhere(userId), orderBy: TEMPLATE_ORDER });
  return success(c, { data: c.req.query("data") === "1" ? templates.map((t) => templateJson(c, t)) : templates.map((t) => t.id) });
});

// POST form-template/favorite/:id {type: "add" | "remove"}
formTemplateRoutes.post("/favorite/:id", async (c) => {
  const body = await readJson(c);
  if (body.type !== "add" && body.type !== "remove") throw new ValidationError('type must be "add" or "remove"', { type: 'type must be "add" or "remove"' });
  const template = await setTemplateFavorite(c.var.ctx.services, ownerId(c), c.req.param("id"), body.type === "add");
  return success(c, { data: { _id: template.id, isFavorite: body.type === "add" } });
});

// GET form-template/get-mine: my own templates; signed out: empty, without a query.
formTemplateRoutes.get("/get-mine", async (c) => {
  const { services, userId } = c.var.ctx;
  if (!userId) return success(c, { data: [] });
  const templates = await services.prisma.formTemplate.findMany({ where: ownTemplatesWhere(userId), orderBy: TEMPLATE_ORDER });
  return success(c, { data: templates.map((t) => templateJson(c, t)) });
});

export const formTemplateCategoryRoutes = new Hono<AppEnv>({ strict: false });

// GET form-template-category/gets[?items=1]: the tree as a flat list (parentId '0' = top level); items = template count.
formTemplateCategoryRoutes.get("/gets", async (c) => {
  const { services } = c.var.ctx;
  const categories = await services.prisma.templateCategory.findMany({ orderBy: [{ parentId: { sort: "asc", nulls: "first" } }, { position: "asc" }, { slug: "asc" }] });
  const counts = c.req.query("items") === "1" ? await templateCountsByCategory(services) : null;
  return success(c, { data: categories.map((category) => ({ ...categoryJson(c, category), ...(counts ? { items: counts.get(category.id) ?? 0 } : {}) })) });
});

// GET form-template-category/get?slug= : one category with its templates as items.
formTemplateCategoryRoutes.get("/get", async (c) => {
  const { services, locale } = c.var.ctx;
  const category = await findTemplateCategory(services, c.req.query("slug"));
  const templates = await findTemplates(services, await libraryWhere(services, { categorySlug: category.slug, locale }), c.req.query("limit") ?? "100");
  return success(c, { data: { ...categoryJson(c, category), items: templates.map((t) => templateJson(c, t)) } });
});
