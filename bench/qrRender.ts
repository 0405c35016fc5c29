// Benchmark: plain `QRCode.toString(text, { type: "svg" })` vs the styled renderQrSvg.
// Usage: npx tsx bench/qrRender.ts [iterations=2000]
import { toString as qrToString } from "qrcode";
import { ZQrOptions, type TQrOptionsInput } from "../shared/qr/qrOptions.ts";
import { renderQrSvg } from "../shared/qr/renderQrSvg.ts";

const N = Number(process.argv[2] ?? 2000);
const URLS = Array.from({ length: 16 }, (_, i) => `https://formqr.app/f/${(1e9 + i * 7919).toString(36)}?utm_source=qr&i=${i}`);
const LOGO = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==";

const SETS: Record<string, TQrOptionsInput> = {
  "defaults (square)": {},
  "dots + radial gradient + circle eyes": { qrData: "pattern1", gradient: true, grdType: "radial", eye_outer: "eyeOuter3", eye_inner: "eyeInner2" },
  "extra-rounded + logo + card frame": { qrData: "pattern3", logo: LOGO, frame: "frame3", frameColorType: "gradient", eye_outer: "eyeOuter4", eye_inner: "eyeInner3" },
  "stars + eye colours + bubble": { qrData: "pattern10", eye_color: true, eye_color01: "1b1f3b", eye_color02: "e4572e", frame: "frame4" },
  "beads + linear gradient + ribbon": { qrData: "pattern13", gradient: true, frame: "frame7", frameText: "Scan to RSVP" },
};

async function time(label: string, fn: (text: string) => unknown): Promise<number> {
  for (let i = 0; i < 200; i++) await fn(URLS[i % URLS.length]!); // warm-up (JIT)
  const t0 = performance.now();
  let bytes = 0;
  for (let i = 0; i < N; i++) {
    const out = await fn(URLS[i % URLS.length]!);
    bytes += typeof out === "string" ? out.length : 0;
  }
  const ms = performance.now() - t0;
  const ops = (N / ms) * 1000;
  console.log(`${label.padEnd(50)} ${ops.toFixed(0).padStart(7)} ops/s  ${(ms / N).toFixed(3)} ms/op  ~${Math.round(bytes / N)} B`);
  return ops;
}

console.log(`node ${process.version}, ${N} renders each, ${URLS.length} different URLs\n`);
const base = await time("QRCode.toString({ type: 'svg' })", (t) => qrToString(t, { type: "svg" }));
for (const [label, input] of Object.entries(SETS)) {
  const opts = ZQrOptions.parse(input);
  const ops = await time("renderQrSvg: " + label, (t) => renderQrSvg(t, opts));
  console.log(`${"".padEnd(50)} ratio: ${(base / ops).toFixed(2)}x the time of QRCode.toString`);
}
