import crypto from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import type { UploadedFile } from "../../generated/prisma/client.ts";
import type { Services } from "../../services.ts";
import { AuthenticationError, FileTooLargeError, UnsupportedFileTypeError, ValidationError } from "../errors.ts";
import { assertFormOpen, findPublicForm, unlocks } from "../forms/publicForm.ts";
import { WRONG_FORM_PASSWORD } from "../submissions/errors.ts";
import { UPLOAD_CATEGORY_INVALID, UPLOAD_FILE_MISSING } from "./storeOwnerUpload.ts";
import { isUploadedBlob } from "./uploadedBlob.ts";
import { isUploadCategory, UPLOAD_POLICIES, type UploadPolicy } from "./uploadPolicy.ts";

/** Pending answer files not linked to a submission within this time may be purged. */
export const PENDING_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/** Valid UTF-8 without NUL bytes: what a .txt or .csv file looks like. */
function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The type of the bytes by content, or null when the policy does not allow it. */
async function sniff(bytes: Uint8Array, policy: UploadPolicy, name: string): Promise<{ mime: string; ext: string } | null> {
  const type = await fileTypeFromBuffer(bytes);
  if (type) return policy.mimeTypes.includes(type.mime) ? { mime: type.mime, ext: type.ext } : null;
  if (policy.text && isUtf8Text(bytes)) {
    return name.toLowerCase().endsWith(".csv") ? { mime: "text/csv", ext: "csv" } : { mime: "text/plain", ext: "txt" };
  }
  return null;
}

/**
 * Stores a visitor's answer file for a form that still accepts answers, and for a locked form
 * only with its password. The file is private (answers/<formId>/…, served to the form's owner
 * only) and pending until a submission links it.
 */
export async function storeVisitorUpload(
  services: Services,
  qrId: unknown,
  category: unknown,
  file: unknown,
  options: { clientIp: string; password?: string | null },
): Promise<UploadedFile> {
  const form = await findPublicForm(services, qrId);
  await services.rateLimits.consume(["upload", `${form.id} ${options.clientIp}`]);
  await assertFormOpen(services, form, options.clientIp);
  if (!(await unlocks(services, form, options.password, options.clientIp))) throw new AuthenticationError(WRONG_FORM_PASSWORD);
  if (!isUploadCategory(category) || UPLOAD_POLICIES[category].uploader !== "visitor") {
    throw new ValidationError(UPLOAD_CATEGORY_INVALID, { cat: UPLOAD_CATEGORY_INVALID });
  }
  if (!isUploadedBlob(file) || file.size === 0) throw new ValidationError(UPLOAD_FILE_MISSING, { userFile: UPLOAD_FILE_MISSING });
  const policy: UploadPolicy = UPLOAD_POLICIES[category];
  if (file.size > policy.maxBytes) throw new FileTooLargeError(policy.maxBytes);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const name = typeof file.name === "string" ? file.name.replace(/\u0000/g, "").slice(0, 255) : "";
  const type = await sniff(bytes, policy, name);
  if (!type) throw new UnsupportedFileTypeError(`This file type is not allowed here. Upload ${policy.kinds}.`);
  const storageKey = `answers/${form.id}/${crypto.randomUUID()}.${type.ext}`;
  await services.storage.put(storageKey, bytes);
  return services.prisma.uploadedFile.create({
    data: {
      formId: form.id,
      category,
      storageKey,
      originalName: name || `${category}.${type.ext}`,
      mimeType: type.mime,
      size: bytes.length,
    },
  });
}

/** Deletes answer files that were uploaded but never linked to a submission. */
export async function purgePendingUploads(services: Services, now = new Date()): Promise<number> {
  const stale = await services.prisma.uploadedFile.findMany({
    where: { formId: { not: null }, ownerId: null, submissionId: null, createdAt: { lt: new Date(now.getTime() - PENDING_UPLOAD_TTL_MS) } },
    select: { id: true, storageKey: true },
    take: 1000,
  });
  if (stale.length === 0) return 0;
  await services.prisma.uploadedFile.deleteMany({ where: { id: { in: stale.map((f) => f.id) }, submissionId: null } });
  await Promise.all(stale.map((f) => services.storage.delete(f.storageKey)));
  return stale.length;
}
