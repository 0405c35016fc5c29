// A QR logo is an upload referenced by URL inside qrOptions.logo (SPEC.md §3 keeps it a
// string). These helpers map such a URL back to the stored file.
import type { Services } from "../../services.ts";
import type { TDb } from "./editOwnForm.ts";
import { deleteUploadedFiles } from "../uploads/deleteUploadedFiles.ts";

/** The storage key of one of our own /files URLs, or null for anything else. */
export function ownFileKey(services: Services, url: string): string | null {
  const prefix = `${services.config.publicUrl}/files/`;
  const path = url.startsWith(prefix) ? url.slice(prefix.length) : url.startsWith("/files/") ? url.slice("/files/".length) : null;
  return path && /^uploads\/[A-Za-z0-9_-]+\/[A-Za-z0-9_.-]+$/.test(path) ? path : null;
}

/**
 * Deletes the owner's uploaded QR logo behind `url` once none of their forms uses it any
 * more (a clone shares its original's logo URL).
 */
export async function releaseQrLogo(services: Services, ownerId: string, url: string): Promise<void> {
  const key = ownFileKey(services, url);
  if (!key) return;
  const file = await services.prisma.uploadedFile.findFirst({ where: { storageKey: key, ownerId, category: "qrLogo" }, select: { id: true } });
  if (!file) return;
  const users = await services.prisma.form.count({ where: { ownerId, qrOptions: { path: ["logo"], equals: url } } });
  if (users === 0) await deleteUploadedFiles(services, [file.id]);
}

/** The logo as a data: URL when it is one of our files: sharp does not fetch URLs. */
export async function inlineOwnLogo(services: Services, logo: string, db: TDb = services.prisma): Promise<string> {
  const key = ownFileKey(services, logo);
  if (!key) return logo;
  const file = await db.uploadedFile.findUnique({ where: { storageKey: key }, select: { mimeType: true } });
  const bytes = file ? await services.storage.get(key) : null;
  return file && bytes ? `data:${file.mimeType};base64,${Buffer.from(bytes).toString("base64")}` : "";
}
