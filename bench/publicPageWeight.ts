// Weighs the JavaScript of the public form page /{qrId} against a bare React page: both are built
// with Vite into temporary folders and every script the HTML loads (entry and modulepreloads) is
// gzipped. Issue 4's budget: at most the bare page + 15 kB. The on-demand inputs (uploads,
// signature, structured kinds) load only for forms that use them and are reported apart.
// Usage: npx tsx bench/publicPageWeight.ts [--json]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { build } from "vite";

export const PUBLIC_PAGE_BUDGET_BYTES = 15_000;

// What ships: React's production build, whatever environment runs this (jest sets "test").
process.env.NODE_ENV = "production";

const repoRoot = path.resolve(import.meta.dirname, "..");

export interface TPageWeight {
  /** gzip bytes of the scripts the HTML loads. */
  initial: number;
  /** gzip bytes of every other script chunk of the build (loaded on demand). */
  onDemand: number;
}

function gzipBytes(file: string): number {
  return gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

function weigh(outDir: string, htmlFile: string): TPageWeight {
  const html = fs.readFileSync(path.join(outDir, htmlFile), "utf8");
  const loaded = new Set([...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/?([^"]+\.js)"/g)].map((m) => m[1]!));
  const all = fs.readdirSync(path.join(outDir, "assets")).filter((f) => f.endsWith(".js")).map((f) => `assets/${f}`);
  let initial = 0;
  let onDemand = 0;
  for (const file of all) {
    if (loaded.has(file)) initial += gzipBytes(path.join(outDir, file));
    else onDemand += gzipBytes(path.join(outDir, file));
  }
  if (initial === 0) throw new Error(`${htmlFile} loads no script from assets/`);
  return { initial, onDemand };
}

export async function measurePublicPageWeight(): Promise<{ publicPage: TPageWeight; bareReact: TPageWeight }> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "formqr-page-weight-"));
  try {
    const publicOut = path.join(tmp, "public");
    await build({
      configFile: path.join(repoRoot, "client/vite.public.config.ts"),
      logLevel: "silent",
      build: { outDir: publicOut, emptyOutDir: true },
    });
    const bareOut = path.join(tmp, "bare");
    await build({
      configFile: false,
      root: path.join(repoRoot, "bench/bareReactPage"),
      logLevel: "silent",
      plugins: [react()],
      build: { outDir: bareOut, emptyOutDir: true, modulePreload: { polyfill: false } },
    });
    return { publicPage: weigh(publicOut, "public.html"), bareReact: weigh(bareOut, "index.html") };
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

if (path.resolve(process.argv[1] ?? "") === import.meta.filename) {
  const { publicPage, bareReact } = await measurePublicPageWeight();
  const beyond = publicPage.initial - bareReact.initial;
  if (process.argv.includes("--json")) {
    console.log(JSON.stringify({ publicPage, bareReact, beyond, budget: PUBLIC_PAGE_BUDGET_BYTES }));
  } else {
    const kb = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;
    console.log(`bare React page            ${kb(bareReact.initial)} gzip`);
    console.log(`public form page, initial  ${kb(publicPage.initial)} gzip  (+${kb(beyond)}; budget +${kb(PUBLIC_PAGE_BUDGET_BYTES)})`);
    console.log(`on-demand inputs, all      ${kb(publicPage.onDemand)} gzip  (only forms that use them)`);
  }
  if (beyond > PUBLIC_PAGE_BUDGET_BYTES) process.exitCode = 1;
}
