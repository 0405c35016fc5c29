import { Prisma } from "../../generated/prisma/client.ts";
import type { Services } from "../../services.ts";

/** A visitor's file not linked to a submission within this time is purged. */
export const PENDING_UPLOAD_TTL_MS = 60 * 60 * 1000;
/** How often the purge runs (and once at start). */
export const PENDING_UPLOAD_PURGE_INTERVAL_MS = 15 * 60 * 1000;
const BATCH = 500;

/**
 * Deletes every visitor file uploaded more than an hour ago that no submission links, in
 * batches until none is left. Each row is deleted and its key returned by one statement that
 * re-checks "not linked", so a submission linking the file at that moment keeps it, and two
 * processes purging at once never both delete one file. Also clears files a crash cut short.
 */
export async function purgePendingUploads(services: Services, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - PENDING_UPLOAD_TTL_MS);
  // Columns hold UTC without a zone; text cast to timestamp ignores the "Z", whatever the session's zone.
  let purged = 0;
  for (;;) {
    const rows = await services.prisma.$queryRaw<{ storage_key: string }[]>(Prisma.sql`
      DELETE FROM uploaded_files
      WHERE id IN (
        SELECT id FROM uploaded_files
        WHERE form_id IS NOT NULL AND owner_id IS NULL AND submission_id IS NULL AND created_at < CAST(${before.toISOString()} AS timestamp)
        LIMIT ${BATCH}
      ) AND submission_id IS NULL
      RETURNING storage_key`);
    await Promise.all(rows.map((row) => services.storage.delete(row.storage_key)));
    purged += rows.length;
    if (rows.length < BATCH) break;
  }
  await services.storage.purgeIncomplete(before);
  return purged;
}

/** Purges now and then every 15 minutes; returns a stop function. */
export function startPendingUploadPurge(services: Services, intervalMs = PENDING_UPLOAD_PURGE_INTERVAL_MS): () => void {
  const run = async () => {
    try {
      const purged = await purgePendingUploads(services);
      if (purged > 0) console.log(`purged ${purged} pending upload(s) older than an hour`);
    } catch (error) {
      console.error("pending upload purge failed", error);
    }
  };
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
