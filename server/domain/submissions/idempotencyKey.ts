import { ValidationError } from "../errors.ts";

export const BAD_IDEMPOTENCY_KEY = "Idempotency-Key must be 1 to 255 printable ASCII characters";

/**
 * The client's Idempotency-Key (the IETF HTTP draft's header): null when none was sent, else
 * 1–255 printable ASCII characters. A structured-field string's quotes are dropped, so
 * `"abc"` and `abc` are the same key.
 */
export function parseIdempotencyKey(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const text = typeof value === "string" ? value.trim().replace(/^"(.*)"$/, "$1") : "";
  if (!/^[\x20-\x7e]{1,255}$/.test(text)) throw new ValidationError(BAD_IDEMPOTENCY_KEY, { idempotencyKey: BAD_IDEMPOTENCY_KEY });
  return text;
}
