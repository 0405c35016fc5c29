// The 19 built-in QR design templates (SPEC.md §3 "QR design template", §4).
// Each config holds only the options it sets; applying one merges it onto the form's
// options. Previews are drawn from the config by the shared renderer, so a preview can
// never differ from the applied result. Every template is decoded in a test.
import type { TQrOptionsInput } from "./qrOptions.ts";

export interface TQrDesignTemplate {
  /** Stable id stored on the form (qrDesignTemplateId). */
  id: string;
  /** English name; the client shows it through the message catalogue. */
  name: string;
  config: Partial<TQrOptionsInput>;
}

/** The options a template may set: applying one saves exactly these from the form, once. */
export const QR_DESIGN_TEMPLATE_KEYS = [
  "colorDark", "color01", "color02", "backgroundColor", "gradient", "grdType", "eye_color",
  "eye_color01", "eye_color02", "eye_outer", "eye_inner", "qrData", "transparentBkg",
  "frame", "frameText", "frametextFont", "frameColor", "frameColor2", "frameColorType",
] as const;
export type TQrDesignTemplateKey = (typeof QR_DESIGN_TEMPLATE_KEYS)[number];

const plain = { gradient: false, eye_color: false, transparentBkg: false, frame: "frame0", frameColorType: "solid" } as const;

export const QR_DESIGN_TEMPLATES: readonly TQrDesignTemplate[] = [
  { id: "classic", name: "Classic", config: { ...plain, colorDark: "111827", backgroundColor: "ffffff", qrData: "pattern0", eye_outer: "eyeOuter0", eye_inner: "eyeInner0" } },
  { id: "ocean", name: "Ocean", config: { ...plain, gradient: true, grdType: "linear", color01: "054080", color02: "0ea5e9", qrData: "pattern2", eye_outer: "eyeOuter1", eye_inner: "eyeInner1" } },
  { id: "sunset", name: "Sunset", config: { ...plain, gradient: true, grdType: "diagonal2", color01: "c2410c", color02: "be185d", qrData: "pattern3", eye_outer: "eyeOuter2", eye_inner: "eyeInner7" } },
  { id: "forest", name: "Forest", config: { ...plain, colorDark: "14532d", eye_color: true, eye_color01: "15803d", eye_color02: "166534", qrData: "pattern5", eye_outer: "eyeOuter4", eye_inner: "eyeInner3" } },
  { id: "dots", name: "Polka dots", config: { ...plain, colorDark: "1e3a8a", qrData: "pattern1", eye_outer: "eyeOuter3", eye_inner: "eyeInner2" } },
  { id: "berry", name: "Berry", config: { ...plain, gradient: true, grdType: "radial", color01: "7e22ce", color02: "be123c", qrData: "pattern13", eye_outer: "eyeOuter3", eye_inner: "eyeInner2" } },
  { id: "midnight", name: "Midnight", config: { ...plain, colorDark: "0f172a", backgroundColor: "e0e7ff", qrData: "pattern2", eye_outer: "eyeOuter1", eye_inner: "eyeInner1" } },
  { id: "scan-me-banner", name: "Scan me banner", config: { ...plain, colorDark: "054080", qrData: "pattern0", eye_outer: "eyeOuter0", eye_inner: "eyeInner0", frame: "frame1", frameText: "SCAN ME", frameColor: "054080" } },
  { id: "bubble", name: "Speech bubble", config: { ...plain, colorDark: "0f766e", qrData: "pattern2", eye_outer: "eyeOuter1", eye_inner: "eyeInner1", frame: "frame4", frameText: "SCAN ME", frameColor: "0f766e" } },
  { id: "ribbon", name: "Ribbon", config: { ...plain, gradient: true, grdType: "upDown", color01: "b91c1c", color02: "7f1d1d", qrData: "pattern4", eye_outer: "eyeOuter4", eye_inner: "eyeInner3", frame: "frame7", frameText: "OPEN FORM", frameColor: "b91c1c" } },
  { id: "card", name: "Rounded card", config: { ...plain, colorDark: "1f2937", qrData: "pattern3", eye_outer: "eyeOuter2", eye_inner: "eyeInner7", frame: "frame3", frameText: "TELL US", frameColorType: "gradient", frameColor: "15803d", frameColor2: "0d9488" } },
  { id: "diamond", name: "Diamond", config: { ...plain, colorDark: "312e81", eye_color: true, eye_color01: "4338ca", eye_color02: "6d28d9", qrData: "pattern8", eye_outer: "eyeOuter6", eye_inner: "eyeInner6" } },
  { id: "stars", name: "Starry", config: { ...plain, colorDark: "1e293b", eye_color: true, eye_color01: "ca8a04", eye_color02: "1e293b", qrData: "pattern10", eye_outer: "eyeOuter7", eye_inner: "eyeInner8" } },
  { id: "bars", name: "Barcode", config: { ...plain, colorDark: "000000", qrData: "pattern6", eye_outer: "eyeOuter0", eye_inner: "eyeInner0" } },
  { id: "tiles", name: "Tiles", config: { ...plain, gradient: true, grdType: "linear", color01: "0369a1", color02: "15803d", qrData: "pattern11", eye_outer: "eyeOuter1", eye_inner: "eyeInner1" } },
  { id: "mint", name: "Mint", config: { ...plain, colorDark: "065f46", backgroundColor: "ecfdf5", qrData: "pattern2", eye_outer: "eyeOuter1", eye_inner: "eyeInner1", frame: "frame8", frameText: "Scan to answer", frameColor: "065f46" } },
  { id: "coral", name: "Coral", config: { ...plain, colorDark: "9a3412", eye_color: true, eye_color01: "ea580c", eye_color02: "9a3412", qrData: "pattern12", eye_outer: "eyeOuter2", eye_inner: "eyeInner7", frame: "frame2", frameText: "FEEDBACK", frameColor: "ea580c" } },
  { id: "corners", name: "Brackets", config: { ...plain, colorDark: "334155", qrData: "pattern9", eye_outer: "eyeOuter0", eye_inner: "eyeInner0", frame: "frame6", frameText: "SCAN ME", frameColor: "16a34a" } },
  { id: "glass", name: "Transparent", config: { ...plain, colorDark: "0f172a", transparentBkg: true, qrData: "pattern7", eye_outer: "eyeOuter5", eye_inner: "eyeInner4" } },
];

export function findQrDesignTemplate(id: string): TQrDesignTemplate | undefined {
  return QR_DESIGN_TEMPLATES.find((template) => template.id === id);
}
