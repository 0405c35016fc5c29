import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import relay from "vite-plugin-relay-lite";
import { CSP_NONCE_PLACEHOLDER } from "../shared/cspNonce.ts";
import { buildStamp, respondentMessages, rtlStyles } from "./vitePlugins.ts";

const repoRoot = path.resolve(import.meta.dirname, "..");
const api = "http://127.0.0.1:3000";

// The app. The light public form page /{qrId} has its own build (vite.public.config.ts), run
// after this one into the same folder.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    // relay-compiler runs before the build (`npm run relay`); the plugin only rewrites graphql tags.
    relay({ codegen: false, cwd: repoRoot, relayConfig: path.join(repoRoot, "relay.config.js") }),
    react(),
    respondentMessages({ precompile: false }),
    buildStamp(),
  ],
  css: rtlStyles,
  // The server puts each response's nonce in its place (server/securityHeaders.ts).
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  build: {
    outDir: path.join(repoRoot, "dist/client"),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks, cached across app releases.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: "relay", test: /node_modules[\\/](react-relay|relay-runtime)[\\/]/ },
            { name: "intl", test: /node_modules[\\/](react-intl|@formatjs|intl-messageformat)[\\/]/ },
            // Loaded with the signature input only.
            { name: "signature-pad", test: /node_modules[\\/]signature_pad[\\/]/ },
            { name: "vendor", test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    // locales/ lives outside the client root.
    fs: { allow: [repoRoot] },
    proxy: { "/graphql": api, "/api": api, "/files": api, "/s/": api },
  },
  preview: {
    proxy: { "/graphql": api, "/api": api, "/files": api, "/s/": api },
  },
});
