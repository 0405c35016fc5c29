import type { Form } from "../../generated/prisma/client.ts";
import type { Services } from "../../services.ts";
import { ValidationError } from "../errors.ts";
import type { UploadCategory } from "../uploads/uploadPolicy.ts";
import type { TDb } from "./editOwnForm.ts";
import type { TFormPatch } from "./schemas.ts";

/** The form's image slots: API name → column and the upload category it takes. */
export const FORM_IMAGE_SLOTS = {
  logo: { column: "logoFileId", category: "logo" },
  backgroundImage: { column: "backgroundImageFileId", category: "background" },
  previewImage: { column: "previewImageFileId", category: "preview" },
} as const satisfies Record<string, { column: keyof Form; category: UploadCategory }>;
type Slot = keyof typeof FORM_IMAGE_SLOTS;
type Columns = Partial<Record<(typeof FORM_IMAGE_SLOTS)[Slot]["column"], string | null>>;

export const IMAGE_NOT_FOUND = "Upload the image first; this file id is unknown";

/**
 * Checks the file ids a patch links (the owner's own upload of the slot's category, not
 * another form's image) and says which files the change replaces, to delete afterwards.
 */
export async function linkFormImages(
  services: Services,
  ownerId: string,
  patch: Pick<TFormPatch, Slot>,
  current: Form | null,
  db: TDb = services.prisma,
): Promise<{ columns: Columns; replacedFileIds: string[] }> {
  const columns: Columns = {};
  const replacedFileIds: string[] = [];
  for (const slot of Object.keys(FORM_IMAGE_SLOTS) as Slot[]) {
    const fileId = patch[slot];
    if (fileId === undefined) continue;
    const { column, category } = FORM_IMAGE_SLOTS[slot];
    const old = current?.[column] ?? null;
    if (fileId === old) continue;
    if (fileId !== null) {
      const file = await db.uploadedFile.findFirst({
        where: { id: fileId, ownerId, category, submissionId: null, logoOf: null, backgroundImageOf: null, previewImageOf: null },
        select: { id: true },
      });
      if (!file) throw new ValidationError(IMAGE_NOT_FOUND, { [slot]: IMAGE_NOT_FOUND });
    }
    columns[column] = fileId;
    if (old) replacedFileIds.push(old);
  }
  return { columns, replacedFileIds };
}
