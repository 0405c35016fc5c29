// Writes sample PNGs of the styled QR renderer for visual review.
// Usage: npx tsx bench/qrSamples.ts [outDir=/tmp/qr-samples]
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import {
  QR_EYE_INNER_IDS, QR_EYE_OUTER_IDS, QR_FRAME_IDS, QR_GRADIENT_TYPES, QR_PATTERN_IDS, ZQrOptions, type TQrOptionsInput,
} from "../shared/qr/qrOptions.ts";
import { renderQrSvg } from "../shared/qr/renderQrSvg.ts";

const outDir = process.argv[2] ?? "/tmp/qr-samples";
const URL = "https://formqr.app/f/8fK2pQ";
const CELL = 260;

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0076d7"/><path d="M18 16h28v8H27v8h15v8H27v12h-9z" fill="#fff"/></svg>`;
const LOGO = "data:image/svg+xml;base64," + Buffer.from(LOGO_SVG).toString("base64");

async function png(opts: TQrOptionsInput, width = CELL): Promise<Buffer> {
  const svg = renderQrSvg(URL, ZQrOptions.parse(opts));
  return sharp(Buffer.from(svg)).resize({ width }).flatten({ background: "#ffffff" }).png().toBuffer();
}

/** Lays tiles out on a white sheet, `cols` per row. */
async function grid(tiles: Buffer[], cols: number): Promise<Buffer> {
  const metas = await Promise.all(tiles.map((t) => sharp(t).metadata()));
  const cellH = Math.max(...metas.map((m) => m.height ?? CELL));
  const gap = 16, rows = Math.ceil(tiles.length / cols);
  return sharp({ create: { width: cols * (CELL + gap) + gap, height: rows * (cellH + gap) + gap, channels: 4, background: "#eef1f5" } })
    .composite(tiles.map((input, i) => ({ input, left: gap + (i % cols) * (CELL + gap), top: gap + Math.floor(i / cols) * (cellH + gap) })))
    .png()
    .toBuffer();
}

await mkdir(outDir, { recursive: true });
const files: [string, Promise<Buffer>][] = [
  ["patterns.png", Promise.all(QR_PATTERN_IDS.map((qrData) => png({ qrData, eye_outer: "eyeOuter1", eye_inner: "eyeInner1" }))).then((t) => grid(t, 5))],
  ["eyes.png", Promise.all(QR_EYE_OUTER_IDS.map((eye_outer, i) => png({ eye_outer, eye_inner: QR_EYE_INNER_IDS[i]!, qrData: "pattern3", eye_color: true, eye_color01: "1b1f3b", eye_color02: "e4572e" }))).then((t) => grid(t, 5))],
  ["frames.png", Promise.all(QR_FRAME_IDS.map((frame, i) => png({ frame, qrData: "pattern2", eye_outer: "eyeOuter2", eye_inner: "eyeInner2", frameColorType: i % 2 ? "gradient" : "solid", frameColor: "054080", frameColor2: "0fa3b1" }))).then((t) => grid(t, 5))],
  ["gradients-logo.png", Promise.all(QR_GRADIENT_TYPES.map((grdType) => png({ gradient: true, grdType, logo: LOGO, qrData: "pattern1", eye_outer: "eyeOuter3", eye_inner: "eyeInner2", color01: "5b2a86", color02: "e4572e" }))).then((t) => grid(t, 4))],
  ["hero.png", png({ gradient: true, grdType: "diagonal2", color01: "054080", color02: "f30505", qrData: "pattern5", eye_outer: "eyeOuter4", eye_inner: "eyeInner3", logo: LOGO, frame: "frame3", frameText: "Scan to RSVP", frameColorType: "gradient", frameColor: "054080", frameColor2: "f30505" }, 500)],
];
for (const [name, buf] of files) {
  await writeFile(join(outDir, name), await buf);
  console.log("wrote", join(outDir, name));
}
