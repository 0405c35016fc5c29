/** An origin nothing is served from: a next that resolves anywhere else leaves the site. */
const PROBE_ORIGIN = "https://formqr.invalid";

/**
 * ?next= of the sign-in pages, when it is a path of this site (never another origin): it must
 * start with one "/", and hold no backslash or control character, which browsers drop or read
 * as "/" (so "/\t/evil.example" or "/\\evil.example" would become "//evil.example").
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith("/") || next.startsWith("//") || /[\\\u0000-\u001f\u007f]/.test(next)) return null;
  try {
    const url = new URL(next, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** The sign-in page a signed-out visitor of `path` is sent to; it returns there after signing in. */
export function loginPathFor(loginPath: string, path: string): string {
  return `${loginPath}?next=${encodeURIComponent(path)}`;
}
