import { QR_DESIGN_TEMPLATES } from "../../../../shared/qr/qrDesignTemplates.ts";
import {
  QR_EYE_INNER_IDS, QR_EYE_INNER_LABELS, QR_EYE_OUTER_IDS, QR_EYE_OUTER_LABELS, QR_FRAME_IDS, QR_FRAME_LABELS,
  QR_PATTERN_IDS, QR_PATTERN_LABELS,
} from "../../../../shared/qr/qrOptions.ts";
import { contrastRatio, hasLowQrContrast } from "./contrastRatio.ts";
import { isMixedRoundSquareEyes } from "./isMixedRoundSquareEyes.ts";
import { eyeInnerMessages, eyeOuterMessages, frameMessages, patternMessages, templateMessages } from "./qrChoiceMessages.ts";

describe("choice messages", () => {
  // The catalogue must cover every id, with the shared English name as its default.
  test.each([
    ["patterns", QR_PATTERN_IDS, patternMessages, QR_PATTERN_LABELS],
    ["eye frames", QR_EYE_OUTER_IDS, eyeOuterMessages, QR_EYE_OUTER_LABELS],
    ["eye centres", QR_EYE_INNER_IDS, eyeInnerMessages, QR_EYE_INNER_LABELS],
    ["frames", QR_FRAME_IDS, frameMessages, QR_FRAME_LABELS],
  ] as const)("%s", (_name, ids, messages, labels) => {
    for (const id of ids) {
      const message = (messages as Record<string, { id?: string; defaultMessage?: unknown; description?: unknown }>)[id];
      expect(message?.defaultMessage).toBe((labels as Record<string, string>)[id]);
      expect(message?.id).toMatch(/^qrDesign\.[a-zA-Z]+\.[a-zA-Z0-9]+$/);
      expect(message?.description).toEqual(expect.any(String));
    }
  });

  test("templates", () => {
    for (const template of QR_DESIGN_TEMPLATES) {
      expect(templateMessages[template.id]?.defaultMessage).toBe(template.name);
    }
  });
});

describe("isMixedRoundSquareEyes", () => {
  test("warns for a round frame with a square centre and the reverse", () => {
    expect(isMixedRoundSquareEyes("eyeOuter3", "eyeInner0")).toBe(true);
    expect(isMixedRoundSquareEyes("eyeOuter0", "eyeInner2")).toBe(true);
    expect(isMixedRoundSquareEyes("eyeOuter2", "eyeInner0")).toBe(true);
  });
  test("accepts matching or in-between shapes", () => {
    expect(isMixedRoundSquareEyes("eyeOuter0", "eyeInner0")).toBe(false);
    expect(isMixedRoundSquareEyes("eyeOuter3", "eyeInner2")).toBe(false);
    expect(isMixedRoundSquareEyes("eyeOuter1", "eyeInner1")).toBe(false);
    expect(isMixedRoundSquareEyes("eyeOuter4", "eyeInner0")).toBe(false);
  });
  test("no built-in template uses a mixed pair", () => {
    for (const t of QR_DESIGN_TEMPLATES) {
      expect(isMixedRoundSquareEyes(t.config.eye_outer ?? "eyeOuter0", t.config.eye_inner ?? "eyeInner0")).toBe(false);
    }
  });
});

describe("contrast", () => {
  test("ratio", () => {
    expect(contrastRatio("000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("054080", "054080")).toBeCloseTo(1, 5);
    expect(contrastRatio("nope", "ffffff")).toBeNull();
  });
  test("dark on light passes, pale or inverted colours warn", () => {
    expect(hasLowQrContrast(["054080"], "ffffff")).toBe(false);
    expect(hasLowQrContrast(["054080", "f30505"], "ffffff")).toBe(false);
    expect(hasLowQrContrast(["cbd5e1"], "ffffff")).toBe(true);
    expect(hasLowQrContrast(["ffffff"], "0f172a")).toBe(true);
  });
  test("every built-in template passes", () => {
    for (const t of QR_DESIGN_TEMPLATES) {
      const c = { colorDark: "054080", color01: "054080", color02: "f30505", backgroundColor: "ffffff", eye_color01: "054080", eye_color02: "054080", ...t.config };
      const fg = [...(c.gradient ? [c.color01, c.color02] : [c.colorDark]), ...(c.eye_color ? [c.eye_color01, c.eye_color02] : [])];
      expect([t.id, hasLowQrContrast(fg, c.backgroundColor)]).toEqual([t.id, false]);
    }
  });
});
