import { Hono } from "hono";
import { ValidationError } from "../domain/errors.ts";
import { fileUrl } from "../domain/forms/formUrls.ts";
import { storeOwnerUpload } from "../domain/uploads/storeOwnerUpload.ts";
import type { AppEnv } from "../app.ts";
import { ownerId, success } from "./envelope.ts";

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
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw new ValidationError("Send the file as multipart/form-data in the field userFile", { userFile: "Missing file" });
  }
  const cat = c.req.query("cat") ?? "";
  const file = await storeOwnerUpload(services, userId, CATEGORY_ALIASES[cat] ?? cat, form.get("userFile"));
  return success(c, { data: { fileId: file.id, fileUrl: fileUrl(services, file.storageKey) } }, 201);
});
