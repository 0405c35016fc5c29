import type { Submission } from "../../generated/prisma/client.ts";
import type { Services } from "../../services.ts";
import { ValidationError } from "../errors.ts";
import { ANSWERS_MALFORMED, prepareAnswers } from "./answers.ts";
import { findOwnSubmission } from "./findOwnSubmission.ts";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The owner corrects a submission's answers, under the same rules as a visitor's submission.
 * Files no longer referenced are deleted; newly uploaded ones are linked.
 */
export async function editSubmission(services: Services, ownerId: string, submissionId: unknown, body: unknown): Promise<Submission> {
  const submission = await findOwnSubmission(services, ownerId, submissionId);
  if (!isRecord(body)) throw new ValidationError(ANSWERS_MALFORMED, { data: ANSWERS_MALFORMED });
  const { answers, fileIds } = await prepareAnswers(services, submission.form, body.data, submission.id);
  const dropped = await services.prisma.uploadedFile.findMany({
    where: { submissionId: submission.id, id: { notIn: fileIds } },
    select: { id: true, storageKey: true },
  });
  const [updated] = await services.prisma.$transaction([
    services.prisma.submission.update({ where: { id: submission.id }, data: { data: answers as object } }),
    services.prisma.uploadedFile.updateMany({
      where: { id: { in: fileIds }, formId: submission.formId, submissionId: null },
      data: { submissionId: submission.id },
    }),
    services.prisma.uploadedFile.deleteMany({ where: { id: { in: dropped.map((f) => f.id) } } }),
  ]);
  await Promise.all(dropped.map((f) => services.storage.delete(f.storageKey)));
  return updated;
}
