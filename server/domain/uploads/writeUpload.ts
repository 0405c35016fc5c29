import crypto from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import type { Services } from "../../services.ts";
import { FileTooLargeError, UnsupportedFileTypeError, ValidationError } from "../errors.ts";
import { UPLOAD_POLICIES, type UploadCategory, type UploadPolicy } from "./uploadPolicy.ts";

export const UPLOAD_FILE_MISSING = "Choose a file to upload";

/** A file on its way in: its name as the client gave it, and its bytes as they arrive. */
export interface IncomingUpload {
  name: string;
  stream: AsyncIterable<Uint8Array>;
}

/** A stored file's facts for its UploadedFile row (category and owner or form come from the caller). */
export interface WrittenUpload {
  storageKey: string;
  originalName: string;
  mimeType: string;
  size: number;
}

/**
 * How much of the start is held to judge the type: file-type needs 4,100 bytes for most
 * formats; Office files are ZIPs whose telling entries may come a little later.
 */
const SNIFF_BYTES = 64 * 1024;

function notAllowed(policy: UploadPolicy): UnsupportedFileTypeError {
  return new UnsupportedFileTypeError(`This file type is not allowed here. Upload ${policy.kinds}.`);
}

/** The type of the first bytes, or null when the policy does not allow it. Text (no magic bytes) is checked as it streams. */
async function sniff(head: Uint8Array, policy: UploadPolicy, name: string): Promise<{ mime: string; ext: string; text: boolean } | null> {
  const type = await fileTypeFromBuffer(head);
  if (type) return policy.mimeTypes.includes(type.mime) ? { mime: type.mime, ext: type.ext, text: false } : null;
  if (!policy.text) return null;
  return name.toLowerCase().endsWith(".csv") ? { mime: "text/csv", ext: "csv", text: true } : { mime: "text/plain", ext: "txt", text: true };
}

/**
 * Writes an upload of the category to storage under `<prefix>/<uuid>.<ext>` as it streams in, holding only its
 * first 64 KiB: the type is judged by content from those (415 when the category does not allow
 * it), the bytes are counted as they pass (413 as soon as they exceed the category's limit), and
 * a refused or interrupted upload leaves no file behind. Text files must be UTF-8 without NUL
 * bytes throughout.
 */
export async function writeUpload(services: Services, category: UploadCategory, prefix: string, upload: IncomingUpload): Promise<WrittenUpload> {
  const policy: UploadPolicy = UPLOAD_POLICIES[category];
  const name = upload.name.replace(/\u0000/g, "").slice(0, 255);
  const source = upload.stream[Symbol.asyncIterator]();
  const headChunks: Uint8Array[] = [];
  let headLength = 0;
  let ended = false;
  try {
    while (headLength < SNIFF_BYTES) {
      const next = await source.next();
      if (next.done) {
        ended = true;
        break;
      }
      headChunks.push(next.value);
      headLength += next.value.length;
    }
    if (headLength === 0) throw new ValidationError(UPLOAD_FILE_MISSING, { userFile: UPLOAD_FILE_MISSING });
    if (headLength > policy.maxBytes) throw new FileTooLargeError(policy.maxBytes);
  } catch (error) {
    await source.return?.();
    throw error;
  }
  const head = Buffer.concat(headChunks);
  const type = await sniff(head, policy, name);
  if (!type) {
    await source.return?.();
    throw notAllowed(policy);
  }
  const text = type.text ? new TextDecoder("utf-8", { fatal: true }) : null;
  let size = 0;
  const checked = (chunk: Uint8Array): Uint8Array => {
    size += chunk.length;
    if (size > policy.maxBytes) throw new FileTooLargeError(policy.maxBytes);
    if (text) {
      if (chunk.includes(0)) throw notAllowed(policy);
      try {
        text.decode(chunk, { stream: true });
      } catch {
        throw notAllowed(policy);
      }
    }
    return chunk;
  };
  async function* body(): AsyncGenerator<Uint8Array> {
    try {
      yield checked(head);
      while (!ended) {
        const next = await source.next();
        if (next.done) break;
        yield checked(next.value);
      }
    } finally {
      // Refused midway: let go of the rest of the upload.
      await source.return?.();
    }
    if (text) {
      try {
        // A multi-byte character cut off at the end.
        text.decode();
      } catch {
        throw notAllowed(policy);
      }
    }
  }
  const storageKey = `${prefix}/${crypto.randomUUID()}.${type.ext}`;
  await services.storage.putStream(storageKey, body());
  return { storageKey, originalName: name || `${category}.${type.ext}`, mimeType: type.mime, size };
}
