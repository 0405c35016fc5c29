// What each upload category accepts, checked by content (magic bytes), never by name.
const MB = 1024 * 1024;

const IMAGES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;

export interface UploadPolicy {
  /** Owner uploads belong to an account; visitor uploads to a form's answers. */
  uploader: "owner" | "visitor";
  maxBytes: number;
  mimeTypes: readonly string[];
  /** Human list for the error message. */
  kinds: string;
}

export const UPLOAD_POLICIES = {
  logo: { uploader: "owner", maxBytes: 5 * MB, mimeTypes: IMAGES, kinds: "PNG, JPEG, GIF or WebP images" },
  background: { uploader: "owner", maxBytes: 10 * MB, mimeTypes: IMAGES, kinds: "PNG, JPEG, GIF or WebP images" },
  preview: { uploader: "owner", maxBytes: 5 * MB, mimeTypes: IMAGES, kinds: "PNG, JPEG, GIF or WebP images" },
  qrLogo: { uploader: "owner", maxBytes: 2 * MB, mimeTypes: IMAGES, kinds: "PNG, JPEG, GIF or WebP images" },
  optionImage: { uploader: "owner", maxBytes: 5 * MB, mimeTypes: IMAGES, kinds: "PNG, JPEG, GIF or WebP images" },
} as const satisfies Record<string, UploadPolicy>;

export type UploadCategory = keyof typeof UPLOAD_POLICIES;
export const UPLOAD_CATEGORIES = Object.keys(UPLOAD_POLICIES) as [UploadCategory, ...UploadCategory[]];
/** The largest file any category accepts: the request body limit of upload routes. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_POLICIES).map((p) => p.maxBytes));

export function isUploadCategory(value: unknown): value is UploadCategory {
  return typeof value === "string" && Object.hasOwn(UPLOAD_POLICIES, value);
}
