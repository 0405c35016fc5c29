import type { Services } from "../../services.ts";
import { ValidationError } from "../errors.ts";
import { findOwnForm } from "../forms/findOwnForm.ts";
import {
  countSubmissions, decodeCursor, encodeCursor, findSubmissionsPage, type TSubmissionFilter, type TSubmissionRow,
} from "./submissionQueries.ts";

export const MAX_PAGE_SIZE = 100;

export interface TSubmissionPage {
  rows: TSubmissionRow[];
  hasNextPage: boolean;
  totalCount: () => Promise<number>;
}

/** The owner's form's submissions, newest first (404 for anyone else's form). */
export async function listSubmissions(
  services: Services,
  ownerId: string,
  qrId: unknown,
  options: TSubmissionFilter & { first?: number | null; after?: string | null },
): Promise<TSubmissionPage> {
  const form = await findOwnForm(services, ownerId, qrId);
  return listFormSubmissions(services, form.id, options);
}

/** Submissions of a form already known to be the viewer's. */
export async function listFormSubmissions(
  services: Services,
  formId: string,
  options: TSubmissionFilter & { first?: number | null; after?: string | null },
): Promise<TSubmissionPage> {
  const first = Math.min(Math.max(options.first ?? 20, 0), MAX_PAGE_SIZE);
  const after = options.after ? decodeCursor(options.after) : null;
  const filter: TSubmissionFilter = { search: options.search, from: options.from, to: options.to };
  const rows = await findSubmissionsPage(services, formId, filter, first + 1, after);
  return {
    rows: rows.slice(0, first),
    hasNextPage: rows.length > first,
    totalCount: () => countSubmissions(services, formId, filter),
  };
}

export { encodeCursor };

export const BAD_PAGE = "limit and offset must be whole numbers (limit 1–1000)";

function pageParam(value: unknown, fallback: number, min: number, max: number): number {
  if (value === undefined || value === null || value === "") return fallback;
  const n = typeof value === "number" ? value : typeof value === "string" && /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) throw new ValidationError(BAD_PAGE, { limit: BAD_PAGE });
  return n;
}

/**
 * The REST shim's offset pages (submission/gets): newest first, limit 1–1000 (default 100),
 * with the form's total so a client knows whether more pages exist.
 */
export async function listSubmissionsByOffset(
  services: Services,
  ownerId: string,
  qrId: unknown,
  options: { limit?: unknown; offset?: unknown },
): Promise<{ rows: TSubmissionRow[]; total: number }> {
  const form = await findOwnForm(services, ownerId, qrId);
  const limit = pageParam(options.limit, 100, 1, 1000);
  const offset = pageParam(options.offset, 0, 0, 10_000_000);
  const [rows, total] = await Promise.all([
    services.prisma.submission.findMany({
      where: { formId: form.id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: offset,
      take: limit,
      select: { id: true, data: true, createdAt: true },
    }),
    services.prisma.submission.count({ where: { formId: form.id } }),
  ]);
  return { rows, total };
}
