import { formatDatePattern } from "./formatDatePattern.ts";

describe("formatDatePattern", () => {
  it.each([
    ["2026-11-02", "MM/DD/YYYY", "11/02/2026"],
    ["2026-11-02", "DD.MM.YYYY", "02.11.2026"],
    ["2026-11-02", "D/M/YY", "2/11/26"],
    ["2026-11-02", "YYYY-MM-DD", "2026-11-02"],
    ["2026-01-09", "dd/mm/yyyy", "09/01/2026"],
    ["2026-13", "MM/DD/YYYY", ""],
  ])("%s in %s → %s", (iso, pattern, expected) => {
    expect(formatDatePattern(iso, pattern)).toBe(expected);
  });
});
