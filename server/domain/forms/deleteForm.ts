import type { Services } from "../../services.ts";
import { findOwnForm } from "./findOwnForm.ts";

/** Deletes the form with its submissions and every file that belonged to it. */
export async function deleteForm(services: Services, ownerId: string, qrId: unknown): Promise<{ id: string; qrId: string }> {
  const form = await findOwnForm(services, ownerId, qrId);
  const fileIds = [form.logoFileId, form.backgroundImageFileId, form.previewImageFileId].filter((id): id is string => id !== null);
  const files = await services.prisma.uploadedFile.findMany({
    where: { OR: [{ formId: form.id }, { id: { in: fileIds } }] },
    select: { id: true, storageKey: true },
  });
  await services.prisma.$transaction([
    services.prisma.form.delete({ where: { id: form.id } }),
    services.prisma.uploadedFile.deleteMany({ where: { id: { in: files.map((f) => f.id) } } }),
  ]);
  // Rows first, then bytes: a failure here leaves an orphan file, never a dangling row.
  const keys = [...files.map((f) => f.storageKey), form.qrSvgKey, form.qrPngKey].filter((k): k is string => !!k);
  await Promise.all(keys.map((key) => services.storage.delete(key)));
  return { id: form.id, qrId: form.qrId };
}
