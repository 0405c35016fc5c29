// Styled QR code → SVG string. Pure and DOM-free: the editor preview shows this SVG and the
// server rasterises the very same string with sharp, so preview and download never differ.
import { create } from "qrcode";
import { alignmentCells, alignmentPath, eyePaths, eyePositions } from "./eyes.ts";
import { layoutFrame } from "./frames.ts";
import { patternPath } from "./patterns.ts";
import type { TQrGradientType, TQrOptions } from "./qrOptions.ts";
import { cssFontFamily, escapeXml, fmt, hash32, normalizeHex, safeLogoUrl } from "./svgUtil.ts";

/** Quiet zone in modules (ISO/IEC 18004 minimum). */
export const QUIET_ZONE = 4;
/** Share of the matrix side cleared for a logo; error correction H absorbs it comfortably. */
const LOGO_SHARE = 0.24;

export type TRenderQrSvgExtra = {
  /**
   * Prefix for gradient ids. Defaults to a hash of data + options, so different codes on one
   * page never share ids (identical codes share identical definitions, which is harmless).
   */
  idPrefix?: string;
};

function gradientDef(id: string, type: TQrGradientType, from: string, to: string, x: number, y: number, w: number, h: number): string {
  const stops = `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>`;
  if (type === "radial") {
    const r = Math.hypot(w, h) / 2;
    return `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${fmt(x + w / 2)}" cy="${fmt(y + h / 2)}" r="${fmt(r)}">${stops}</radialGradient>`;
  }
  // linear: left → right, upDown: top → bottom, diagonal2: top-left → bottom-right.
  const [x1, y1, x2, y2] =
    type === "upDown" ? [x + w / 2, y, x + w / 2, y + h]
    : type === "diagonal2" ? [x, y, x + w, y + h]
    : [x, y + h / 2, x + w, y + h / 2];
  return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${fmt(x1)}" y1="${fmt(y1)}" x2="${fmt(x2)}" y2="${fmt(y2)}">${stops}</linearGradient>`;
}

/**
 * Renders `data` as a styled QR code. `options` must already be parsed by ZQrOptions.
 * Throws (from `qrcode`) when data is empty or too long for a QR code.
 */
export function renderQrSvg(data: string, options: TQrOptions, extra: TRenderQrSvgExtra = {}): string {
  const o = options;
  const logo = safeLogoUrl(o.logo);
  const qr = create(data, { errorCorrectionLevel: logo ? "H" : "M" });
  const n = qr.modules.size;

  // Which modules the pattern draws: eyes have their own shapes, the logo gets a clear area.
  const dark = new Uint8Array(n * n);
  dark.set(qr.modules.data);
  for (const e of eyePositions(n)) {
    for (let y = 0; y < 7; y++) dark.fill(0, (e.y + y) * n + e.x, (e.y + y) * n + e.x + 7);
  }
  let logoCells = 0, logoStart = 0;
  if (logo) {
    logoCells = Math.round(n * LOGO_SHARE);
    if ((n - logoCells) % 2) logoCells++; // n is odd: keep the hole centred on the grid
    logoStart = (n - logoCells) / 2;
  }
  const logoEnd = logoStart + logoCells;
  // Alignment patterns under the logo are simply left out (error correction H covers them).
  const aligns = alignmentCells(n).filter((a) => !(a.x + 5 > logoStart && a.x < logoEnd && a.y + 5 > logoStart && a.y < logoEnd));
  for (const a of alignmentCells(n)) {
    for (let y = 0; y < 5; y++) dark.fill(0, (a.y + y) * n + a.x, (a.y + y) * n + a.x + 5);
  }
  for (let y = logoStart; y < logoEnd; y++) dark.fill(0, y * n + logoStart, y * n + logoEnd);

  const prefix = (extra.idPrefix ?? "qr" + hash32(data + "\u0000" + JSON.stringify(o))).replace(/[^A-Za-z0-9_-]/g, "") || "qr";
  const bg = normalizeHex(o.backgroundColor, "ffffff");
  const tile = n + 2 * QUIET_ZONE;
  const useFrameGradient = o.frame !== "frame0" && o.frameColorType === "gradient";
  const frame = layoutFrame(o.frame, {
    tile,
    fill: useFrameGradient ? `url(#${prefix}-f)` : normalizeHex(o.frameColor, "054080"),
    onFill: bg,
    text: o.frameText,
    fontFamily: cssFontFamily(o.frametextFont),
  });
  const ox = frame.tileX + QUIET_ZONE, oy = frame.tileY + QUIET_ZONE;

  let defs = "";
  if (o.gradient) {
    defs += gradientDef(`${prefix}-q`, o.grdType, normalizeHex(o.color01, "054080"), normalizeHex(o.color02, "f30505"), ox, oy, n, n);
  }
  if (useFrameGradient) {
    defs += gradientDef(`${prefix}-f`, "diagonal2", normalizeHex(o.frameColor, "054080"), normalizeHex(o.frameColor2, "0076d7"), 0, 0, frame.width, frame.height);
  }

  const dotsFill = o.gradient ? `url(#${prefix}-q)` : normalizeHex(o.colorDark, "054080");
  const outerFill = o.eye_color ? normalizeHex(o.eye_color01, "054080") : dotsFill;
  const innerFill = o.eye_color ? normalizeHex(o.eye_color02, "054080") : dotsFill;
  const eyes = eyePaths(o.eye_outer, o.eye_inner, n, ox, oy);
  const dots = patternPath(o.qrData, { size: n, dark }, ox, oy) + alignmentPath(o.eye_outer, o.eye_inner, aligns, ox, oy);

  // Layers sharing a paint go into one path: fewer elements and no anti-aliasing seams.
  const layers: [string, string][] = [];
  for (const [fill, d] of [[dotsFill, dots], [outerFill, eyes.outer], [innerFill, eyes.inner]] as const) {
    const same = layers.find((l) => l[0] === fill);
    if (same) same[1] += d;
    else layers.push([fill, d]);
  }

  const W = frame.width, H = frame.height;
  let svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${fmt(W)} ${fmt(H)}" width="${o.size}" height="${Math.round((o.size * H) / W)}">`;
  if (defs) svg += `<defs>${defs}</defs>`;
  if (!o.transparentBkg) svg += `<rect width="${fmt(W)}" height="${fmt(H)}" fill="${bg}"/>`;
  svg += frame.svg;
  for (const [fill, d] of layers) if (d) svg += `<path fill="${fill}" d="${d}"/>`;
  if (logo) {
    // Half a module of padding so the logo never touches a data module.
    const pad = 0.5, side = logoCells - 2 * pad;
    svg +=
      `<image href="${escapeXml(logo)}" x="${fmt(ox + logoStart + pad)}" y="${fmt(oy + logoStart + pad)}" ` +
      `width="${fmt(side)}" height="${fmt(side)}" preserveAspectRatio="xMidYMid meet"/>`;
  }
  return svg + "</svg>";
}
