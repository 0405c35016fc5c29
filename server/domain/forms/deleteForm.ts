import type { Form } from "../../generated/prisma/client.ts";
import type { Services } from "../../services.ts";
import { findOwnForm } from "./findOwnForm.ts";
import { findOwnForms } from "./findOwnForms.ts";
import { storedQrOptions } from "./formUrls.ts";
import { releaseQrLogo } from "./qrLogoFile.ts";

/** Deletes the form with its submissions and every file that belonged to it. */
export async function deleteForm(services: Services, ownerId: string, qrId: unknown): Promise<{ id: string; qrId: string }> {
  const form = await findOwnForm(services, ownerId, qrId);
  await removeForms(services, ownerId, [form]);
  return { id: form.id, qrId: form.qrId };
}

/** Deletes several of the owner's forms; if any is not theirs, none is deleted. */
export async function deleteForms(services: Services, ownerId: string, qrIds: unknown): Promise<{ ids: string[] }> {
  const forms = await findOwnForms(services, ownerId, qrIds);
  await removeForms(services, ownerId, forms);
  return { ids: forms.map((form) => form.id) };
}

async function removeForms(services: Services, ownerId: string, forms: Form[]): Promise<void> {
  const formIds = forms.map((form) => form.id);
  const imageIds = forms
    .flatMap((form) => [form.logoFileId, form.backgroundImageFileId, form.previewImageFileId])
    .filter((id): id is string => id !== null);
  const files = await services.prisma.uploadedFile.findMany({
    where: { OR: [{ formId: { in: formIds } }, { id: { in: imageIds } }] },
    select: { id: true, storageKey: true },
  });
  await services.prisma.$transaction([
    services.prisma.form.deleteMany({ where: { id: { in: formIds }, ownerId } }),
    services.prisma.uploadedFile.deleteMany({ where: { id: { in: files.map((f) => f.id) } } }),
  ]);
  // Rows first, then bytes: a failure here leaves an orphan file, never a dangling row.
  const keys = [...files.map((f) => f.storageKey), ...forms.flatMap((form) => [form.qrSvgKey, form.qrPngKey])].filter(
    (k): k is string => !!k,
  );
  await Promise.all(keys.map((key) => services.storage.delete(key)));
  const logos = new Set(forms.map((form) => storedQrOptions(form.qrOptions).logo));
  for (const logo of logos) await releaseQrLogo(services, ownerId, logo);
}
