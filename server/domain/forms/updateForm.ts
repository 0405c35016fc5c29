import { isDeepStrictEqual } from "node:util";
import type { Form } from "../../generated/prisma/client.ts";
import type { Services } from "../../services.ts";
import { deleteUploadedFiles } from "../uploads/deleteUploadedFiles.ts";
import { parseInput } from "../validation.ts";
import { findOwnForm } from "./findOwnForm.ts";
import { formData } from "./formData.ts";
import { linkFormImages } from "./formImages.ts";
import { storedQrOptions } from "./formUrls.ts";
import { releaseQrLogo } from "./qrLogoFile.ts";
import { renderFormQr } from "./renderFormQr.ts";
import { ZFormPatch } from "./schemas.ts";

/**
 * Changes only what the patch names (autosave sends small patches). QR options merge onto
 * the stored ones; when they really change, the QR code is drawn again and the applied
 * design template is cleared. A replaced image file is deleted.
 */
export async function updateForm(services: Services, ownerId: string, qrId: unknown, input: unknown): Promise<Form> {
  const form = await findOwnForm(services, ownerId, qrId);
  const raw = (input ?? {}) as { qrOptions?: unknown };
  const stored = storedQrOptions(form.qrOptions);
  const merged = raw.qrOptions && typeof raw.qrOptions === "object" ? { ...raw, qrOptions: { ...stored, ...raw.qrOptions } } : raw;
  const patch = parseInput(ZFormPatch, merged);
  if (patch.qrOptions && isDeepStrictEqual(patch.qrOptions, stored)) delete patch.qrOptions;
  const { columns, replacedFileIds } = await linkFormImages(services, ownerId, patch, form);
  const updated = await services.prisma.form.update({
    where: { id: form.id },
    data: { ...(await formData(patch, form)), ...columns },
  });
  await deleteUploadedFiles(services, replacedFileIds);
  if (!patch.qrOptions) return updated;
  if (stored.logo !== patch.qrOptions.logo) await releaseQrLogo(services, ownerId, stored.logo);
  return renderFormQr(services, updated);
}
