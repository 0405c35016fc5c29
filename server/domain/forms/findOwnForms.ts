import { z } from "zod";
import type { Form } from "../../generated/prisma/client.ts";
import type { Services } from "../../services.ts";
import { NotFoundError } from "../errors.ts";
import { parseInput } from "../validation.ts";
import { FORM_NOT_FOUND } from "./findOwnForm.ts";

export const MAX_BULK_FORMS = 500;
const ZQrIds = z
  .array(z.string().max(64))
  .min(1, "Select at least one form")
  .max(MAX_BULK_FORMS, `Select at most ${MAX_BULK_FORMS} forms`);

/** The owner's forms for a bulk action; one unknown or foreign qrId makes it "not found". */
export async function findOwnForms(services: Services, ownerId: string, qrIds: unknown): Promise<Form[]> {
  const ids = [...new Set(parseInput(z.object({ qrIds: ZQrIds }), { qrIds }).qrIds)];
  const forms = await services.prisma.form.findMany({ where: { ownerId, qrId: { in: ids } } });
  if (forms.length !== ids.length) throw new NotFoundError(FORM_NOT_FOUND);
  return forms;
}
