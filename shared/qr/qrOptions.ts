// QR design options of a form (SPEC §3 "QR options", defaults from §9).
// Shared by the editor (palette, validation) and the server (PNG/SVG export),
// so this file must stay free of Node- or DOM-only imports.
import { z } from "zod";

/** Ids of the 14 data-module styles, in palette order. */
export const QR_PATTERN_IDS = [
  "pattern0", "pattern1", "pattern2", "pattern3", "pattern4", "pattern5", "pattern6",
  "pattern7", "pattern8", "pattern9", "pattern10", "pattern11", "pattern12", "pattern13",
] as const;
export type TQrPatternId = (typeof QR_PATTERN_IDS)[number];

export const QR_PATTERN_LABELS: Record<TQrPatternId, string> = {
  pattern0: "Square",
  pattern1: "Dots",
  pattern2: "Rounded",
  pattern3: "Extra rounded",
  pattern4: "Classy",
  pattern5: "Classy rounded",
  pattern6: "Vertical bars",
  pattern7: "Horizontal bars",
  pattern8: "Diamonds",
  pattern9: "Small squares",
  pattern10: "Stars",
  pattern11: "Tiles",
  pattern12: "Plus",
  pattern13: "Beads",
};

/** Ids of the finder-pattern ("eye") frame shapes. */
export const QR_EYE_OUTER_IDS = [
  "eyeOuter0", "eyeOuter1", "eyeOuter2", "eyeOuter3", "eyeOuter4",
  "eyeOuter5", "eyeOuter6", "eyeOuter7", "eyeOuter8",
] as const;
export type TQrEyeOuterId = (typeof QR_EYE_OUTER_IDS)[number];

export const QR_EYE_OUTER_LABELS: Record<TQrEyeOuterId, string> = {
  eyeOuter0: "Square",
  eyeOuter1: "Rounded",
  eyeOuter2: "Squircle",
  eyeOuter3: "Circle",
  eyeOuter4: "Leaf",
  eyeOuter5: "Drop",
  eyeOuter6: "Octagon",
  eyeOuter7: "Cushion",
  eyeOuter8: "Soft frame",
};

/** Ids of the finder-pattern ("eye") ball shapes. */
export const QR_EYE_INNER_IDS = [
  "eyeInner0", "eyeInner1", "eyeInner2", "eyeInner3", "eyeInner4",
  "eyeInner5", "eyeInner6", "eyeInner7", "eyeInner8",
] as const;
export type TQrEyeInnerId = (typeof QR_EYE_INNER_IDS)[number];

export const QR_EYE_INNER_LABELS: Record<TQrEyeInnerId, string> = {
  eyeInner0: "Square",
  eyeInner1: "Rounded",
  eyeInner2: "Circle",
  eyeInner3: "Leaf",
  eyeInner4: "Drop",
  eyeInner5: "Soft leaf",
  eyeInner6: "Octagon",
  eyeInner7: "Squircle",
  eyeInner8: "Cushion",
};

/** frame0 means "no frame". */
export const QR_FRAME_IDS = [
  "frame0", "frame1", "frame2", "frame3", "frame4", "frame5", "frame6", "frame7", "frame8",
] as const;
export type TQrFrameId = (typeof QR_FRAME_IDS)[number];

export const QR_FRAME_LABELS: Record<TQrFrameId, string> = {
  frame0: "None",
  frame1: "Banner below",
  frame2: "Banner above",
  frame3: "Rounded card",
  frame4: "Speech bubble",
  frame5: "Bubble above",
  frame6: "Corner brackets",
  frame7: "Ribbon",
  frame8: "Caption",
};

export const QR_GRADIENT_TYPES = ["linear", "radial", "diagonal2", "upDown"] as const;
export type TQrGradientType = (typeof QR_GRADIENT_TYPES)[number];

export const QR_FRAME_COLOR_TYPES = ["solid", "gradient"] as const;
export type TQrFrameColorType = (typeof QR_FRAME_COLOR_TYPES)[number];

// Stored values come without '#' ("054080"), the colour picker may add one (SPEC §5).
// The value is kept as given; the renderer normalises it.
const HEX_COLOR_RE = /^#?[0-9a-fA-F]{6}$/;
const zHex = (fallback: string) =>
  z.string().regex(HEX_COLOR_RE, { message: "Expected a 6-digit hex colour like 054080 or #054080" }).default(fallback);

export const ZQrOptions = z.object({
  size: z.number().int().min(100).max(2000).default(500),
  colorDark: zHex("054080"),
  color01: zHex("054080"),
  color02: zHex("f30505"),
  backgroundColor: zHex("ffffff"),
  gradient: z.boolean().default(false),
  grdType: z.enum(QR_GRADIENT_TYPES).default("linear"),
  eye_color: z.boolean().default(false),
  eye_color01: zHex("054080"),
  eye_color02: zHex("054080"),
  eye_outer: z.enum(QR_EYE_OUTER_IDS).default("eyeOuter0"),
  eye_inner: z.enum(QR_EYE_INNER_IDS).default("eyeInner0"),
  qrData: z.enum(QR_PATTERN_IDS).default("pattern0"),
  transparentBkg: z.boolean().default(false),
  // Any string is stored; the renderer only draws http(s) and data:image URLs.
  logo: z.string().max(300_000, "The logo is too large; upload it as a file").default(""),
  qrCategory: z.string().max(100).default(""),
  frame: z.enum(QR_FRAME_IDS).default("frame0"),
  frameText: z.string().max(64).default("SCAN ME"),
  frametextFont: z.string().max(100).default("Arial"),
  frameColor: zHex("054080"),
  frameColor2: zHex("0076d7"),
  frameColorType: z.enum(QR_FRAME_COLOR_TYPES).default("solid"),
});

/** Parsed options: every field present, defaults applied. */
export type TQrOptions = z.output<typeof ZQrOptions>;
/** What a client may send: every field optional. */
export type TQrOptionsInput = z.input<typeof ZQrOptions>;

export const DEFAULT_QR_OPTIONS: TQrOptions = Object.freeze(ZQrOptions.parse({}));
