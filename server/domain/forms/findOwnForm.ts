import type { Form } from "../../generated/prisma/client.ts";
import type { Services } from "../../services.ts";
import { NotFoundError } from "../errors.ts";

export const FORM_NOT_FOUND = "Form not found";

/** The owner's form by qrId. Someone else's form is "not found", exactly like a missing one. */
export async function findOwnForm(services: Services, ownerId: string, qrId: unknown): Promise<Form> {
  const form =
    typeof qrId === "string" && qrId.length <= 64
      ? await services.prisma.form.findFirst({ where: { qrId, ownerId } })
      : null;
  if (!form) throw new NotFoundError(FORM_NOT_FOUND);
  return form;
}
