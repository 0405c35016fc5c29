const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The <iframe> an owner pastes into their site to show an embeddable form: its public page on
 * the server's public origin (the one the short link is on).
 */
export function embedCode(shortUrl: string, qrId: string, title: string): string {
  const src = new URL(`/${encodeURIComponent(qrId)}`, shortUrl).href;
  return `<iframe src="${escapeAttribute(src)}" title="${escapeAttribute(title)}" width="100%" height="800" style="border:0" loading="lazy"></iframe>`;
}
