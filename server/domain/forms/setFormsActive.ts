import type { Form } from "../../generated/prisma/client.ts";
import type { Services } from "../../services.ts";
import { ValidationError } from "../errors.ts";
import { findOwnForms } from "./findOwnForms.ts";

/** Activates or deactivates several of the owner's forms at once; all or none. */
export async function setFormsActive(services: Services, ownerId: string, qrIds: unknown, active: unknown): Promise<Form[]> {
  if (typeof active !== "boolean") throw new ValidationError("active must be true or false", { active: "Expected true or false" });
  const forms = await findOwnForms(services, ownerId, qrIds);
  const ids = forms.map((form) => form.id);
  await services.prisma.form.updateMany({ where: { id: { in: ids }, ownerId }, data: { active, version: { increment: 1 } } });
  return services.prisma.form.findMany({ where: { id: { in: ids } }, orderBy: { updatedAt: "desc" } });
}
