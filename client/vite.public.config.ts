import { createRequire } from "node:module";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { CSP_NONCE_PLACEHOLDER } from "../shared/cspNonce.ts";
import { respondentMessages, rtlStyles } from "./vitePlugins.ts";

const repoRoot = path.resolve(import.meta.dirname, "..");
const require = createRequire(import.meta.url);

/**
 * The public form page /{qrId} (public.html): what every visitor opens, often on a phone over a
 * poor connection. Its own build, so it can drop the ICU parser: its messages are precompiled
 * (respondentMessages) and intl-messageformat gets the parser's no-parser build. Built after the
 * app into the same folder (`npm run build`), sharing nothing with it.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), respondentMessages({ precompile: true })],
  resolve: {
    alias: [
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: path.join(path.dirname(require.resolve("@formatjs/icu-messageformat-parser")), "no-parser.js"),
      },
    ],
  },
  css: rtlStyles,
  // The server puts each response's nonce in its place (server/securityHeaders.ts).
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  build: {
    outDir: path.join(repoRoot, "dist/client"),
    emptyOutDir: false,
    // Browsers without <link rel="modulepreload"> still load every chunk, only later; the polyfill
    // would cost every visitor its bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: { public: path.join(import.meta.dirname, "public.html") },
      output: {
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // Loaded with the signature input only.
            { name: "signature-pad", test: /node_modules[\\/]signature_pad[\\/]/ },
          ],
        },
      },
    },
  },
});
