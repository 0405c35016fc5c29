// Reading a form's submissions newest first with a keyset cursor (created_at, id): every page
// is an index range scan of submissions(form_id, created_at desc, id desc), fast at 100,000 rows.
import { Prisma } from "../../generated/prisma/client.ts";
import type { Services } from "../../services.ts";
import { ValidationError } from "../errors.ts";
import { isStorableDate } from "../validation.ts";

export interface TSubmissionFilter {
  /** Part of any answer's text, any case. */
  search?: string | null;
  /** Submitted at or after. */
  from?: Date | null;
  /** Submitted at or before. */
  to?: Date | null;
}

export interface TSubmissionRow {
  id: string;
  data: unknown;
  createdAt: Date;
}

export interface TSubmissionCursor {
  createdAt: Date;
  id: string;
}

export const BAD_CURSOR = "Invalid cursor";
export const BAD_DATE = "Invalid date";

export function encodeCursor(row: TSubmissionCursor): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString("base64url");
}

export function decodeCursor(cursor: string): TSubmissionCursor {
  const [iso, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const createdAt = new Date(iso ?? "");
  if (!id || !isStorableDate(createdAt) || id.length > 100) throw new ValidationError(BAD_CURSOR, { after: BAD_CURSOR });
  return { createdAt, id };
}

/** A date from an API parameter (ISO string or Date); 400 when it is not one PostgreSQL can store. */
export function parseDateParam(value: unknown, name: string): Date | null {
  if (value === undefined || value === null || value === "") return null;
  const date = value instanceof Date ? value : typeof value === "string" ? new Date(value) : new Date(NaN);
  if (!isStorableDate(date)) throw new ValidationError(BAD_DATE, { [name]: BAD_DATE });
  return date;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const ts = (date: Date) => Prisma.sql`${date.toISOString()}::timestamp`;

function whereClause(formId: string, filter: TSubmissionFilter, after?: TSubmissionCursor | null): Prisma.Sql {
  const parts: Prisma.Sql[] = [Prisma.sql`s.form_id = ${formId}`];
  const search = filter.search?.trim().slice(0, 200);
  if (search) {
    // Only the answers (each entry's data), not the labels and options stored beside them.
    parts.push(
      Prisma.sql`EXISTS (SELECT 1 FROM jsonb_each(s.data) AS e WHERE (e.value -> 'data')::text ILIKE ${`%${escapeLike(search)}%`})`,
    );
  }
  if (filter.from) parts.push(Prisma.sql`s.created_at >= ${ts(filter.from)}`);
  if (filter.to) parts.push(Prisma.sql`s.created_at <= ${ts(filter.to)}`);
  if (after) parts.push(Prisma.sql`(s.created_at, s.id) < (${ts(after.createdAt)}, ${after.id})`);
  return Prisma.join(parts, " AND ");
}

/** One page of a form's submissions, newest first, after the cursor. */
export async function findSubmissionsPage(
  services: Services,
  formId: string,
  filter: TSubmissionFilter,
  limit: number,
  after?: TSubmissionCursor | null,
): Promise<TSubmissionRow[]> {
  const rows = await services.prisma.$queryRaw<{ id: string; data: unknown; created_at: Date | string }[]>`
    SELECT s.id, s.data, s.created_at FROM submissions AS s
    WHERE ${whereClause(formId, filter, after)}
    ORDER BY s.created_at DESC, s.id DESC
    LIMIT ${limit}`;
  return rows.map((row) => ({
    id: row.id,
    data: typeof row.data === "string" ? JSON.parse(row.data) : row.data,
    createdAt: row.created_at instanceof Date ? row.created_at : new Date(`${row.created_at}Z`),
  }));
}

export async function countSubmissions(services: Services, formId: string, filter: TSubmissionFilter): Promise<number> {
  const [row] = await services.prisma.$queryRaw<{ count: bigint | number }[]>`
    SELECT count(*) AS count FROM submissions AS s WHERE ${whereClause(formId, filter)}`;
  return Number(row?.count ?? 0);
}

/** Every matching submission, page by page: memory stays at one page whatever the total. */
export async function* submissionPages(
  services: Services,
  formId: string,
  filter: TSubmissionFilter,
  pageSize = 1000,
): AsyncGenerator<TSubmissionRow[]> {
  let after: TSubmissionCursor | null = null;
  for (;;) {
    const page = await findSubmissionsPage(services, formId, filter, pageSize, after);
    if (page.length > 0) yield page;
    if (page.length < pageSize) return;
    after = page[page.length - 1]!;
  }
}
