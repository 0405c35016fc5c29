/** What the table shows: the applied search text and date range (YYYY-MM-DD, local days, inclusive). */
export interface SubmissionFilters {
  search: string;
  from: string;
  to: string;
}

export const NO_FILTERS: SubmissionFilters = { search: "", from: "", to: "" };

export function hasFilters(filters: SubmissionFilters): boolean {
  return filters.search !== "" || filters.from !== "" || filters.to !== "";
}

function localDay(day: string, offsetDays = 0): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + offsetDays);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The range as instants: from the start of the first day to the last millisecond of the last day, in the owner's time zone. */
export function filterVariables(filters: SubmissionFilters): { search: string | null; from: string | null; to: string | null } {
  const from = localDay(filters.from);
  const afterTo = localDay(filters.to, 1);
  return {
    search: filters.search || null,
    from: from ? from.toISOString() : null,
    to: afterTo ? new Date(afterTo.getTime() - 1).toISOString() : null,
  };
}

/** The streamed export of the submissions the table shows (SPEC.md §7): the session cookie authenticates. */
export function exportUrl(qrId: string, format: "csv" | "xlsx", filters: SubmissionFilters): string {
  const { search, from, to } = filterVariables(filters);
  const params = new URLSearchParams({ format, search: search ?? "", from: from ?? "", to: to ?? "" });
  return `/api/submission/export/${encodeURIComponent(qrId)}?${params.toString()}`;
}
