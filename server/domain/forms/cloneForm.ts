import crypto from "node:crypto";
import { FORM_TITLE_MAX_LENGTH } from "../../../shared/forms/formTitle.ts";
import { Prisma, type Form, type UploadedFile } from "../../generated/prisma/client.ts";
import type { Services } from "../../services.ts";
import { ValidationError } from "../errors.ts";
import { findOwnForm } from "./findOwnForm.ts";
import { newQrId, newShortCode } from "./qrIds.ts";
import { renderFormQr } from "./renderFormQr.ts";

export const CLONE_PREFIX = "Copy of ";
export const CLONE_TITLE_TOO_LONG = `The copy's title ("${CLONE_PREFIX}" and this form's title) would be longer than ${FORM_TITLE_MAX_LENGTH} characters: shorten the title first`;

/** A copy of one of the owner's own files under a new key (a file belongs to one form). */
async function copyFile(services: Services, fileId: string | null): Promise<string | null> {
  if (!fileId) return null;
  const file: UploadedFile | null = await services.prisma.uploadedFile.findUnique({ where: { id: fileId } });
  const bytes = file && (await services.storage.get(file.storageKey));
  if (!file || !bytes) return null;
  const extension = file.storageKey.includes(".") ? file.storageKey.slice(file.storageKey.lastIndexOf(".")) : "";
  const copy = await services.prisma.uploadedFile.create({
    data: {
      ownerId: file.ownerId,
      category: file.category,
      storageKey: `uploads/${file.ownerId ?? "anonymous"}/${crypto.randomUUID()}${extension}`,
      originalName: file.originalName,
      mimeType: file.mimeType,
      size: file.size,
    },
  });
  await services.storage.put(copy.storageKey, bytes);
  return copy.id;
}

/** SPEC.md §4: the copy's title is prefixed 'Copy of '; it gets a new qrId and no submissions. */
export async function cloneForm(services: Services, ownerId: string, qrId: unknown): Promise<Form> {
  const source = await findOwnForm(services, ownerId, qrId);
  const {
    id: _id, qrId: _qrId, shortCode: _shortCode, qrSvgKey: _svg, qrPngKey: _png, scanCount: _scans, version: _version,
    createdAt: _created, updatedAt: _updated, logoFileId, backgroundImageFileId, previewImageFileId,
    appearance, fields, qrOptions, qrOptionsBeforeTemplate, title, ...settings
  } = source;
  // Refused rather than cut mid-word: the owner chooses the shorter title.
  const copyTitle = `${CLONE_PREFIX}${title}`;
  if (copyTitle.length > FORM_TITLE_MAX_LENGTH) throw new ValidationError(CLONE_TITLE_TOO_LONG, { title: CLONE_TITLE_TOO_LONG });
  const clone = await services.prisma.form.create({
    data: {
      ...settings,
      title: copyTitle,
      appearance: appearance ?? {},
      fields: fields ?? [],
      qrOptions: qrOptions ?? {},
      qrOptionsBeforeTemplate: qrOptionsBeforeTemplate ?? Prisma.DbNull,
      qrId: newQrId(),
      shortCode: newShortCode(),
      logoFileId: await copyFile(services, logoFileId),
      backgroundImageFileId: await copyFile(services, backgroundImageFileId),
      previewImageFileId: await copyFile(services, previewImageFileId),
    },
  });
  return renderFormQr(services, clone);
}
