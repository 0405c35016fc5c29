// Which templates a list shows: the library (by category and search), the viewer's own, or the
// viewer's favorites. Lists are newest first; the GraphQL connections and the REST shim share
// these filters.
import type { Locale } from "../../../shared/locales.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import type { Services } from "../../services.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { templateLibrary, templateMessages } from "./templateLibrary.ts";
import { CATEGORY_NOT_FOUND, TEMPLATE_NOT_FOUND } from "./templateView.ts";

export const TEMPLATE_ORDER: Prisma.FormTemplateOrderByWithRelationInput[] = [{ createdAt: "desc" }, { id: "desc" }];
const MAX_SEARCH = 200;

/** Lower case without accents, so "resume" finds "Résumé". */
function fold(value: string): string {
  return value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

const searchIndexes = new Map<Locale, { slug: string; text: string }[]>();

/** Each built-in template's searchable text in a locale (and in English): title, description, categories. */
function searchIndex(locale: Locale): { slug: string; text: string }[] {
  let index = searchIndexes.get(locale);
  if (!index) {
    const library = templateLibrary();
    const catalogues = locale === "en" ? [templateMessages("en")] : [templateMessages(locale), templateMessages("en")];
    const names = (id: string) => catalogues.map((messages) => messages[id] ?? "").join(" ");
    index = library.templates.map((template) => ({
      slug: template.slug,
      text: fold([template.title, template.description, `tpl.cat.${template.category}`, `tpl.cat.${template.groupSlug}`].map(names).join(" ")),
    }));
    searchIndexes.set(locale, index);
  }
  return index;
}

/** The library category by slug, with the ids of it and its sub-categories. */
export async function findTemplateCategory(services: Services, slug: unknown) {
  const category =
    typeof slug === "string" && slug.length <= 100
      ? await services.prisma.templateCategory.findUnique({ where: { slug }, include: { children: { select: { id: true } } } })
      : null;
  if (!category) throw new NotFoundError(CATEGORY_NOT_FOUND);
  return category;
}

export interface TTemplateFilter {
  categorySlug?: string | null;
  search?: string | null;
  locale: Locale;
}

/** Built-in templates, optionally of one category (a group includes its sub-categories) and matching a search. */
export async function libraryWhere(services: Services, filter: TTemplateFilter): Promise<Prisma.FormTemplateWhereInput> {
  const where: Prisma.FormTemplateWhereInput = { ownerId: null };
  if (filter.categorySlug) {
    const category = await findTemplateCategory(services, filter.categorySlug);
    where.categoryId = { in: [category.id, ...category.children.map((c) => c.id)] };
  }
  const search = filter.search?.trim().slice(0, MAX_SEARCH);
  if (search) {
    const words = fold(search).split(/\s+/);
    where.slug = { in: searchIndex(filter.locale).filter((entry) => words.every((word) => entry.text.includes(word))).map((entry) => entry.slug) };
  }
  return where;
}

/** The viewer's own templates, optionally matching a search in their title or description. */
export function ownTemplatesWhere(ownerId: string, search?: string | null): Prisma.FormTemplateWhereInput {
  const text = search?.trim().slice(0, MAX_SEARCH);
  return {
    ownerId,
    ...(text ? { OR: [{ title: { contains: text, mode: "insensitive" } }, { description: { contains: text, mode: "insensitive" } }] } : {}),
  };
}

/** The templates the viewer marked as favorites (built-in or their own). */
export function favoriteTemplatesWhere(userId: string): Prisma.FormTemplateWhereInput {
  return { favorites: { some: { userId } }, OR: [{ ownerId: null }, { ownerId: userId }] };
}

/** Templates a viewer may see: the library and their own; anyone else's read as absent. */
export function visibleTemplateWhere(viewerId: string | null): Prisma.FormTemplateWhereInput {
  return viewerId ? { OR: [{ ownerId: null }, { ownerId: viewerId }] } : { ownerId: null };
}

/** One template by id or slug, if the viewer may see it. */
export async function findTemplate(services: Services, viewerId: string | null, by: { id?: unknown; slug?: unknown }) {
  const key = by.id !== undefined ? by.id : by.slug;
  const template =
    typeof key === "string" && key.length > 0 && key.length <= 200
      ? await services.prisma.formTemplate.findFirst({ where: { ...(by.id !== undefined ? { id: key } : { slug: key }), ...visibleTemplateWhere(viewerId) } })
      : null;
  if (!template) throw new NotFoundError(TEMPLATE_NOT_FOUND);
  return template;
}

/** How many built-in templates each category holds; a group counts its sub-categories' too. */
export async function templateCountsByCategory(services: Services): Promise<Map<string, number>> {
  const [categories, groups] = await Promise.all([
    services.prisma.templateCategory.findMany({ select: { id: true, parentId: true } }),
    services.prisma.formTemplate.groupBy({ by: ["categoryId"], where: { ownerId: null }, _count: { _all: true } }),
  ]);
  const counts = new Map<string, number>();
  const parentOf = new Map(categories.map((c) => [c.id, c.parentId]));
  for (const group of groups) {
    if (!group.categoryId) continue;
    const n = group._count._all;
    counts.set(group.categoryId, (counts.get(group.categoryId) ?? 0) + n);
    const parent = parentOf.get(group.categoryId);
    if (parent) counts.set(parent, (counts.get(parent) ?? 0) + n);
  }
  return counts;
}

export const BAD_TEMPLATE_LIMIT = "limit must be a whole number from 1 to 100";

/** A page of templates for the REST shim: newest first, at most `limit` (1–100, default 24). */
export async function findTemplates(services: Services, where: Prisma.FormTemplateWhereInput, limit: unknown) {
  const raw = limit === undefined || limit === null || limit === "" ? 24 : typeof limit === "string" && /^\d+$/.test(limit) ? Number(limit) : limit;
  if (typeof raw !== "number" || !Number.isSafeInteger(raw) || raw < 1 || raw > 100) {
    throw new ValidationError(BAD_TEMPLATE_LIMIT, { limit: BAD_TEMPLATE_LIMIT });
  }
  return services.prisma.formTemplate.findMany({ where, orderBy: TEMPLATE_ORDER, take: raw });
}
