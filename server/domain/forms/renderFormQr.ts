import crypto from "node:crypto";
import sharp from "sharp";
import { renderQrSvg } from "../../../shared/qr/renderQrSvg.ts";
import type { Form } from "../../generated/prisma/client.ts";
import type { Services } from "../../services.ts";
import type { TDb } from "./editOwnForm.ts";
import { shortUrl, storedQrOptions } from "./formUrls.ts";
import { inlineOwnLogo } from "./qrLogoFile.ts";

/**
 * Draws the form's QR code (it encodes the short link) and stores it as SVG and PNG.
 * Keys carry a content hash, so a changed design gets new URLs and caches never go stale.
 * An edit passes its transaction (editOwnForm), so the image is drawn under the form's lock.
 */
export async function renderFormQr(services: Services, form: Form, db: TDb = services.prisma): Promise<Form> {
  const options = storedQrOptions(form.qrOptions);
  const svg = renderQrSvg(shortUrl(services, form.shortCode), { ...options, logo: await inlineOwnLogo(services, options.logo, db) });
  const hash = crypto.createHash("sha256").update(svg).digest("hex").slice(0, 16);
  const svgKey = `qr/${form.qrId}/${hash}.svg`;
  const pngKey = `qr/${form.qrId}/${hash}.png`;
  if (svgKey === form.qrSvgKey && pngKey === form.qrPngKey) return form;
  const png = await sharp(Buffer.from(svg)).resize({ width: options.size }).png().toBuffer();
  await services.storage.put(svgKey, new TextEncoder().encode(svg));
  await services.storage.put(pngKey, png);
  const updated = await db.form.update({ where: { id: form.id }, data: { qrSvgKey: svgKey, qrPngKey: pngKey } });
  for (const old of [form.qrSvgKey, form.qrPngKey]) if (old && old !== svgKey && old !== pngKey) await services.storage.delete(old);
  return updated;
}
