import type { IncomingUpload } from "./writeUpload.ts";

/** The part of a web File the upload code needs. */
export interface UploadedBlob {
  readonly size: number;
  readonly name?: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/**
 * Duck-typed: Yoga hands over @whatwg-node's File ponyfill, Hono the global File, and
 * neither is an instance of the other.
 */
export function isUploadedBlob(value: unknown): value is UploadedBlob {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as UploadedBlob).size === "number" &&
    typeof (value as UploadedBlob).arrayBuffer === "function"
  );
}

/**
 * A file the GraphQL multipart parser already holds in memory (bounded by its limits in app.ts)
 * as an upload for the domain, which judges and counts it like a streamed one.
 */
export function blobUpload(file: UploadedBlob): IncomingUpload {
  return {
    name: typeof file.name === "string" ? file.name : "",
    stream: (async function* () {
      if (file.size > 0) yield new Uint8Array(await file.arrayBuffer());
    })(),
  };
}
