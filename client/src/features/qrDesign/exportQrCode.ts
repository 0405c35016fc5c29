// Builds the downloadable file for the export panel (browser only).
import { renderQrSvg } from "../../../../shared/qr/renderQrSvg.ts";
import type { TQrOptions } from "../../../../shared/qr/qrOptions.ts";
import { inlineLogo, LogoInlineError } from "./inlineLogo.ts";
import { qrExportFileName, type TQrExportFormat } from "./qrExportFileName.ts";
import { rasterizeImageToPng } from "./rasterizeImageToPng.ts";
import { documentBaseUrl, resolveLogoUrl } from "./resolveLogoUrl.ts";
import { svgToPngBlob } from "./svgToPngBlob.ts";

export const QR_EXPORT_SIZES = [256, 512, 1024, 2048] as const;
export type TQrExportSize = (typeof QR_EXPORT_SIZES)[number];

const browserDeps = {
  fetch: (url: string, init?: RequestInit) => fetch(url, init),
  toPngDataUrl: rasterizeImageToPng,
};

/**
 * The QR code as a file of the given format and width. The logo is embedded: a PNG cannot
 * be drawn otherwise, and an SVG file must not depend on our server. If an SVG's logo
 * cannot be fetched it keeps the absolute link (it still shows in a browser); a PNG fails
 * with LogoInlineError.
 */
export async function exportQrCode(data: string, options: TQrOptions, format: TQrExportFormat, size: TQrExportSize, fileName: string): Promise<{ blob: Blob; fileName: string }> {
  const base = documentBaseUrl();
  let logo: string;
  try {
    logo = await inlineLogo(options.logo, base, browserDeps);
  } catch (error) {
    if (format === "png" || !(error instanceof LogoInlineError)) throw error;
    logo = resolveLogoUrl(options.logo, base);
  }
  const svg = renderQrSvg(data, { ...options, logo, size });
  const blob = format === "svg" ? new Blob([svg], { type: "image/svg+xml;charset=utf-8" }) : await svgToPngBlob(svg);
  return { blob, fileName: qrExportFileName(fileName, size, format) };
}
