import type { UploadedFile } from "../../generated/prisma/client.ts";
import type { Services } from "../../services.ts";
import { ValidationError } from "../errors.ts";
import { isUploadCategory, UPLOAD_POLICIES } from "./uploadPolicy.ts";
import { UPLOAD_FILE_MISSING, writeUpload, type IncomingUpload } from "./writeUpload.ts";

export const UPLOAD_CATEGORY_INVALID = "Unknown upload category";

/**
 * Stores an owner's upload (logo, background, preview, QR logo, option image) as it streams in:
 * size and type are checked against the category's policy, the type by the file's content.
 * The file is not linked to anything yet; a form update links it.
 */
export async function storeOwnerUpload(services: Services, ownerId: string, category: unknown, upload: IncomingUpload | null): Promise<UploadedFile> {
  if (!isUploadCategory(category) || UPLOAD_POLICIES[category].uploader !== "owner") {
    throw new ValidationError(UPLOAD_CATEGORY_INVALID, { cat: UPLOAD_CATEGORY_INVALID });
  }
  if (!upload) throw new ValidationError(UPLOAD_FILE_MISSING, { userFile: UPLOAD_FILE_MISSING });
  const file = await writeUpload(services, category, `uploads/${ownerId}`, upload);
  try {
    return await services.prisma.uploadedFile.create({ data: { ownerId, category, ...file } });
  } catch (error) {
    // No row, no file: bytes nobody can reach would never be purged.
    await services.storage.delete(file.storageKey);
    throw error;
  }
}
