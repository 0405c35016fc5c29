/**
 * The renderer draws only absolute http(s) and data: logos; an upload may come back as a
 * path ("/files/…"), so it is made absolute against the page. Other schemes pass through
 * unchanged for the renderer to reject.
 */
export function resolveLogoUrl(logo: string, baseUrl: string): string {
  const value = logo.trim();
  if (!value || /^[a-z][a-z0-9+.-]*:/i.test(value)) return value;
  try {
    return new URL(value, baseUrl).href;
  } catch {
    return value;
  }
}

/** The page URL in a browser; a harmless base elsewhere (tests, server rendering). */
export function documentBaseUrl(): string {
  return typeof document === "undefined" ? "http://localhost/" : document.baseURI;
}
