import type { Services } from "../../services.ts";

/** Deletes file rows, then their bytes (a failure leaves an orphan file, never a dangling row). */
export async function deleteUploadedFiles(services: Services, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const files = await services.prisma.uploadedFile.findMany({ where: { id: { in: ids } }, select: { storageKey: true } });
  await services.prisma.uploadedFile.deleteMany({ where: { id: { in: ids } } });
  await Promise.all(files.map((file) => services.storage.delete(file.storageKey)));
}
