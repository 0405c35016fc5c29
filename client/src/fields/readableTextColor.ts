/** "0076d7", "#0076D7" or "#07d" → "#0076d7"; anything else → null. */
export function normalizeHexColor(color: string | undefined | null): string | null {
  const digits = (color ?? "").trim().replace(/^#/, "");
  if (/^[0-9a-fA-F]{6}$/.test(digits)) return `#${digits.toLowerCase()}`;
  if (/^[0-9a-fA-F]{3}$/.test(digits)) return `#${[...digits].map((d) => d + d).join("").toLowerCase()}`;
  return null;
}

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const c = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

export const DARK_TEXT = "#0f172a";
export const LIGHT_TEXT = "#ffffff";

/** The text colour (white or near-black) with the higher WCAG contrast on a background colour. */
export function readableTextColor(background: string): string {
  const hex = normalizeHexColor(background);
  if (!hex) return LIGHT_TEXT;
  const l = luminance(hex);
  const onWhite = 1.05 / (l + 0.05);
  const onDark = (l + 0.05) / (luminance(DARK_TEXT) + 0.05);
  return onWhite >= onDark ? LIGHT_TEXT : DARK_TEXT;
}
