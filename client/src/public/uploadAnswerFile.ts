// A visitor's file upload (CONTRACT.md §4 uploads), loaded when the first upload starts: only
// forms with upload or signature fields need it.
import type { TUploadCategory, TUploadedFile, TUploadOptions } from "../fields/fieldInputProps.ts";
import { isRecord, PASSWORD_HEADER } from "./publicApi.ts";

export function uploadUrl(qrId: string, category: TUploadCategory): string {
  return `/api/submission/uploads/${encodeURIComponent(qrId)}/?cat=${encodeURIComponent(category)}`;
}

/** An upload the server refused or that never reached it; `message` is the server's text if any. */
export class UploadError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = status === 0 ? "AbortError" : "UploadError";
    this.status = status;
  }
}

/**
 * POST /api/submission/uploads/:qrId/?cat=… with XMLHttpRequest, which reports upload progress
 * (fetch does not); `signal` aborts it. A locked form's password goes along.
 */
export function uploadAnswerFile(
  qrId: string,
  file: File,
  category: TUploadCategory,
  options: TUploadOptions = {},
  password: string | null = null,
): Promise<TUploadedFile> {
  return new Promise((resolve, reject) => {
    const { onProgress, signal } = options;
    if (signal?.aborted) {
      reject(new DOMException("The upload was cancelled", "AbortError"));
      return;
    }
    const request = new XMLHttpRequest();
    const abort = () => request.abort();
    signal?.addEventListener("abort", abort, { once: true });
    const done = () => signal?.removeEventListener("abort", abort);
    request.open("POST", uploadUrl(qrId, category));
    request.responseType = "json";
    request.setRequestHeader("accept", "application/json");
    if (password) request.setRequestHeader(PASSWORD_HEADER, password);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    request.onload = () => {
      done();
      const body: unknown = request.response;
      const data = isRecord(body) && isRecord(body.data) ? body.data : null;
      if (request.status >= 200 && request.status < 300 && data && typeof data.fileId === "string") {
        onProgress?.(1);
        resolve(data as unknown as TUploadedFile);
        return;
      }
      const message = isRecord(body) && typeof body.message === "string" ? body.message : `Upload failed (${request.status})`;
      reject(new UploadError(request.status, message));
    };
    request.onerror = () => {
      done();
      reject(new UploadError(-1, "The upload failed: check your connection"));
    };
    request.onabort = () => {
      done();
      reject(new DOMException("The upload was cancelled", "AbortError"));
    };
    const body = new FormData();
    body.append("userFile", file, file.name);
    request.send(body);
  });
}
