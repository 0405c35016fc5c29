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
