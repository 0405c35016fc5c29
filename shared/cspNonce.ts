// The Content-Security-Policy nonce of a page. Vite writes the placeholder into every script,
// module preload and stylesheet tag of the built HTML, plus <meta property="csp-nonce">
// (its `html.cspNonce` option); the server swaps in a fresh nonce for each response.

/** What the client builds carry where each response's nonce goes. */
export const CSP_NONCE_PLACEHOLDER = "__FORMQR_CSP_NONCE__";

/**
 * This page's nonce, for scripts the client adds itself (trackers): inline ones run only with
 * it. Browsers hide the attribute once parsed; the `nonce` property keeps it.
 */
export function pageNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute("nonce") || undefined;
  return nonce && nonce !== CSP_NONCE_PLACEHOLDER ? nonce : undefined;
}
