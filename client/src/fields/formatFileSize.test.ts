import { formatFileSize } from "./formatFileSize.ts";

describe("formatFileSize", () => {
  it.each([
    [0, "0 B"],
    [-5, "0 B"],
    [Number.NaN, "0 B"],
    [1, "1 B"],
    [1023, "1023 B"],
    [1024, "1 KB"],
    [1536, "1.5 KB"],
    [1234567, "1.18 MB"],
    [1024 ** 2, "1 MB"],
    [1024 ** 2 - 1, "1 MB"],
    [5.25 * 1024 ** 3, "5.25 GB"],
    [1024 ** 4, "1 TB"],
    [3 * 1024 ** 5, "3072 TB"],
  ])("%d bytes → %s", (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });

  it("uses the locale's decimal separator", () => {
    expect(formatFileSize(1536, "de")).toBe("1,5 KB");
  });
});
