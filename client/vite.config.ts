import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import relay from "vite-plugin-relay-lite";

const repoRoot = path.resolve(import.meta.dirname, "..");
const api = "http://127.0.0.1:3000";

/**
 * Message descriptions are for translators (`formatjs extract` reads them from the source); the
 * respondent inputs and the public form page are shipped without them.
 */
function stripMessageDescriptions(): Plugin {
  const messageModule = /[\\/]client[\\/]src[\\/](fields|public)[\\/][^?]*Messages\.ts$/;
  return {
    name: "formqr:strip-message-descriptions",
    enforce: "pre",
    apply: "build",
    transform(code, id) {
      if (!messageModule.test(id)) return null;
      return { code: code.replace(/\bdescription:\s*"(?:[^"\\\n]|\\.)*",?/g, ""), map: null };
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    // relay-compiler runs before the build (`npm run relay`); the plugin only rewrites graphql tags.
    relay({ codegen: false, cwd: repoRoot, relayConfig: path.join(repoRoot, "relay.config.js") }),
    react(),
    stripMessageDescriptions(),
  ],
  build: {
    outDir: path.join(repoRoot, "dist/client"),
    emptyOutDir: true,
    rolldownOptions: {
      // The app, and the light public form page /{qrId} (no Relay, router or react-intl).
      input: {
        index: path.join(import.meta.dirname, "index.html"),
        public: path.join(import.meta.dirname, "public.html"),
      },
      output: {
        // Long-lived vendor chunks, cached across app releases.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: "relay", test: /node_modules[\\/](react-relay|relay-runtime)[\\/]/ },
            // The message formatter alone: the public form page needs it, not react-intl.
            { name: "messageformat", test: /node_modules[\\/](intl-messageformat|@formatjs[\\/](icu-messageformat-parser|icu-skeleton-parser|fast-memoize))[\\/]/ },
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
