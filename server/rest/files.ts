import { Hono } from "hono";
import type { AppEnv } from "../app.ts";
import { STORAGE_KEY } from "../storage/storage.ts";
import type { RequestContext } from "../context.ts";
import { errorBody } from "./envelope.ts";

// Types a browser may show inline; everything else downloads.
const INLINE_TYPES = /^(image\/(png|jpeg|gif|webp)|audio\/[a-z0-9.+-]+|video\/[a-z0-9.+-]+|application\/ogg)$/;

/** A visitor's answer file: only the owner of the form it was submitted to may read it; to anyone else it does not exist. */
async function privateAnswerFile(ctx: RequestContext, key: string): Promise<Response> {
  const file = ctx.userId
    ? await ctx.services.prisma.uploadedFile.findFirst({ where: { storageKey: key, form: { ownerId: ctx.userId } } })
    : null;
  const bytes = file ? await ctx.services.storage.get(key) : null;
  if (!file || !bytes) return errorBody(404, "Not found");
  const disposition = INLINE_TYPES.test(file.mimeType) ? "inline" : "attachment";
  const ascii = file.originalName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]), {
    headers: {
      "content-type": file.mimeType,
      "content-disposition": `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
      "cache-control": "private, no-store",
    },
  });
}

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
  if (!STORAGE_KEY.test(key) || key.split("/").includes("..")) return errorBody(404, "Not found");
  if (key.startsWith("answers/")) return privateAnswerFile(c.var.ctx, key);
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
      // Owners show their QR codes on other sites (the app's default is same-origin).
      "cross-origin-resource-policy": "cross-origin",
    },
  });
});
