// Small, dependency-free helpers for building SVG strings (browser and Node).

/** Number → shortest stable SVG token: 3 decimals, no "-0", no leading zero (".5"). */
export function fmt(n: number): string {
  const r = Math.round(n * 1000) / 1000;
  if (r === 0) return "0";
  const s = String(r);
  if (s.startsWith("0.")) return s.slice(1);
  if (s.startsWith("-0.")) return "-" + s.slice(2);
  return s;
}

/** Joins two path numbers, dropping the space when the sign already separates them. */
export function pair(a: number, b: number): string {
  const sb = fmt(b);
  return fmt(a) + (sb.startsWith("-") ? "" : " ") + sb;
}

// XML 1.0 forbids most C0 controls and lone surrogates; dropping them keeps the SVG parseable.
// eslint-disable-next-line no-control-regex
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Escapes text for element content and double- or single-quoted attributes. */
export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML_CHARS, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** "054080" | "#054080" → "#054080" (lower case). Falls back when the value is not 6-digit hex. */
export function normalizeHex(value: string, fallback: string): string {
  const m = /^#?([0-9a-fA-F]{6})$/.exec(value.trim());
  return "#" + (m?.[1] ?? fallback.replace(/^#/, "")).toLowerCase();
}

// Only images the browser and librsvg render without running code or leaking cookies.
const SAFE_LOGO_RE = /^(?:https?:\/\/[^\s"'<>`\\]+|data:image\/(?:png|jpeg|webp|svg\+xml)(?:;[a-z0-9=._+-]+)*,[\s\S]*)$/i;

/** Returns the logo URL when it is an http(s) or data:image URL of an allowed type, else null. */
export function safeLogoUrl(url: string | undefined | null): string | null {
  if (!url) return null;
  const trimmed = url.trim();
  return SAFE_LOGO_RE.test(trimmed) ? trimmed : null;
}

const GENERIC_FAMILIES = new Set(["serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-sans-serif", "ui-serif", "ui-monospace", "ui-rounded"]);

/**
 * "Open Sans" → "'Open Sans', sans-serif". Names are reduced to letters, digits, space and
 * "-_" so a font name can never break out of the attribute or inject CSS.
 */
export function cssFontFamily(font: string): string {
  const families: string[] = [];
  for (const raw of font.split(",")) {
    const name = raw.replace(/[^A-Za-z0-9 _-]/g, "").replace(/\s+/g, " ").trim();
    if (!name) continue;
    const lower = name.toLowerCase();
    families.push(GENERIC_FAMILIES.has(lower) ? lower : /^[A-Za-z_-][A-Za-z0-9_-]*$/.test(name) ? name : `'${name}'`);
  }
  const last = families[families.length - 1];
  if (!last || !GENERIC_FAMILIES.has(last)) families.push("sans-serif");
  return families.join(", ");
}

/** FNV-1a 32-bit: a tiny deterministic hash for default gradient id prefixes. */
export function hash32(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

// ---- Contours: closed outlines made of lines and cubic curves, used for eyes and frames ----

export type TPoint = readonly [number, number];
/** A segment ends at `p`; with c1/c2 it is a cubic Bézier, otherwise a straight line. */
export type TSegment = { readonly p: TPoint; readonly c1?: TPoint; readonly c2?: TPoint };
export type TContour = { readonly start: TPoint; readonly segs: readonly TSegment[] };

/** Absolute path data for a contour; `reverse` flips the winding (used for holes with nonzero fill). */
export function contourPath(c: TContour, reverse = false): string {
  if (!reverse) {
    let d = "M" + pair(c.start[0], c.start[1]);
    c.segs.forEach((s, i) => {
      // "z" draws the closing line itself.
      const closingLine = i === c.segs.length - 1 && !s.c1 && s.p[0] === c.start[0] && s.p[1] === c.start[1];
      if (!closingLine) d += segPath(s.p, s.c1, s.c2);
    });
    return d + "z";
  }
  const pts: TPoint[] = [c.start, ...c.segs.map((s) => s.p)];
  let d = "M" + pair(c.start[0], c.start[1]);
  for (let i = c.segs.length - 1; i >= 0; i--) {
    const s = c.segs[i]!;
    d += segPath(pts[i]!, s.c2, s.c1);
  }
  return d + "z";
}

function segPath(p: TPoint, c1?: TPoint, c2?: TPoint): string {
  if (c1 && c2) return "C" + pair(c1[0], c1[1]) + " " + pair(c2[0], c2[1]) + " " + pair(p[0], p[1]);
  return "L" + pair(p[0], p[1]);
}

export function mapContour(c: TContour, f: (p: TPoint) => TPoint): TContour {
  return {
    start: f(c.start),
    segs: c.segs.map((s) => (s.c1 && s.c2 ? { p: f(s.p), c1: f(s.c1), c2: f(s.c2) } : { p: f(s.p) })),
  };
}

/** Circle-like Bézier handle length (k = 0.5523 approximates a quarter circle). */
export const K_CIRCLE = 0.5523;

/**
 * Clockwise rectangle whose corners (tl, tr, br, bl) are cut by radius r. k is the handle
 * fraction: 0 = straight chamfer, K_CIRCLE = round, ~0.85 = squircle. `bulge` pushes the
 * middle of each straight side outwards (cushion look).
 */
export function cornerRect(
  x: number, y: number, w: number, h: number,
  radii: readonly [number, number, number, number], k = K_CIRCLE, bulge = 0,
): TContour {
  const [tl, tr, br, bl] = radii.map((r) => Math.max(0, Math.min(r, w / 2, h / 2))) as [number, number, number, number];
  const segs: TSegment[] = [];
  const corner = (from: TPoint, cornerPt: TPoint, to: TPoint, r: number) => {
    if (r <= 0) return;
    const c1: TPoint = [from[0] + (cornerPt[0] - from[0]) * k, from[1] + (cornerPt[1] - from[1]) * k];
    const c2: TPoint = [to[0] + (cornerPt[0] - to[0]) * k, to[1] + (cornerPt[1] - to[1]) * k];
    segs.push(k === 0 ? { p: to } : { p: to, c1, c2 });
  };
  // A side, optionally bulging outward by `bulge` along the normal (nx, ny).
  const side = (from: TPoint, to: TPoint, nx: number, ny: number) => {
    if (from[0] === to[0] && from[1] === to[1]) return;
    if (bulge === 0) return void segs.push({ p: to });
    const b = (bulge * 4) / 3; // a cubic with both handles at 4/3·b peaks at b
    const dx = to[0] - from[0], dy = to[1] - from[1];
    segs.push({
      p: to,
      c1: [from[0] + dx / 3 + nx * b, from[1] + dy / 3 + ny * b],
      c2: [from[0] + (2 * dx) / 3 + nx * b, from[1] + (2 * dy) / 3 + ny * b],
    });
  };
  const start: TPoint = [x + tl, y];
  side(start, [x + w - tr, y], 0, -1);
  corner([x + w - tr, y], [x + w, y], [x + w, y + tr], tr);
  side([x + w, y + tr], [x + w, y + h - br], 1, 0);
  corner([x + w, y + h - br], [x + w, y + h], [x + w - br, y + h], br);
  side([x + w - br, y + h], [x + bl, y + h], 0, 1);
  corner([x + bl, y + h], [x, y + h], [x, y + h - bl], bl);
  side([x, y + h - bl], [x, y + tl], -1, 0);
  corner([x, y + tl], [x, y], [x + tl, y], tl);
  return { start, segs };
}

/** Clockwise polygon through the given points. */
export function polygon(points: readonly TPoint[]): TContour {
  const [first, ...rest] = points;
  if (!first) throw new Error("polygon needs points");
  return { start: first, segs: [...rest.map((p) => ({ p })), { p: first }] };
}
