import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import Busboy, { type BusboyFileStream } from "@fastify/busboy";
import { ValidationError } from "../domain/errors.ts";
import type { IncomingUpload } from "../domain/uploads/writeUpload.ts";

export const MULTIPART_REQUIRED = "Send the file as multipart/form-data in the field userFile";
export const UPLOAD_INTERRUPTED = "The upload did not arrive whole; please send it again";

// One file; the other parts (if a client sends any) are small. The file's own size is the
// domain's to count, per category.
const LIMITS = { files: 1, fields: 20, fieldNameSize: 100, fieldSize: 64 * 1024, parts: 25, headerPairs: 20 };

/** The file part's bytes; a broken or aborted body becomes a 400, never a 500. */
async function* chunksOf(file: BusboyFileStream): AsyncGenerator<Uint8Array> {
  try {
    for await (const chunk of file) yield chunk as Buffer;
  } catch {
    throw new ValidationError(UPLOAD_INTERRUPTED, { userFile: UPLOAD_INTERRUPTED });
  }
}

/**
 * Hands `handle` the multipart request's file field as a stream as soon as that part begins, so
 * the body is never held whole (null when the body has no such file). Whatever `handle` leaves
 * unread (after a 413 or 415) is not parsed: the server discards it after the response.
 */
export async function withMultipartFile<T>(request: Request, field: string, handle: (upload: IncomingUpload | null) => Promise<T>): Promise<T> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !request.body) {
    throw new ValidationError(MULTIPART_REQUIRED, { userFile: "Missing file" });
  }
  let busboy: ReturnType<typeof Busboy>;
  try {
    busboy = Busboy({ headers: { "content-type": contentType }, limits: LIMITS });
  } catch {
    // No boundary, or an unknown charset.
    throw new ValidationError(MULTIPART_REQUIRED, { userFile: "Missing file" });
  }
  const body = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);
  let current: BusboyFileStream | null = null;
  const found = new Promise<IncomingUpload | null>((resolve, reject) => {
    busboy.on("file", (name, stream, filename) => {
      if (name !== field || current) {
        stream.resume();
        return;
      }
      current = stream;
      resolve({ name: filename ?? "", stream: chunksOf(stream) });
    });
    busboy.on("finish", () => resolve(null));
    const broken = () => {
      const error = new ValidationError(UPLOAD_INTERRUPTED, { userFile: UPLOAD_INTERRUPTED });
      // A file being read must end with an error, not wait for bytes that never come.
      current?.destroy(error);
      reject(error);
    };
    busboy.on("error", broken);
    body.on("error", broken);
  });
  // A rejection after the file was found is reported through the file stream instead.
  found.catch(() => undefined);
  body.pipe(busboy);
  try {
    return await handle(await found);
  } finally {
    body.unpipe(busboy);
    busboy.removeAllListeners("file");
    if (current && !(current as BusboyFileStream).destroyed) (current as BusboyFileStream).resume();
  }
}
