// Decorative frames around the QR tile (the matrix plus its 4-module quiet zone).
// All sizes scale with the tile, so a frame looks the same whatever the QR version.
// Frames only ever draw OUTSIDE the tile: the quiet zone stays intact.
import type { TQrFrameId } from "./qrOptions.ts";
import { contourPath, cornerRect, escapeXml, fmt, polygon, type TContour } from "./svgUtil.ts";

export type TFrameInput = {
  /** Tile side in module units (matrix size + 2 × quiet zone). */
  tile: number;
  /** Paint of the frame shapes: a colour or "url(#id)". */
  fill: string;
  /** Colour of text on filled frame shapes and of the QR plate in the card frame. */
  onFill: string;
  text: string;
  /** Already a CSS font-family list. */
  fontFamily: string;
};

export type TFrameLayout = {
  width: number;
  height: number;
  /** Top-left corner of the tile inside the frame. */
  tileX: number;
  tileY: number;
  /** SVG elements drawn behind the QR. */
  svg: string;
};

const r4 = (r: number) => [r, r, r, r] as [number, number, number, number];
const pathEl = (fill: string, ...contours: (TContour | [TContour, "hole"])[]) =>
  `<path fill="${fill}" d="${contours.map((c) => (Array.isArray(c) ? contourPath(c[0], true) : contourPath(c))).join("")}"/>`;

/** Rough advance width of bold sans-serif text, in em; good enough to keep text inside its box. */
function estimateEm(text: string): number {
  let em = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (c >= 0x2e80) em += 1; // CJK and other wide scripts
    else if (/[ilj.,:;'|!I]/.test(ch)) em += 0.3;
    else if (ch === " ") em += 0.28;
    else if (/[A-Z0-9MW]/.test(ch)) em += /[MW]/.test(ch) ? 0.86 : 0.7;
    else em += 0.58;
  }
  return em;
}

/** Centred bold text; shrinks to fit maxWidth, then squeezes as a last resort. */
function textEl(text: string, cx: number, cy: number, fontSize: number, maxWidth: number, fill: string, fontFamily: string): string {
  const t = text.trim();
  if (!t) return "";
  const em = estimateEm(t);
  let fs = fontSize;
  if (em * fs > maxWidth) fs = Math.max(fontSize * 0.45, maxWidth / em);
  const squeeze = em * fs > maxWidth ? ` textLength="${fmt(maxWidth)}" lengthAdjust="spacingAndGlyphs"` : "";
  // Baseline at centre + 0.35em centres cap height without relying on dominant-baseline
  // (librsvg and browsers disagree on it).
  return (
    `<text x="${fmt(cx)}" y="${fmt(cy + fs * 0.35)}" fill="${fill}" font-family="${escapeXml(fontFamily)}" ` +
    `font-size="${fmt(fs)}" font-weight="700" text-anchor="middle"${squeeze}>${escapeXml(t)}</text>`
  );
}

type TFrameFn = (f: TFrameInput, u: number) => TFrameLayout;

/** Bordered box with a filled text banner below (or above). */
function banner(above: boolean): TFrameFn {
  return ({ tile: T, fill, onFill, text, fontFamily }, u) => {
    const b = 0.3 * u, bh = 2 * u, R = 0.6 * u;
    const W = T + 2 * b, H = T + b + bh;
    const tileY = above ? bh : b;
    const textY = above ? bh / 2 + b / 4 : b + T + bh / 2 - b / 4;
    return {
      width: W, height: H, tileX: b, tileY,
      svg:
        pathEl(fill, cornerRect(0, 0, W, H, r4(R)), [cornerRect(b, tileY, T, T, r4(R - b)), "hole"]) +
        textEl(text, W / 2, textY, 0.95 * u, W - 2 * u, onFill, fontFamily),
    };
  };
}

/** Pill with a pointer towards the QR; `up` = pointer points up (pill below the QR). */
function bubbleContours(x: number, y: number, w: number, h: number, up: boolean, u: number): TContour[] {
  const cx = x + w / 2, pw = 0.55 * u, ph = 0.5 * u;
  const pointer = up
    ? polygon([[cx - pw, y + 0.2 * u], [cx, y - ph], [cx + pw, y + 0.2 * u]])
    : polygon([[cx + pw, y + h - 0.2 * u], [cx, y + h + ph], [cx - pw, y + h - 0.2 * u]]);
  return [cornerRect(x, y, w, h, r4(h / 2)), pointer];
}

export const FRAMES: Record<TQrFrameId, TFrameFn> = {
  frame0: ({ tile }) => ({ width: tile, height: tile, tileX: 0, tileY: 0, svg: "" }),
  frame1: banner(false),
  frame2: banner(true),
  // Filled rounded card; the QR sits on a plate of the background colour for contrast.
  frame3: ({ tile: T, fill, onFill, text, fontFamily }, u) => {
    const p = 0.45 * u, th = 1.9 * u;
    const W = T + 2 * p, H = T + p + th;
    return {
      width: W, height: H, tileX: p, tileY: p,
      svg:
        pathEl(fill, cornerRect(0, 0, W, H, r4(0.9 * u))) +
        pathEl(onFill, cornerRect(p, p, T, T, r4(0.5 * u))) +
        textEl(text, W / 2, p + T + (th - p) / 2 + p / 2, 0.95 * u, W - 2 * u, onFill, fontFamily),
    };
  },
  // Thin rounded outline, speech bubble below pointing at the code.
  frame4: ({ tile: T, fill, onFill, text, fontFamily }, u) => {
    const bt = 0.16 * u, W = T + 2 * bt, bw = 0.74 * W, bh = 1.7 * u, by = W + 0.75 * u;
    return {
      width: W, height: by + bh, tileX: bt, tileY: bt,
      svg:
        pathEl(fill, cornerRect(0, 0, W, W, r4(0.6 * u)), [cornerRect(bt, bt, T, T, r4(0.6 * u - bt)), "hole"]) +
        pathEl(fill, ...bubbleContours((W - bw) / 2, by, bw, bh, true, u)) +
        textEl(text, W / 2, by + bh / 2, 0.85 * u, bw - 1.2 * u, onFill, fontFamily),
    };
  },
  // Speech bubble above the code, no outline.
  frame5: ({ tile: T, fill, onFill, text, fontFamily }, u) => {
    const bw = 0.74 * T, bh = 1.7 * u, gap = 0.75 * u;
    return {
      width: T, height: bh + gap + T, tileX: 0, tileY: bh + gap,
      svg:
        pathEl(fill, ...bubbleContours((T - bw) / 2, 0, bw, bh, false, u)) +
        textEl(text, T / 2, bh / 2, 0.85 * u, bw - 1.2 * u, onFill, fontFamily),
    };
  },
  // Viewfinder-style corner brackets with a caption below.
  frame6: ({ tile: T, fill, text, fontFamily }, u) => {
    const m = 0.5 * u, sw = 0.28 * u, a = 2 * u, r = 0.6 * u, th = 1.6 * u;
    const W = T + 2 * m, H = T + 2 * m + th;
    const c0 = m * 0.45, c1 = W - m * 0.45, r0 = c0, r1 = T + 2 * m - m * 0.45;
    const corner = (x: number, y: number, sx: number, sy: number) =>
      `M${fmt(x)} ${fmt(y + sy * a)}V${fmt(y + sy * r)}A${fmt(r)} ${fmt(r)} 0 0 ${sx * sy > 0 ? 1 : 0} ${fmt(x + sx * r)} ${fmt(y)}H${fmt(x + sx * a)}`;
    const d = corner(c0, r0, 1, 1) + corner(c1, r0, -1, 1) + corner(c0, r1, 1, -1) + corner(c1, r1, -1, -1);
    return {
      width: W, height: H, tileX: m, tileY: m,
      svg:
        `<path fill="none" stroke="${fill}" stroke-width="${fmt(sw)}" stroke-linecap="round" d="${d}"/>` +
        textEl(text, W / 2, T + 2 * m + th / 2 - 0.25 * u, 1 * u, W - 1.5 * u, fill, fontFamily),
    };
  },
  // Thin outline with a swallow-tailed ribbon below, wider than the box.
  frame7: ({ tile: T, fill, onFill, text, fontFamily }, u) => {
    const bt = 0.16 * u, mx = 0.7 * u, box = T + 2 * bt, W = box + 2 * mx;
    const ry = box + 0.3 * u, rh = 1.8 * u, notch = 0.6 * u;
    const ribbon = polygon([[0, ry], [W, ry], [W - notch, ry + rh / 2], [W, ry + rh], [0, ry + rh], [notch, ry + rh / 2]]);
    return {
      width: W, height: ry + rh, tileX: mx + bt, tileY: bt,
      svg:
        pathEl(fill, cornerRect(mx, 0, box, box, r4(0.6 * u)), [cornerRect(mx + bt, bt, T, T, r4(0.6 * u - bt)), "hole"]) +
        pathEl(fill, ribbon) +
        textEl(text, W / 2, ry + rh / 2, 0.9 * u, W - 2 * notch - 1.2 * u, onFill, fontFamily),
    };
  },
  // Just a bold caption under the code.
  frame8: ({ tile: T, fill, text, fontFamily }, u) => ({
    width: T, height: T + 1.5 * u, tileX: 0, tileY: 0,
    svg: textEl(text, T / 2, T + 0.55 * u, 1.1 * u, T - 1.5 * u, fill, fontFamily),
  }),
};

/** Frame geometry and elements for a tile of `tile` modules. */
export function layoutFrame(id: TQrFrameId, input: TFrameInput): TFrameLayout {
  // One frame unit = a tenth of the tile, so stroke widths and text scale with the code.
  return FRAMES[id](input, input.tile / 10);
}
