import { isDeepStrictEqual } from "node:util";
import type { Form } from "../../generated/prisma/client.ts";
import type { Services } from "../../services.ts";
import { deleteUploadedFiles } from "../uploads/deleteUploadedFiles.ts";
import { parseInput } from "../validation.ts";
import { editOwnForm, parseFormVersion } from "./editOwnForm.ts";
import { formData } from "./formData.ts";
import { linkFormImages } from "./formImages.ts";
import { storedQrOptions } from "./formUrls.ts";
import { releaseQrLogo } from "./qrLogoFile.ts";
import { renderFormQr } from "./renderFormQr.ts";
import { ZFormPatch } from "./schemas.ts";

/**
 * Changes only what the patch names (autosave sends small patches). QR options merge onto
 * the stored ones; when they really change, the QR code is drawn again and the applied
 * design template is cleared. A replaced image file is deleted. Every edit bumps the form's
 * version; given the version the client last saw, a stale edit is a 409 (editOwnForm).
 */
export async function updateForm(
  services: Services,
  ownerId: string,
  qrId: unknown,
  input: unknown,
  options: { version?: unknown } = {},
): Promise<Form> {
  const version = parseFormVersion(options.version);
  const { updated, replacedFileIds, releasedLogo } = await editOwnForm(services, ownerId, qrId, version, async (tx, form) => {
    const raw = (input ?? {}) as { qrOptions?: unknown };
    const stored = storedQrOptions(form.qrOptions);
    const merged = raw.qrOptions && typeof raw.qrOptions === "object" ? { ...raw, qrOptions: { ...stored, ...raw.qrOptions } } : raw;
    const patch = parseInput(ZFormPatch, merged);
    if (patch.qrOptions && isDeepStrictEqual(patch.qrOptions, stored)) delete patch.qrOptions;
    const { columns, replacedFileIds } = await linkFormImages(services, ownerId, patch, form, tx);
    let updated = await tx.form.update({
      where: { id: form.id },
      data: { ...(await formData(patch, form)), ...columns, version: { increment: 1 } },
    });
    // Drawn under the lock: the stored image is always the one of the saved options.
    if (patch.qrOptions) updated = await renderFormQr(services, updated, tx);
    const releasedLogo = patch.qrOptions && stored.logo !== patch.qrOptions.logo ? stored.logo : null;
    return { updated, replacedFileIds, releasedLogo };
  });
  await deleteUploadedFiles(services, replacedFileIds);
  if (releasedLogo !== null) await releaseQrLogo(services, ownerId, releasedLogo);
  return updated;
}
