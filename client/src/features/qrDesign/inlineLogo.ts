// An SVG drawn as an image (for the PNG export) cannot load anything external, and an SVG
// file that points at our server breaks once it leaves the browser. So before exporting,
// the logo is fetched and embedded as a data: URL of a type the renderer accepts.
import { resolveLogoUrl } from "./resolveLogoUrl.ts";

/** The logo could not be downloaded or read as an image. */
export class LogoInlineError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "LogoInlineError";
  }
}

export interface TInlineLogoDeps {
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
  /** Re-encodes an image the renderer does not embed (GIF, BMP, …) as a PNG data: URL. */
  toPngDataUrl: (image: Blob) => Promise<string>;
}

/** Types the renderer embeds as data: URLs (shared/qr/svgUtil.ts safeLogoUrl). */
const EMBEDDABLE = new Set(["image/png", "image/jpeg", "image/webp", "image/svg+xml"]);

/** Image type from the first bytes; the Content-Type header is only a fallback. */
export function sniffImageType(bytes: Uint8Array): string | null {
  const at = (i: number) => bytes[i] ?? -1;
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (at(0) === 0x89 && ascii(1, 4) === "PNG") return "image/png";
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return "image/jpeg";
  if (ascii(0, 4) === "GIF8") return "image/gif";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  if (ascii(0, 2) === "BM") return "image/bmp";
  const head = new TextDecoder().decode(bytes.subarray(0, 512)).trimStart().toLowerCase();
  if ((head.startsWith("<?xml") || head.startsWith("<svg") || head.startsWith("<!--")) && head.includes("<svg")) return "image/svg+xml";
  return null;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
}

const DATA_URL_RE = /^data:([^;,]*)((?:;[^;,]*)*),/i;

/**
 * Returns the logo as a self-contained data: URL ("" when there is no logo). http(s) and
 * relative URLs are fetched (relative ones against `baseUrl`); data: URLs of an embeddable
 * type are kept; other images are converted to PNG. Throws LogoInlineError.
 */
export async function inlineLogo(logo: string, baseUrl: string, deps: TInlineLogoDeps): Promise<string> {
  const value = logo.trim();
  if (!value) return "";

  const dataUrl = DATA_URL_RE.exec(value);
  if (dataUrl) {
    const type = (dataUrl[1] ?? "").toLowerCase();
    if (EMBEDDABLE.has(type)) return value;
    if (!type.startsWith("image/")) throw new LogoInlineError(`Unsupported logo data type "${type || "unknown"}"`);
    return convert(await (await deps.fetch(value)).blob(), deps);
  }

  const url = resolveLogoUrl(value, baseUrl);
  if (!/^https?:\/\//i.test(url)) throw new LogoInlineError("The logo address is not a web address");
  let response: Response;
  try {
    response = await deps.fetch(url, { credentials: "same-origin" });
  } catch (cause) {
    throw new LogoInlineError("The logo could not be downloaded", { cause });
  }
  if (!response.ok) throw new LogoInlineError(`The logo could not be downloaded (HTTP ${response.status})`);
  const blob = await response.blob();
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const type = sniffImageType(bytes) ?? (blob.type.split(";")[0] ?? "").trim().toLowerCase();
  if (EMBEDDABLE.has(type)) return `data:${type};base64,${bytesToBase64(bytes)}`;
  if (!type.startsWith("image/")) throw new LogoInlineError("The logo is not an image");
  return convert(new Blob([bytes], { type }), deps);
}

async function convert(image: Blob, deps: TInlineLogoDeps): Promise<string> {
  try {
    return await deps.toPngDataUrl(image);
  } catch (cause) {
    throw new LogoInlineError("The logo image could not be read", { cause });
  }
}
