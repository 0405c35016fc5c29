import type { Submission } from "../../generated/prisma/client.ts";
import type { Services } from "../../services.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { findOwnForm } from "../forms/findOwnForm.ts";
import { findOwnSubmission, SUBMISSION_NOT_FOUND } from "./findOwnSubmission.ts";

export const SUBMISSION_IDS_INVALID = "submissionIds must be a list of submission ids";
export const FILE_NOT_FOUND = "File not found";
const MAX_BULK = 1000;

/** Deletes submissions and then their files' bytes (rows first: a failure leaves an orphan file, never a dangling row). */
async function removeSubmissions(services: Services, ids: string[]): Promise<void> {
  const files = await services.prisma.uploadedFile.findMany({ where: { submissionId: { in: ids } }, select: { id: true, storageKey: true } });
  await services.prisma.$transaction([
    services.prisma.uploadedFile.deleteMany({ where: { id: { in: files.map((f) => f.id) } } }),
    services.prisma.submission.deleteMany({ where: { id: { in: ids } } }),
  ]);
  await Promise.all(files.map((f) => services.storage.delete(f.storageKey)));
}

/** Deletes one of the owner's submissions with its files. */
export async function deleteSubmission(services: Services, ownerId: string, id: unknown): Promise<{ id: string }> {
  const submission = await findOwnSubmission(services, ownerId, id);
  await removeSubmissions(services, [submission.id]);
  return { id: submission.id };
}

/** Deletes several submissions of one of the owner's forms; if any is not that form's, none is deleted. */
export async function deleteSubmissions(services: Services, ownerId: string, qrId: unknown, ids: unknown): Promise<{ ids: string[] }> {
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > MAX_BULK || !ids.every((id) => typeof id === "string" && id.length <= 100)) {
    throw new ValidationError(SUBMISSION_IDS_INVALID, { submissionIds: SUBMISSION_IDS_INVALID });
  }
  const form = await findOwnForm(services, ownerId, qrId);
  const unique = [...new Set(ids as string[])];
  const found = await services.prisma.submission.findMany({ where: { id: { in: unique }, formId: form.id }, select: { id: true } });
  if (found.length !== unique.length) throw new NotFoundError(SUBMISSION_NOT_FOUND);
  await removeSubmissions(services, unique);
  return { ids: unique };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The answers without the file: removed from file lists, an emptied signature. */
export function answersWithoutFile(data: unknown, fileId: string): unknown {
  if (!isRecord(data)) return data;
  const result: Record<string, unknown> = {};
  for (const [key, answer] of Object.entries(data)) {
    if (!isRecord(answer)) {
      result[key] = answer;
      continue;
    }
    const value = answer.data;
    if (Array.isArray(value)) {
      result[key] = { ...answer, data: value.filter((ref) => !(isRecord(ref) && ref.fileId === fileId)) };
    } else if (isRecord(value) && value.fileId === fileId) {
      result[key] = { ...answer, data: { fileId: "", fileUrl: "" } };
    } else {
      result[key] = answer;
    }
  }
  return result;
}

/** Deletes one file of an answer (owner only) and clears it from the answer. */
export async function deleteSubmissionFile(services: Services, ownerId: string, fileId: unknown): Promise<Submission> {
  const file =
    typeof fileId === "string" && fileId.length > 0 && fileId.length <= 100
      ? await services.prisma.uploadedFile.findFirst({
          where: { id: fileId, submission: { form: { ownerId } } },
          include: { submission: true },
        })
      : null;
  if (!file || !file.submission) throw new NotFoundError(FILE_NOT_FOUND);
  const [, submission] = await services.prisma.$transaction([
    services.prisma.uploadedFile.delete({ where: { id: file.id } }),
    services.prisma.submission.update({
      where: { id: file.submission.id },
      data: { data: answersWithoutFile(file.submission.data, file.id) as object },
    }),
  ]);
  await services.storage.delete(file.storageKey);
  return submission;
}
