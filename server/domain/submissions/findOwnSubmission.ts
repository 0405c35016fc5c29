import type { Form, Submission } from "../../generated/prisma/client.ts";
import type { Services } from "../../services.ts";
import { NotFoundError } from "../errors.ts";

export const SUBMISSION_NOT_FOUND = "Submission not found";

/** A submission of one of the owner's forms; anyone else's is "not found", like a missing one. */
export async function findOwnSubmission(services: Services, ownerId: string, id: unknown): Promise<Submission & { form: Form }> {
  const submission =
    typeof id === "string" && id.length > 0 && id.length <= 100
      ? await services.prisma.submission.findFirst({ where: { id, form: { ownerId } }, include: { form: true } })
      : null;
  if (!submission) throw new NotFoundError(SUBMISSION_NOT_FOUND);
  return submission;
}
