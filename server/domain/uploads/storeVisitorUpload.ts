import type { UploadedFile } from "../../generated/prisma/client.ts";
import type { Services } from "../../services.ts";
import { AuthenticationError, ValidationError } from "../errors.ts";
import { assertFormOpen, findPublicForm, unlocks } from "../forms/publicForm.ts";
import { WRONG_FORM_PASSWORD } from "../submissions/errors.ts";
import { UPLOAD_CATEGORY_INVALID } from "./storeOwnerUpload.ts";
import { isUploadCategory, UPLOAD_POLICIES } from "./uploadPolicy.ts";
import { UPLOAD_FILE_MISSING, writeUpload, type IncomingUpload } from "./writeUpload.ts";

/**
 * Stores a visitor's answer file for a form that still accepts answers, and for a locked form
 * only with its password. The file is private (answers/<formId>/…, served to the form's owner
 * only) and pending until a submission links it (purgePendingUploads removes it otherwise).
 * It is streamed to storage; the form and the category are checked before a byte is read.
 */
export async function storeVisitorUpload(
  services: Services,
  qrId: unknown,
  category: unknown,
  upload: IncomingUpload | null,
  options: { clientIp: string; password?: string | null },
): Promise<UploadedFile> {
  const form = await findPublicForm(services, qrId);
  await services.rateLimits.consume(["upload", `${form.id} ${options.clientIp}`]);
  await assertFormOpen(services, form, options.clientIp);
  if (!(await unlocks(services, form, options.password, options.clientIp))) throw new AuthenticationError(WRONG_FORM_PASSWORD);
  if (!isUploadCategory(category) || UPLOAD_POLICIES[category].uploader !== "visitor") {
    throw new ValidationError(UPLOAD_CATEGORY_INVALID, { cat: UPLOAD_CATEGORY_INVALID });
  }
  if (!upload) throw new ValidationError(UPLOAD_FILE_MISSING, { userFile: UPLOAD_FILE_MISSING });
  const file = await writeUpload(services, category, `answers/${form.id}`, upload);
  try {
    return await services.prisma.uploadedFile.create({ data: { formId: form.id, category, ...file } });
  } catch (error) {
    // No row, no file: bytes nobody can reach would never be purged.
    await services.storage.delete(file.storageKey);
    throw error;
  }
}
