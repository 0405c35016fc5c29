// Finder patterns ("eyes"). Shapes are drawn for the top-left eye and mirrored for the other
// two, so asymmetric shapes (leaf, drop) stay symmetric about the code's diagonal.
// Every shape keeps the 1:1:3:1:1 dark/light ratio along the eye's centre lines,
// which is what decoders look for.
import type { TQrEyeInnerId, TQrEyeOuterId } from "./qrOptions.ts";
import { contourPath, cornerRect, K_CIRCLE, mapContour, type TContour, type TPoint } from "./svgUtil.ts";

type TEyeShape = { solids: TContour[]; holes: TContour[] };
type TR4 = [number, number, number, number];

const SQUIRCLE_K = 0.85;

/** 7×7 ring with a concentric 5×5 hole (radii shrink by the ring width to keep it even). */
function ring(radii: TR4, k = K_CIRCLE, bulge = 0): TEyeShape {
  return {
    solids: [cornerRect(0, 0, 7, 7, radii, k, bulge)],
    holes: [cornerRect(1, 1, 5, 5, radii.map((r) => Math.max(0, r - 1)) as TR4, k, bulge)],
  };
}

const ball = (radii: TR4, k = K_CIRCLE, bulge = 0): TEyeShape => ({ solids: [cornerRect(2, 2, 3, 3, radii, k, bulge)], holes: [] });

const OUTER: Record<TQrEyeOuterId, () => TEyeShape> = {
  eyeOuter0: () => ring([0, 0, 0, 0]),
  eyeOuter1: () => ring([1.8, 1.8, 1.8, 1.8]),
  eyeOuter2: () => ring([3.5, 3.5, 3.5, 3.5], SQUIRCLE_K),
  eyeOuter3: () => ring([3.5, 3.5, 3.5, 3.5]),
  eyeOuter4: () => ring([3.2, 0, 3.2, 0]),
  eyeOuter5: () => ring([3.2, 3.2, 0, 3.2]),
  // A 45° chamfer offset inwards by 1 shortens its legs by 2 - √2.
  eyeOuter6: () => ({
    solids: [cornerRect(0, 0, 7, 7, [2, 2, 2, 2], 0)],
    holes: [cornerRect(1, 1, 5, 5, [Math.SQRT2, Math.SQRT2, Math.SQRT2, Math.SQRT2], 0)],
  }),
  // Sides bulge slightly outwards; the hole stays straight so the ring is never thinner than 1.
  eyeOuter7: () => ({
    solids: [cornerRect(0, 0, 7, 7, [2, 2, 2, 2], K_CIRCLE, 0.15)],
    holes: [cornerRect(1, 1, 5, 5, [1, 1, 1, 1])],
  }),
  // Round outside, nearly square inside: thicker, softer corners.
  eyeOuter8: () => ({
    solids: [cornerRect(0, 0, 7, 7, [2.6, 2.6, 2.6, 2.6])],
    holes: [cornerRect(1, 1, 5, 5, [0.4, 0.4, 0.4, 0.4])],
  }),
};

const INNER: Record<TQrEyeInnerId, () => TEyeShape> = {
  eyeInner0: () => ball([0, 0, 0, 0]),
  eyeInner1: () => ball([0.9, 0.9, 0.9, 0.9]),
  eyeInner2: () => ball([1.5, 1.5, 1.5, 1.5]),
  eyeInner3: () => ball([1.4, 0, 1.4, 0]),
  eyeInner4: () => ball([1.4, 1.4, 0, 1.4]),
  eyeInner5: () => ball([1.3, 0.4, 1.3, 0.4]),
  eyeInner6: () => ball([0.9, 0.9, 0.9, 0.9], 0),
  eyeInner7: () => ball([1.5, 1.5, 1.5, 1.5], SQUIRCLE_K),
  eyeInner8: () => ball([0.9, 0.9, 0.9, 0.9], K_CIRCLE, 0.22),
};

// Alignment patterns (5×5 ring + centre module) echo the eye style. They are drawn as whole
// shapes rather than as data modules: decoders use them to correct perspective, and a
// beaded alignment pattern makes jsQR-like decoders lock onto the wrong spot.
function aRing(radii: TR4, k = K_CIRCLE, bulge = 0): TEyeShape {
  return {
    solids: [cornerRect(0, 0, 5, 5, radii, k, bulge)],
    holes: [cornerRect(1, 1, 3, 3, radii.map((r) => Math.max(0, r - 1)) as TR4, k, bulge)],
  };
}
const aCentre = (radii: TR4, k = K_CIRCLE): TContour => cornerRect(2, 2, 1, 1, radii, k);

const ALIGN_RING: Record<TQrEyeOuterId, () => TEyeShape> = {
  eyeOuter0: () => aRing([0, 0, 0, 0]),
  eyeOuter1: () => aRing([1.3, 1.3, 1.3, 1.3]),
  eyeOuter2: () => aRing([2.5, 2.5, 2.5, 2.5], SQUIRCLE_K),
  eyeOuter3: () => aRing([2.5, 2.5, 2.5, 2.5]),
  eyeOuter4: () => aRing([2.2, 0, 2.2, 0]),
  eyeOuter5: () => aRing([2.2, 2.2, 0, 2.2]),
  eyeOuter6: () => ({
    solids: [cornerRect(0, 0, 5, 5, [1.5, 1.5, 1.5, 1.5], 0)],
    holes: [cornerRect(1, 1, 3, 3, [0.92, 0.92, 0.92, 0.92], 0)],
  }),
  eyeOuter7: () => ({
    solids: [cornerRect(0, 0, 5, 5, [1.5, 1.5, 1.5, 1.5], K_CIRCLE, 0.1)],
    holes: [cornerRect(1, 1, 3, 3, [0.5, 0.5, 0.5, 0.5])],
  }),
  eyeOuter8: () => ({
    solids: [cornerRect(0, 0, 5, 5, [1.8, 1.8, 1.8, 1.8])],
    holes: [cornerRect(1, 1, 3, 3, [0.3, 0.3, 0.3, 0.3])],
  }),
};

const ALIGN_CENTRE: Record<TQrEyeInnerId, () => TContour> = {
  eyeInner0: () => aCentre([0, 0, 0, 0]),
  eyeInner1: () => aCentre([0.3, 0.3, 0.3, 0.3]),
  eyeInner2: () => aCentre([0.5, 0.5, 0.5, 0.5]),
  eyeInner3: () => aCentre([0.5, 0, 0.5, 0]),
  eyeInner4: () => aCentre([0.5, 0.5, 0, 0.5]),
  eyeInner5: () => aCentre([0.45, 0.15, 0.45, 0.15]),
  eyeInner6: () => aCentre([0.3, 0.3, 0.3, 0.3], 0),
  eyeInner7: () => aCentre([0.5, 0.5, 0.5, 0.5], SQUIRCLE_K),
  eyeInner8: () => aCentre([0.3, 0.3, 0.3, 0.3]),
};

/** Top-left cells (not centres) of the alignment patterns of an n×n symbol. */
export function alignmentCells(n: number): { x: number; y: number }[] {
  const version = (n - 17) / 4;
  if (version < 2) return [];
  // Same table construction as the QR spec (and the qrcode package).
  const count = Math.floor(version / 7) + 2;
  const step = n === 145 ? 26 : Math.ceil((n - 13) / (2 * count - 2)) * 2;
  const pos = [n - 7];
  for (let i = 1; i < count - 1; i++) pos.push(pos[i - 1]! - step);
  pos.push(6);
  pos.reverse();
  const cells: { x: number; y: number }[] = [];
  for (const y of pos) {
    for (const x of pos) {
      const nearFinder = (x === 6 && y === 6) || (x === 6 && y === n - 7) || (x === n - 7 && y === 6);
      if (!nearFinder) cells.push({ x: x - 2, y: y - 2 });
    }
  }
  return cells;
}

/** Path data of the given alignment patterns in the style matching the eyes. */
export function alignmentPath(outer: TQrEyeOuterId, inner: TQrEyeInnerId, cells: readonly { x: number; y: number }[], ox: number, oy: number): string {
  const ring = ALIGN_RING[outer](), centre = ALIGN_CENTRE[inner]();
  let d = "";
  for (const c of cells) {
    const f = (p: TPoint): TPoint => [ox + c.x + p[0], oy + c.y + p[1]];
    for (const s of ring.solids) d += contourPath(mapContour(s, f));
    for (const h of ring.holes) d += contourPath(mapContour(h, f), true);
    d += contourPath(mapContour(centre, f));
  }
  return d;
}

/** Matrix coordinates of the three finder patterns and whether they are mirrored in x / y. */
export function eyePositions(n: number): { x: number; y: number; mx: boolean; my: boolean }[] {
  return [
    { x: 0, y: 0, mx: false, my: false },
    { x: n - 7, y: 0, mx: true, my: false },
    { x: 0, y: n - 7, mx: false, my: true },
  ];
}

/** True when matrix cell (x, y) belongs to a 7×7 finder pattern. */
export function isEyeCell(n: number, x: number, y: number): boolean {
  return (x < 7 && y < 7) || (x >= n - 7 && y < 7) || (x < 7 && y >= n - 7);
}

function shapePath(shape: TEyeShape, n: number, ox: number, oy: number): string {
  let d = "";
  for (const e of eyePositions(n)) {
    const f = (p: TPoint): TPoint => [ox + e.x + (e.mx ? 7 - p[0] : p[0]), oy + e.y + (e.my ? 7 - p[1] : p[1])];
    // Holes run against the outline so one nonzero-filled path can hold rings and solids.
    for (const c of shape.solids) d += contourPath(mapContour(c, f));
    for (const c of shape.holes) d += contourPath(mapContour(c, f), true);
  }
  return d;
}

/** Path data of the three eye frames and of the three eye balls; (ox, oy) is the matrix origin. */
export function eyePaths(outer: TQrEyeOuterId, inner: TQrEyeInnerId, n: number, ox: number, oy: number): { outer: string; inner: string } {
  return { outer: shapePath(OUTER[outer](), n, ox, oy), inner: shapePath(INNER[inner](), n, ox, oy) };
}
