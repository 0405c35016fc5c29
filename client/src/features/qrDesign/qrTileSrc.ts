// Small previews for the choice tiles. They encode a fixed sample (as long as a short link)
// rather than the form's URL, so every tile of a grid shows the same module layout and
// a preview rendered once is reused across forms. Results are cached by their options.
import { QUIET_ZONE, renderQrSvg } from "../../../../shared/qr/renderQrSvg.ts";
import type { TQrOptions } from "../../../../shared/qr/qrOptions.ts";

/** A short link of the usual length: the tiles look like the real code at a glance. */
export const TILE_SAMPLE_DATA = "https://formqr.app/s/q8Rz2Kx";
const TILE_SIZE = 120;
const CACHE_LIMIT = 400;

/**
 * "full": the whole code. "eye": the top-left finder pattern, zoomed in (frame and logo off).
 * "corner": the top-left corner with the eye and a few rows of modules, to show a pattern.
 */
export type TTileCrop = "full" | "eye" | "corner";

const cache = new Map<string, string>();

function crop(svg: string, x: number, y: number, side: number): string {
  return svg.replace(/^<svg([^>]*?) viewBox="[^"]*" width="\d+" height="\d+"/, `<svg$1 viewBox="${x} ${y} ${side} ${side}" width="${TILE_SIZE}" height="${TILE_SIZE}"`);
}

/** Tile options: the logo never shows (it would hide the shape) and crops have no frame. */
function tileOptions(options: TQrOptions, mode: TTileCrop): TQrOptions {
  const base = { ...options, size: TILE_SIZE, logo: "" };
  return mode === "full" ? base : { ...base, frame: "frame0", frameText: "" };
}

/** The SVG markup of a tile preview (uncached). */
export function renderTileSvg(options: TQrOptions, mode: TTileCrop): string {
  const svg = renderQrSvg(TILE_SAMPLE_DATA, tileOptions(options, mode));
  // With frame0 the matrix starts at the quiet zone; one module of margin around the crop.
  if (mode === "eye") return crop(svg, QUIET_ZONE - 1, QUIET_ZONE - 1, 9);
  if (mode === "corner") return crop(svg, QUIET_ZONE - 1, QUIET_ZONE - 1, 14);
  return svg;
}

/** A data: URL for an <img>, memoised per option set; an <img> keeps the DOM light. */
export function qrTileSrc(options: TQrOptions, mode: TTileCrop = "full"): string {
  const key = mode + JSON.stringify(tileOptions(options, mode));
  let src = cache.get(key);
  if (src === undefined) {
    src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(renderTileSvg(options, mode));
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(key, src);
  } else {
    // Refresh its position so often-used tiles stay cached.
    cache.delete(key);
    cache.set(key, src);
  }
  return src;
}
