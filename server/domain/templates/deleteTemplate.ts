import type { Services } from "../../services.ts";
import { NotFoundError } from "../errors.ts";
import { TEMPLATE_NOT_FOUND } from "./templateView.ts";

/** Deletes one of the owner's own templates (built-in ones and other people's read as absent). */
export async function deleteTemplate(services: Services, ownerId: string, templateId: unknown): Promise<{ id: string }> {
  const template =
    typeof templateId === "string" && templateId.length <= 200
      ? await services.prisma.formTemplate.findFirst({ where: { id: templateId, ownerId }, select: { id: true } })
      : null;
  if (!template) throw new NotFoundError(TEMPLATE_NOT_FOUND);
  await services.prisma.formTemplate.delete({ where: { id: template.id } });
  return template;
}
