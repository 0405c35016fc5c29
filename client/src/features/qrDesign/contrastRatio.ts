// WCAG relative luminance and contrast, used to warn about codes that scanners may not read.

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number | null {
  const m = /^#?([0-9a-fA-F]{6})$/.exec(hex.trim());
  if (!m) return null;
  const n = parseInt(m[1]!, 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** Contrast ratio from 1 (same colour) to 21 (black on white); null for an invalid colour. */
export function contrastRatio(a: string, b: string): number | null {
  const la = luminance(a), lb = luminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * Below this, phone cameras start to miss modules. Print guidance asks for more, but a
 * gradient's light end (e.g. sky blue on white, about 2.8) still scans reliably.
 */
export const MIN_QR_CONTRAST = 2.5;

/** The code's darkest paints must contrast with its background; light-on-dark also counts as low. */
export function hasLowQrContrast(foregrounds: readonly string[], background: string): boolean {
  return foregrounds.some((fg) => {
    const ratio = contrastRatio(fg, background);
    const fgL = luminance(fg), bgL = luminance(background);
    if (ratio === null || fgL === null || bgL === null) return false;
    // Many scanners do not read inverted codes (light modules on a dark background).
    return ratio < MIN_QR_CONTRAST || fgL > bgL;
  });
}
