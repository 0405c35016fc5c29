// SPEC.md §4: when a form stops accepting answers. Pure, so the rule is unit-tested on its own.
import type { Form } from "../../generated/prisma/client.ts";

export type TExpiryType = "date" | "scans" | "ip";
export type TExpiredBy = TExpiryType | "inactive";

type TExpiryFields = Pick<Form, "active" | "expireByIP" | "expiryScans" | "expiryDate" | "scanCount">;

/** The applicable expiry type: ip if expireByIP; scans if expiryScans is set; otherwise date. */
export function applicableExpiryType(form: Pick<Form, "expireByIP" | "expiryScans">): TExpiryType {
  if (form.expireByIP) return "ip";
  if (form.expiryScans !== null && form.expiryScans !== undefined) return "scans";
  return "date";
}

/** YYYY-MM-DD of an instant in UTC: expiry dates have day precision. */
function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Why the form no longer accepts answers, or null when it does.
 * - inactive: the owner switched it off;
 * - date: today (UTC) is after expiryDate;
 * - scans: more scans were counted than expiryScans allows;
 * - ip: this client already answered a form limited to one answer per IP.
 */
export function formExpiredBy(form: TExpiryFields, context: { now: Date; answeredFromThisIp: boolean }): TExpiredBy | null {
  if (!form.active) return "inactive";
  switch (applicableExpiryType(form)) {
    case "ip":
      return context.answeredFromThisIp ? "ip" : null;
    case "scans":
      return form.scanCount > (form.expiryScans ?? 0) ? "scans" : null;
    case "date":
      return form.expiryDate && utcDay(context.now) > utcDay(form.expiryDate) ? "date" : null;
  }
}
