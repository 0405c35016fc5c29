import { qrExportFileName, slugify } from "./qrExportFileName.ts";

describe("qrExportFileName", () => {
  test("slugifies the form title and appends kind and size", () => {
    expect(qrExportFileName("Customer feedback 2025", 512, "png")).toBe("customer-feedback-2025-qr-512.png");
    expect(qrExportFileName("  Été: Café & Crème!  ", 2048, "svg")).toBe("ete-cafe-creme-qr-2048.svg");
  });

  test("keeps letters of other scripts and drops path characters", () => {
    expect(qrExportFileName("アンケート 2025", 256, "png")).toBe("アンケート-2025-qr-256.png");
    expect(qrExportFileName("../../etc/passwd", 256, "svg")).toBe("etc-passwd-qr-256.svg");
  });

  test("falls back to 'form' when nothing usable is left", () => {
    expect(qrExportFileName("", 1024, "png")).toBe("form-qr-1024.png");
    expect(qrExportFileName("!!! ???", 1024, "svg")).toBe("form-qr-1024.svg");
  });

  test("limits long titles without a trailing dash", () => {
    const slug = slugify("word ".repeat(40));
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug.endsWith("-")).toBe(false);
  });
});
