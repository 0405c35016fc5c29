// Data-module styles. Every style keeps each module's centre dark (that is where decoders
// sample), and all shapes of one style go into ONE path: subpaths are chained with relative
// integer moves ("m3 0"), so the path stays short and numbers never drift.
import type { TQrPatternId } from "./qrOptions.ts";
import { fmt, pair } from "./svgUtil.ts";

/** Modules to draw: `dark[y * size + x] === 1` (eyes and the logo area already cleared). */
export type TModuleGrid = { readonly size: number; readonly dark: Uint8Array };

const UP = 1, RIGHT = 2, DOWN = 4, LEFT = 8;

/** Emits subpaths that all start at (cell + fixed offset), each body ending with "z". */
class RelWriter {
  d = "";
  private px = 0;
  private py = 0;
  private started = false;
  constructor(private readonly ox: number, private readonly oy: number) {}
  at(x: number, y: number, body: string): void {
    if (!this.started) {
      this.d += "M" + pair(x + this.ox, y + this.oy);
      this.started = true;
    } else {
      // After "z" the current point is the previous subpath's start, so the move is integral.
      const dx = x - this.px, dy = y - this.py;
      this.d += "m" + dx + (dy < 0 ? "" : " ") + dy;
    }
    this.d += body;
    this.px = x;
    this.py = y;
  }
}

const arc = (r: number, dx: number, dy: number) => "a" + fmt(r) + " " + fmt(r) + " 0 0 1 " + pair(dx, dy);
const h = (v: number) => (Math.abs(v) < 1e-9 ? "" : "h" + fmt(v));
const v = (n: number) => (Math.abs(n) < 1e-9 ? "" : "v" + fmt(n));

/** Clockwise square of side 1-2·inset, starting at its top middle (0.5, inset). */
function roundedCellBody(inset: number, [tl, tr, br, bl]: readonly [number, number, number, number]): string {
  const s = 1 - 2 * inset;
  return (
    h(s / 2 - tr) + (tr ? arc(tr, tr, tr) : "") +
    v(s - tr - br) + (br ? arc(br, -br, br) : "") +
    h(-(s - br - bl)) + (bl ? arc(bl, -bl, -bl) : "") +
    v(-(s - bl - tl)) + (tl ? arc(tl, tl, -tl) : "") + "z"
  );
}

/** Clockwise circle starting at its top (0.5, 0.5 - r). */
const circleBody = (r: number) => arc(r, 0, 2 * r) + arc(r, 0, -2 * r) + "z";

/** Closed polygon body from relative points (first point = start). */
function polyBody(points: readonly (readonly [number, number])[]): string {
  let d = "l";
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1]!, [x1, y1] = points[i]!;
    d += (i > 1 ? " " : "") + pair(x1 - x0, y1 - y0);
  }
  return d.replace(/ -/g, "-") + "z";
}

/** Round a corner only where both sides touching it have no dark neighbour. */
function exposedRadii(mask: number, [rtl, rtr, rbr, rbl]: readonly [number, number, number, number]) {
  return [
    mask & (UP | LEFT) ? 0 : rtl,
    mask & (UP | RIGHT) ? 0 : rtr,
    mask & (DOWN | RIGHT) ? 0 : rbr,
    mask & (DOWN | LEFT) ? 0 : rbl,
  ] as const;
}

type TPatternFn = (grid: TModuleGrid, ox: number, oy: number) => string;

/** One shape per dark module; the body may depend on the 4-neighbour mask (precomputed ×16). */
function cellPattern(sx: number, sy: number, bodyFor: (mask: number) => string): TPatternFn {
  const bodies = Array.from({ length: 16 }, (_, m) => bodyFor(m));
  const needsMask = new Set(bodies).size > 1;
  return ({ size, dark }, ox, oy) => {
    const w = new RelWriter(ox + sx, oy + sy);
    for (let y = 0, i = 0; y < size; y++) {
      for (let x = 0; x < size; x++, i++) {
        if (!dark[i]) continue;
        let mask = 0;
        if (needsMask) {
          if (y > 0 && dark[i - size]) mask |= UP;
          if (x < size - 1 && dark[i + 1]) mask |= RIGHT;
          if (y < size - 1 && dark[i + size]) mask |= DOWN;
          if (x > 0 && dark[i - 1]) mask |= LEFT;
        }
        w.at(x, y, bodies[mask]!);
      }
    }
    return w.d;
  };
}

/** Merges horizontal runs of dark modules: one rectangle per run instead of per module. */
const squares: TPatternFn = ({ size, dark }, ox, oy) => {
  const w = new RelWriter(ox, oy);
  for (let y = 0; y < size; y++) {
    let x = 0;
    while (x < size) {
      if (!dark[y * size + x]) { x++; continue; }
      const x0 = x;
      while (x < size && dark[y * size + x]) x++;
      const len = x - x0;
      w.at(x0, y, "h" + len + "v1h-" + len + "z");
    }
  }
  return w.d;
};

/** Pill-shaped bars (width 0.8, round caps) along runs; `vertical` picks the run direction. */
function bars(vertical: boolean): TPatternFn {
  return ({ size, dark }, ox, oy) => {
    const w = new RelWriter(ox + 0.5, oy + 0.1);
    const at = (a: number, b: number) => (vertical ? dark[b * size + a] : dark[a * size + b]);
    // Emit in row-major order of run starts so the moves stay short.
    const starts: number[] = [];
    for (let a = 0; a < size; a++) {
      let b = 0;
      while (b < size) {
        if (!at(a, b)) { b++; continue; }
        const b0 = b;
        while (b < size && at(a, b)) b++;
        const len = b - b0;
        starts.push(vertical ? b0 * size + a : a * size + b0, len);
      }
    }
    if (vertical) {
      // Sort vertical runs by their start cell for locality (stable pairs).
      const idx = Array.from({ length: starts.length / 2 }, (_, k) => k).sort((p, q) => starts[2 * p]! - starts[2 * q]!);
      for (const k of idx) {
        const cell = starts[2 * k]!, len = starts[2 * k + 1]! - 1;
        const x = cell % size, y = (cell - x) / size;
        w.at(x, y, "a.4 .4 0 0 1 .4 .4" + (len ? "v" + len : "") + "a.4 .4 0 0 1-.8 0" + (len ? "v-" + len : "") + "a.4 .4 0 0 1 .4-.4z");
      }
    } else {
      for (let k = 0; k < starts.length; k += 2) {
        const cell = starts[k]!, len = starts[k + 1]! - 1;
        const x = cell % size, y = (cell - x) / size;
        w.at(x, y, (len ? "h" + len : "") + "a.4 .4 0 0 1 0 .8" + (len ? "h-" + len : "") + "a.4 .4 0 0 1 0-.8z");
      }
    }
    return w.d;
  };
}

/** Dots joined to their right/bottom neighbours by thin bridges. */
const beads: TPatternFn = (grid, ox, oy) => {
  const { size, dark } = grid;
  const dots = cellPattern(0.5, 0.12, () => circleBody(0.38))(grid, ox, oy);
  const hb = new RelWriter(ox + 0.5, oy + 0.36);
  const vb = new RelWriter(ox + 0.36, oy + 0.5);
  for (let y = 0, i = 0; y < size; y++) {
    for (let x = 0; x < size; x++, i++) {
      if (!dark[i]) continue;
      if (x < size - 1 && dark[i + 1]) hb.at(x, y, "h1v.28h-1z");
      if (y < size - 1 && dark[i + size]) vb.at(x, y, "h.28v1h-.28z");
    }
  }
  return dots + hb.d + vb.d;
};

function starPoints(points: number, outer: number, inner: number): [number, number][] {
  const pts: [number, number][] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 ? inner : outer;
    const a = -Math.PI / 2 + (i * Math.PI) / points; // clockwise on screen (y points down)
    pts.push([Math.cos(a) * r, Math.sin(a) * r]);
  }
  return pts;
}

const cornerStyle = (radii: readonly [number, number, number, number]) =>
  cellPattern(0.5, 0, (mask) => roundedCellBody(0, exposedRadii(mask, radii)));

export const PATTERNS: Record<TQrPatternId, TPatternFn> = {
  pattern0: squares,
  pattern1: cellPattern(0.5, 0.05, () => circleBody(0.45)),
  pattern2: cornerStyle([0.3, 0.3, 0.3, 0.3]),
  pattern3: cornerStyle([0.5, 0.5, 0.5, 0.5]),
  pattern4: cornerStyle([0.5, 0, 0.5, 0]),
  pattern5: cornerStyle([0.5, 0.18, 0.5, 0.18]),
  pattern6: bars(true),
  pattern7: bars(false),
  pattern8: cellPattern(0.5, 0, () => "l.5 .5-.5 .5-.5-.5z"),
  pattern9: cellPattern(0.5, 0.15, () => roundedCellBody(0.15, [0, 0, 0, 0])),
  pattern10: cellPattern(0.5, 0.5 - 0.6, () => polyBody(starPoints(5, 0.6, 0.3))),
  pattern11: cellPattern(0.5, 0.07, () => roundedCellBody(0.07, [0.22, 0.22, 0.22, 0.22])),
  pattern12: cellPattern(0.3, 0, () => "h.4v.3h.3v.4h-.3v.3h-.4v-.3h-.3v-.4h.3z"),
  pattern13: beads,
};

/** Path data for the data modules in the given style; (ox, oy) is the matrix origin. */
export function patternPath(id: TQrPatternId, grid: TModuleGrid, ox: number, oy: number): string {
  return PATTERNS[id](grid, ox, oy);
}
