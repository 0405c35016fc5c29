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
  /** Also accepts plain UTF-8 text (txt, csv), which has no magic bytes. */
  text?: boolean;
}

const DOCUMENTS = [
  "application/pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  // Legacy .doc / .xls / .ppt are Compound File Binary containers.
  "application/x-cfb",
  "application/vnd.oasis.opendocument.text",
  "application/vnd.oasis.opendocument.spreadsheet",
] as const;
const PHOTOS = [...IMAGES, "image/heic", "image/heif"] as const;
// Audio-only WebM and Ogg files are detected by their containers.
const AUDIO = ["audio/mpeg", "audio/x-m4a", "audio/mp4", "audio/wav", "audio/ogg", "application/ogg", "audio/webm", "video/webm"] as const;
const VIDEO = ["video/mp4", "video/x-m4v", "video/quicktime", "video/webm"] as const;

export const UPLOAD_POLICIES = {
  logo: { uploader: "owner", maxBytes: 5 * MB, mimeTypes: IMAGES, kinds: "PNG, JPEG, GIF or WebP images" },
  background: { uploader: "owner", maxBytes: 10 * MB, mimeTypes: IMAGES, kinds: "PNG, JPEG, GIF or WebP images" },
  preview: { uploader: "owner", maxBytes: 5 * MB, mimeTypes: IMAGES, kinds: "PNG, JPEG, GIF or WebP images" },
  qrLogo: { uploader: "owner", maxBytes: 2 * MB, mimeTypes: IMAGES, kinds: "PNG, JPEG, GIF or WebP images" },
  optionImage: { uploader: "owner", maxBytes: 5 * MB, mimeTypes: IMAGES, kinds: "PNG, JPEG, GIF or WebP images" },
  // Visitors' answer files (SPEC.md §3 document, picture, audio, video, signature).
  document: {
    uploader: "visitor",
    maxBytes: 10 * MB,
    mimeTypes: DOCUMENTS,
    kinds: "PDF, Word, Excel, PowerPoint, OpenDocument, text or CSV files",
    text: true,
  },
  picture: { uploader: "visitor", maxBytes: 10 * MB, mimeTypes: PHOTOS, kinds: "PNG, JPEG, GIF, WebP or HEIC images" },
  audio: { uploader: "visitor", maxBytes: 20 * MB, mimeTypes: AUDIO, kinds: "MP3, M4A, WAV, OGG or WebM audio" },
  video: { uploader: "visitor", maxBytes: 50 * MB, mimeTypes: VIDEO, kinds: "MP4, MOV or WebM videos" },
  signature: { uploader: "visitor", maxBytes: 1 * MB, mimeTypes: ["image/png"], kinds: "a PNG image" },
} as const satisfies Record<string, UploadPolicy>;

export type UploadCategory = keyof typeof UPLOAD_POLICIES;
export const UPLOAD_CATEGORIES = Object.keys(UPLOAD_POLICIES) as [UploadCategory, ...UploadCategory[]];
const policies: readonly UploadPolicy[] = Object.values(UPLOAD_POLICIES);
/** The largest file an owner's category accepts: the request body limit of multipart requests. */
export const MAX_UPLOAD_BYTES = Math.max(...policies.filter((p) => p.uploader === "owner").map((p) => p.maxBytes));
/** The largest answer file (video): the body limit of the visitor upload route only. */
export const MAX_VISITOR_UPLOAD_BYTES = Math.max(...policies.filter((p) => p.uploader === "visitor").map((p) => p.maxBytes));
export const VISITOR_UPLOAD_PATH = /^\/api\/submission\/uploads\//;
export const OWNER_UPLOAD_PATH = /^\/api\/accounts\/uploads\/?$/;

export function isUploadCategory(value: unknown): value is UploadCategory {
  return typeof value === "string" && Object.hasOwn(UPLOAD_POLICIES, value);
}
