import { Hono } from "hono";
import type { AppEnv } from "../app.ts";
import { STORAGE_KEY } from "../storage/storage.ts";
import { errorBody } from "./envelope.ts";

const TYPES: Record<string, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
  pdf: "application/pdf",
};

/** GET /files/<key>: stored files. Keys carry a content hash or a random id, so they cache forever. */
export const filesRoutes = new Hono<AppEnv>();

filesRoutes.get("/*", async (c) => {
  let key: string;
  try {
    key = decodeURIComponent(c.req.path.replace(/^\/files\//, ""));
  } catch {
    return errorBody(404, "Not found");
  }
  const bytes = STORAGE_KEY.test(key) && !key.split("/").includes("..") ? await c.var.ctx.services.storage.get(key) : null;
  if (!bytes) return errorBody(404, "Not found");
  const extension = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]), {
    headers: {
      "content-type": TYPES[extension] ?? "application/octet-stream",
      "x-content-type-options": "nosniff",
      // An SVG opened directly must not run anything.
      "content-security-policy": "default-src 'none'; img-src data:; style-src 'unsafe-inline'; font-src data:",
      "cache-control": "public, max-age=31536000, immutable",
      // Form images and QR codes are public; the editor fetches logos to embed them in
      // downloads, also when PUBLIC_URL's host differs from the one in the address bar.
      "access-control-allow-origin": "*",
    },
  });
});
