/**
 * Writes an ISO date (YYYY-MM-DD, as a date input gives it) in an owner's display format such
 * as MM/DD/YYYY (the default, SPEC.md §9), DD.MM.YYYY or D/M/YY. Returns "" for a bad date.
 */
export function formatDatePattern(isoDate: string, pattern: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return "";
  const [, year = "", month = "", day = ""] = match;
  // An all lower-case pattern (dd/mm/yyyy) means the same as its upper-case form.
  const normalized = pattern === pattern.toLowerCase() ? pattern.toUpperCase() : pattern;
  return normalized.replace(/YYYY|YY|MM|M|DD|D/g, (token) => {
    switch (token) {
      case "YYYY":
        return year;
      case "YY":
        return year.slice(2);
      case "MM":
        return month;
      case "M":
        return String(Number(month));
      case "DD":
        return day;
      default:
        return String(Number(day));
    }
  });
}
