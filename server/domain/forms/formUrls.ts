// How stored form columns read in every API (URLs from storage keys, options with defaults).
import { DEFAULT_QR_OPTIONS, ZQrOptions, type TQrOptions } from "../../../shared/qr/qrOptions.ts";
import type { Services } from "../../services.ts";

export function fileUrl(services: Services, key: string | null): string | null {
  return key ? `${services.config.publicUrl}/files/${key}` : null;
}

export function shortUrl(services: Services, code: string): string {
  return `${services.config.publicUrl}/s/${code}`;
}

/** Stored options parsed with today's defaults, so older rows gain new options. */
export function storedQrOptions(stored: unknown): TQrOptions {
  const parsed = ZQrOptions.safeParse(stored ?? {});
  return parsed.success ? parsed.data : DEFAULT_QR_OPTIONS;
}
