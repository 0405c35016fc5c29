// SPEC.md §4 scan limits count visitors, not requests: a replayed getqr?scan=1 must not close
// a form. A scan counts once per visitor per form per UTC day.
import crypto from "node:crypto";
import type { Services } from "../../services.ts";

/** Days of scan rows kept: enough to know today's (and a late yesterday's) visitors. */
export const SCAN_RETENTION_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The visitor as stored: a keyed hash of the client address, per form, never the address itself. */
export function scanVisitorHash(services: Services, formId: string, clientIp: string): string {
  return crypto.createHmac("sha256", services.config.jwtSecret).update(`scan\n${formId}\n${clientIp}`).digest("hex");
}

function utcDay(now: Date): Date {
  return new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
}

/**
 * Counts a scan of the form by this client unless it was already counted today (UTC).
 * Returns the form's scan count afterwards. The primary key (form, visitor, day) decides races.
 */
export async function countFormScan(services: Services, form: { id: string; scanCount: number }, clientIp: string, now = new Date()): Promise<number> {
  const { count } = await services.prisma.formScan.createMany({
    data: [{ formId: form.id, visitorHash: scanVisitorHash(services, form.id, clientIp), day: utcDay(now) }],
    skipDuplicates: true,
  });
  if (count === 0) return form.scanCount;
  const counted = await services.prisma.form.update({ where: { id: form.id }, data: { scanCount: { increment: 1 } }, select: { scanCount: true } });
  return counted.scanCount;
}

/** Drops scan rows older than SCAN_RETENTION_DAYS (the hourly job); returns how many. */
export async function purgeFormScans(services: Services, now = new Date()): Promise<number> {
  const { count } = await services.prisma.formScan.deleteMany({ where: { day: { lt: new Date(utcDay(now).getTime() - SCAN_RETENTION_DAYS * DAY_MS) } } });
  return count;
}
