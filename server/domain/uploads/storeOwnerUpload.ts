import crypto from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import type { UploadedFile } from "../../generated/prisma/client.ts";
import type { Services } from "../../services.ts";
import { FileTooLargeError, UnsupportedFileTypeError, ValidationError } from "../errors.ts";
import { isUploadedBlob } from "./uploadedBlob.ts";
import { isUploadCategory, UPLOAD_POLICIES } from "./uploadPolicy.ts";

export const UPLOAD_CATEGORY_INVALID = "Unknown upload category";
export const UPLOAD_FILE_MISSING = "Choose a file to upload";

/**
 * Stores an owner's upload (logo, background, preview, QR logo, option image): size and
 * type are checked against the category's policy, the type by the file's content.
 * The file is not linked to anything yet; a form update links it.
 */
export async function storeOwnerUpload(services: Services, ownerId: string, category: unknown, file: unknown): Promise<UploadedFile> {
  if (!isUploadCategory(category) || UPLOAD_POLICIES[category].uploader !== "owner") {
    throw new ValidationError(UPLOAD_CATEGORY_INVALID, { cat: UPLOAD_CATEGORY_INVALID });
  }
  if (!isUploadedBlob(file) || file.size === 0) throw new ValidationError(UPLOAD_FILE_MISSING, { userFile: UPLOAD_FILE_MISSING });
  const policy = UPLOAD_POLICIES[category];
  if (file.size > policy.maxBytes) throw new FileTooLargeError(policy.maxBytes);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(policy.mimeTypes as readonly string[]).includes(type.mime)) {
    throw new UnsupportedFileTypeError(`This file type is not allowed here. Upload ${policy.kinds}.`);
  }
  const storageKey = `uploads/${ownerId}/${crypto.randomUUID()}.${type.ext}`;
  await services.storage.put(storageKey, bytes);
  const name = typeof file.name === "string" ? file.name.replace(/\u0000/g, "").slice(0, 255) : "";
  return services.prisma.uploadedFile.create({
    data: { ownerId, category, storageKey, originalName: name || `${category}.${type.ext}`, mimeType: type.mime, size: bytes.length },
  });
}
