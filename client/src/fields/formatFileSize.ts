const UNITS = ["B", "KB", "MB", "GB", "TB"] as const;

/** A byte count in B, KB, MB, GB or TB, base 1024, with at most two decimals (SPEC.md §9). */
export function formatFileSize(bytes: number, locale = "en"): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return "0 B";
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  let rounded = unit === 0 ? Math.round(value) : Math.round(value * 100) / 100;
  // 1023.999 KB rounds up to the next unit.
  if (rounded >= 1024 && unit < UNITS.length - 1) {
    rounded = 1;
    unit += 1;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: false }).format(rounded)} ${UNITS[unit]}`;
}
