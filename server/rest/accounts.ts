import { Hono } from "hono";
import { fileUrl } from "../domain/forms/formUrls.ts";
import { storeOwnerUpload } from "../domain/uploads/storeOwnerUpload.ts";
import type { AppEnv } from "../app.ts";
import { ownerId, success } from "./envelope.ts";
import { withMultipartFile } from "./multipartUpload.ts";

/** SPEC.md §7 accounts/uploads: an owner's image upload, multipart field `userFile`. */
export const accountsRoutes = new Hono<AppEnv>({ strict: false });

// Category names the legacy client sends (?cat=…) → the domain's upload categories.
const CATEGORY_ALIASES: Record<string, string> = {
  logo: "logo",
  background: "background",
  backgroundImage: "background",
  preview: "preview",
  previewImage: "preview",
  qrLogo: "qrLogo",
  optionImage: "optionImage",
};

accountsRoutes.post("/uploads", async (c) => {
  const userId = ownerId(c);
  const services = c.var.ctx.services;
  const cat = c.req.query("cat") ?? "";
  // Streamed to storage as it arrives (never buffered whole).
  const file = await withMultipartFile(c.req.raw, "userFile", (upload) => storeOwnerUpload(services, userId, CATEGORY_ALIASES[cat] ?? cat, upload));
  return success(c, { data: { fileId: file.id, fileUrl: fileUrl(services, file.storageKey) } }, 201);
});
