// With PUBLIC_URL unset every short link and QR code points at http://localhost:PORT, which only
// this computer can open: a phone that scans such a code finds nothing. The server says so at
// start (main.ts) and the editor warns on its QR and Share tabs (GraphQL siteConfig.publicUrlIsLocal).

/** Whether an address can only be opened on the machine itself (localhost, 127.0.0.0/8, ::1, 0.0.0.0). */
export function isLocalPublicUrl(publicUrl: string): boolean {
  if (!URL.canParse(publicUrl)) return false;
  const host = new URL(publicUrl).hostname.toLowerCase().replace(/\.$/, "");
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    host === "0.0.0.0" ||
    host === "[::1]" ||
    host === "[::]" ||
    host === "[::ffff:7f00:1]"
  );
}

/** The start-up warning for a local PUBLIC_URL, or null when phones can reach it. */
export function localPublicUrlWarning(publicUrl: string, port: number): string | null {
  if (!isLocalPublicUrl(publicUrl)) return null;
  return (
    `Warning: PUBLIC_URL is ${publicUrl}, so every QR code and short link points at this computer and no phone can open it. ` +
    `Set PUBLIC_URL to an address phones reach: PUBLIC_URL=http://192.168.1.20:${port} (this computer's address on your network; ` +
    `then also HOST=0.0.0.0) or your public https URL.`
  );
}
