import type { FormTemplate } from "../../generated/prisma/client.ts";
import type { Services } from "../../services.ts";
import { findTemplate } from "./templateQueries.ts";

/** Adds a template to the user's favorites or removes it; doing it twice changes nothing. */
export async function setTemplateFavorite(services: Services, userId: string, templateId: unknown, favorite: boolean): Promise<FormTemplate> {
  const template = await findTemplate(services, userId, { id: templateId });
  if (favorite) {
    await services.prisma.favorite.createMany({ data: [{ userId, templateId: template.id }], skipDuplicates: true });
  } else {
    await services.prisma.favorite.deleteMany({ where: { userId, templateId: template.id } });
  }
  return template;
}

/** Which of these templates the user marked as favorites (one query for a whole page). */
export async function favoriteTemplateIds(services: Services, userId: string, templateIds: readonly string[]): Promise<Set<string>> {
  if (templateIds.length === 0) return new Set();
  const rows = await services.prisma.favorite.findMany({ where: { userId, templateId: { in: [...templateIds] } }, select: { templateId: true } });
  return new Set(rows.map((row) => row.templateId));
}
