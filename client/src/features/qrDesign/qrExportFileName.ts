/**
 * "Été 2025: Customer feedback!" → "ete-2025-customer-feedback". Accents are dropped, other
 * letters and digits of any script are kept, everything else becomes single dashes.
 */
export function slugify(text: string, maxLength = 60): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, maxLength)
    .replace(/-+$/, "");
}

export type TQrExportFormat = "png" | "svg";

/** `<fileName>-qr-<size>.<format>`, e.g. "customer-feedback-qr-512.png". */
export function qrExportFileName(fileName: string, size: number, format: TQrExportFormat): string {
  return `${slugify(fileName) || "form"}-qr-${size}.${format}`;
}
