// The template library (SPEC.md §1, §3 Templates): categories, built-in templates, the viewer's
// own templates and favorites; "use this template" and "save as template".
import { decodeGlobalID, encodeGlobalID } from "@pothos/plugin-relay";
import { NotFoundError, ValidationError } from "../../domain/errors.ts";
import { createFormFromTemplate } from "../../domain/templates/createFormFromTemplate.ts";
import { createTemplateFromForm } from "../../domain/templates/createTemplateFromForm.ts";
import { deleteTemplate } from "../../domain/templates/deleteTemplate.ts";
import { setTemplateFavorite } from "../../domain/templates/setTemplateFavorite.ts";
import {
  favoriteTemplatesWhere,
  libraryWhere,
  ownTemplatesWhere,
  TEMPLATE_ORDER,
  templateCountsByCategory,
  visibleTemplateWhere,
} from "../../domain/templates/templateQueries.ts";
import {
  categoryName,
  isBuiltIn,
  isNewTemplate,
  TEMPLATE_NOT_FOUND,
  templateDescription,
  templateFields,
  templateLook,
  templateTitle,
} from "../../domain/templates/templateView.ts";
import type { RequestContext } from "../../context.ts";
import type { FormTemplate as FormTemplateRow, Prisma } from "../../generated/prisma/client.ts";
import { builder } from "../builder.ts";
import { Form, FormSuccess } from "./form.ts";
import { User } from "./user.ts";

// One count query per request, whatever the number of categories asked for.
const countsOfRequest = new WeakMap<RequestContext, Promise<Map<string, number>>>();
function categoryCounts(ctx: RequestContext): Promise<Map<string, number>> {
  let counts = countsOfRequest.get(ctx);
  if (!counts) {
    counts = templateCountsByCategory(ctx.services);
    countsOfRequest.set(ctx, counts);
  }
  return counts;
}

/** The library filter of `templates`; an unknown category lists nothing. */
async function listedTemplates(ctx: RequestContext, args: { category?: string | null; search?: string | null }): Promise<Prisma.FormTemplateWhereInput> {
  try {
    return await libraryWhere(ctx.services, { categorySlug: args.category, search: args.search, locale: ctx.locale });
  } catch (error) {
    if (error instanceof NotFoundError) return { id: { in: [] } };
    throw error;
  }
}

export const TemplateCategory = builder.prismaNode("TemplateCategory", {
  id: { field: "id" },
  // node(id:) reads an absent or hidden one as null (types/node.ts).
  nullable: true,
  description: "A node of the template category tree: about 20 groups, each with sub-categories.",
  fields: (t) => ({
    categoryId: t.exposeString("id", { description: "The raw id, as the REST shim names it." }),
    slug: t.exposeString("slug"),
    name: t.string({ description: "In the request's language.", resolve: (category, _a, ctx) => categoryName(category, ctx.locale) }),
    position: t.exposeInt("position"),
    parent: t.relation("parent", { nullable: true }),
    children: t.relation("children", { query: { orderBy: [{ position: "asc" }, { slug: "asc" }] } }),
    templateCount: t.int({
      description: "Built-in templates in it (a group counts its sub-categories' too).",
      resolve: async (category, _a, ctx) => (await categoryCounts(ctx)).get(category.id) ?? 0,
    }),
  }),
});

export const FormTemplate = builder.prismaNode("FormTemplate", {
  id: { field: "id" },
  // node(id:) reads an absent or hidden one as null (types/node.ts).
  nullable: true,
  description: "A form template: built into the library, or one of the viewer's own.",
  // Node lookups see the library and the viewer's own templates only.
  findUnique: (id, ctx) => ({ id, ...visibleTemplateWhere(ctx.userId) }) as Prisma.FormTemplateWhereUniqueInput,
  fields: (t) => ({
    templateId: t.exposeString("id", { description: "The raw id, as the REST shim names it." }),
    slug: t.exposeString("slug"),
    title: t.string({ resolve: (template, _a, ctx) => templateTitle(template, ctx.locale) }),
    description: t.string({ resolve: (template, _a, ctx) => templateDescription(template, ctx.locale) }),
    category: t.relation("category", { nullable: true }),
    builtIn: t.boolean({ description: "Part of the library (false: the viewer's own).", resolve: (template) => isBuiltIn(template) }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    isNew: t.boolean({ description: "Added in the last 30 days (SPEC.md §9).", resolve: (template) => isNewTemplate(template) }),
    isFavorite: t.boolean({
      description: "The viewer marked it as a favorite (false when signed out).",
      // Loaded with the template itself: one query for a whole page.
      select: (_args, ctx) => ({ favorites: { where: { userId: ctx.userId ?? "" }, take: 1, select: { userId: true } } }),
      resolve: (template) => template.favorites.length > 0,
    }),
    fields: t.field({
      type: "JSON",
      description: "The fields a form made from it starts with, keyed by field id in order, texts in the request's language.",
      resolve: (template, _a, ctx) => templateFields(template, ctx.locale, template.createdAt.getTime()),
    }),
    fieldCount: t.int({ resolve: (template) => (Array.isArray(template.fields) ? template.fields.length : 0) }),
    previewLabels: t.stringList({
      description: "The labels of its first questions, for a card's preview.",
      args: { first: t.arg.int({ defaultValue: 4 }) },
      resolve: (template, args, ctx) =>
        Object.values(templateFields(template, ctx.locale, template.createdAt.getTime()))
          .map((field) => field.option.label || field.displayName)
          .filter(Boolean)
          .slice(0, Math.min(Math.max(args.first ?? 4, 0), 20)),
    }),
    qrOptions: t.field({ type: "JSON", resolve: (template) => template.qrOptions ?? {} }),
    qrDesignTemplateId: t.exposeString("qrDesignTemplateId", { nullable: true }),
    headerColor: t.string({ nullable: true, resolve: (template) => templateLook(template).appearance.headerColor ?? null }),
    buttonColor: t.string({ nullable: true, resolve: (template) => templateLook(template).appearance.buttonColor ?? null }),
    backgroundType: t.string({ resolve: (template) => templateLook(template).backgroundType }),
    backgroundColor1: t.string({ nullable: true, resolve: (template) => templateLook(template).backgroundColor1 ?? null }),
    backgroundColor2: t.string({ nullable: true, resolve: (template) => templateLook(template).backgroundColor2 ?? null }),
  }),
});

builder.queryFields((t) => ({
  templateCategories: t.prismaField({
    type: ["TemplateCategory"],
    description: "The whole category tree, groups and sub-categories, in menu order (parentId shows the nesting).",
    resolve: (query, _root, _args, ctx) =>
      ctx.services.prisma.templateCategory.findMany({ ...query, orderBy: [{ parentId: { sort: "asc", nulls: "first" } }, { position: "asc" }, { slug: "asc" }] }),
  }),
  templateCategory: t.prismaField({
    type: "TemplateCategory",
    nullable: true,
    args: { slug: t.arg.string({ required: true }) },
    resolve: (query, _root, { slug }, ctx) => ctx.services.prisma.templateCategory.findUnique({ ...query, where: { slug } }),
  }),
  templates: t.prismaConnection({
    type: "FormTemplate",
    cursor: "id",
    description: "Built-in templates, newest first: all, of one category (with its sub-categories) or matching a search.",
    args: {
      category: t.arg.string({ description: "A category slug." }),
      search: t.arg.string({ description: "Words of the title, description or category, in the request's language or English." }),
    },
    totalCount: async (_parent, args, ctx) => ctx.services.prisma.formTemplate.count({ where: await listedTemplates(ctx, args) }),
    resolve: async (query, _root, args, ctx) =>
      ctx.services.prisma.formTemplate.findMany({ ...query, where: await listedTemplates(ctx, args), orderBy: TEMPLATE_ORDER }),
  }),
  template: t.prismaField({
    type: "FormTemplate",
    nullable: true,
    description: "A built-in template, or one of the viewer's own, by slug.",
    args: { slug: t.arg.string({ required: true }) },
    resolve: (query, _root, { slug }, ctx) => ctx.services.prisma.formTemplate.findFirst({ ...query, where: { slug, ...visibleTemplateWhere(ctx.userId) } }),
  }),
}));

builder.prismaObjectFields(User, (t) => ({
  myTemplates: t.prismaConnection({
    type: "FormTemplate",
    cursor: "id",
    description: "The user's own templates, newest first.",
    args: { search: t.arg.string() },
    totalCount: (user, args, ctx) => ctx.services.prisma.formTemplate.count({ where: ownTemplatesWhere(user.id, args.search) }),
    resolve: (query, user, args, ctx) =>
      ctx.services.prisma.formTemplate.findMany({ ...query, where: ownTemplatesWhere(user.id, args.search), orderBy: TEMPLATE_ORDER }),
  }),
  favoriteTemplates: t.prismaConnection({
    type: "FormTemplate",
    cursor: "id",
    description: "The templates the user marked as favorites, newest first.",
    totalCount: (user, _args, ctx) => ctx.services.prisma.formTemplate.count({ where: favoriteTemplatesWhere(user.id) }),
    resolve: (query, user, _args, ctx) =>
      ctx.services.prisma.formTemplate.findMany({ ...query, where: favoriteTemplatesWhere(user.id), orderBy: TEMPLATE_ORDER }),
  }),
}));

/** A FormTemplate global id (or, for the REST-minded, a raw id) → the raw id. */
function rawTemplateId(id: string): string {
  try {
    const decoded = decodeGlobalID(id);
    if (decoded.typename === "FormTemplate") return decoded.id;
  } catch {
    // not a global id
  }
  if (/^[a-z0-9]{10,40}$/.test(id)) return id;
  throw new NotFoundError(TEMPLATE_NOT_FOUND);
}

const TemplateSuccess = builder.objectRef<{ template: FormTemplateRow }>("TemplateSuccess").implement({
  fields: (t) => ({ template: t.field({ type: FormTemplate, resolve: (r) => r.template }) }),
});

const DeleteTemplateSuccess = builder.objectRef<{ id: string }>("DeleteTemplateSuccess").implement({
  fields: (t) => ({ deletedTemplateId: t.id({ resolve: (r) => encodeGlobalID("FormTemplate", r.id) }) }),
});

const templateIdInput = (name: string) =>
  builder.inputType(name, {
    fields: (f) => ({ templateId: f.id({ required: true, description: "FormTemplate.id (or its raw templateId)." }) }),
  });

const SetTemplateFavoriteInput = builder.inputType("SetTemplateFavoriteInput", {
  fields: (f) => ({ templateId: f.id({ required: true, description: "FormTemplate.id (or its raw templateId)." }), favorite: f.boolean({ required: true }) }),
});

builder.mutationFields((t) => ({
  setTemplateFavorite: t.field({
    type: TemplateSuccess,
    authScopes: { loggedIn: true },
    description: "Adds a template to the viewer's favorites, or removes it.",
    args: { input: t.arg({ type: SetTemplateFavoriteInput, required: true }) },
    errors: { types: [NotFoundError], union: { name: "SetTemplateFavoritePayload" } },
    resolve: async (_r, { input }, ctx) => ({
      template: await setTemplateFavorite(ctx.services, ctx.userId!, rawTemplateId(String(input.templateId)), input.favorite),
    }),
  }),
  createTemplateFromForm: t.field({
    type: TemplateSuccess,
    authScopes: { loggedIn: true },
    description: "Saves one of the viewer's forms as their own template (fields, look and QR design).",
    args: {
      input: t.arg({
        type: builder.inputType("CreateTemplateFromFormInput", {
          fields: (f) => ({
            qrId: f.string({ required: true }),
            title: f.string({ description: "Defaults to the form's title." }),
            description: f.string({ description: "Defaults to the form's short text." }),
            category: f.string({ description: "Slug of a library category to file it under." }),
          }),
        }),
        required: true,
      }),
    },
    errors: { types: [ValidationError, NotFoundError], union: { name: "CreateTemplateFromFormPayload" } },
    resolve: async (_r, { input }, ctx) => ({
      template: await createTemplateFromForm(ctx.services, ctx.userId!, {
        qrId: input.qrId,
        ...(input.title == null ? {} : { title: input.title }),
        ...(input.description == null ? {} : { description: input.description }),
        ...(input.category == null ? {} : { category: input.category }),
      }),
    }),
  }),
  createFormFromTemplate: t.field({
    type: FormSuccess,
    authScopes: { loggedIn: true },
    description: "Use this template: a new form of the viewer's with its fields (in the request's language), look and QR design.",
    args: { input: t.arg({ type: templateIdInput("CreateFormFromTemplateInput"), required: true }) },
    errors: { types: [NotFoundError], union: { name: "CreateFormFromTemplatePayload" } },
    resolve: async (_r, { input }, ctx) => ({
      form: await createFormFromTemplate(ctx.services, ctx.userId!, rawTemplateId(String(input.templateId)), ctx.locale),
    }),
  }),
  deleteTemplate: t.field({
    type: DeleteTemplateSuccess,
    authScopes: { loggedIn: true },
    description: "Deletes one of the viewer's own templates.",
    args: { input: t.arg({ type: templateIdInput("DeleteTemplateInput"), required: true }) },
    errors: { types: [NotFoundError], union: { name: "DeleteTemplatePayload" } },
    resolve: async (_r, { input }, ctx) => deleteTemplate(ctx.services, ctx.userId!, rawTemplateId(String(input.templateId))),
  }),
}));

// The form a template started, for "Use this template" flows that read it back.
builder.prismaObjectField(Form, "template", (t) =>
  t.prismaField({
    type: "FormTemplate",
    nullable: true,
    description: "The template this form was started from, if it still exists and the viewer may see it.",
    select: { templateId: true },
    resolve: (query, form, _a, ctx) =>
      form.templateId ? ctx.services.prisma.formTemplate.findFirst({ ...query, where: { id: form.templateId, ...visibleTemplateWhere(ctx.userId) } }) : null,
  }),
);
