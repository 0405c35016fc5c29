import type { Context } from "hono";
import { AppError, AuthenticationError, RateLimitedError, ValidationError } from "../domain/errors.ts";
import type { AppEnv } from "../app.ts";
import { unsafeJsonReason } from "../nulGuard.ts";

/** CONTRACT.md §4 success envelope: 2xx with `status: "success"` and the named fields. */
export function success(c: Context, fields: Record<string, unknown> = {}, status: 200 | 201 = 200): Response {
  return c.json({ status: "success", ...fields }, status);
}

/** CONTRACT.md §4 failure envelope for a domain error. */
export function failure(error: AppError): Response {
  const body: Record<string, unknown> = { status: "error", message: error.message };
  if (error instanceof ValidationError && Object.keys(error.errors).length > 0) body.errors = error.errors;
  const headers: Record<string, string> = { "content-type": "application/json; charset=utf-8" };
  if (error instanceof RateLimitedError) headers["retry-after"] = String(error.retryAfterSeconds);
  return new Response(JSON.stringify(body), { status: error.status, headers });
}

export function errorBody(status: number, message: string): Response {
  return Response.json({ status: "error", message }, { status });
}

/** The JSON object a request carries; malformed, NUL-carrying or too deeply nested JSON or a non-object is a 400, an empty body is `{}`. */
export async function readJson(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === "") return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ValidationError("Malformed JSON body");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new ValidationError("The request body must be a JSON object");
  }
  const unsafe = unsafeJsonReason(body);
  if (unsafe) throw new ValidationError(unsafe);
  return body as Record<string, unknown>;
}

/** The signed-in user's id; calls that need one answer 401 without it. */
export function ownerId(c: Context<AppEnv>): string {
  const id = c.var.ctx.userId;
  if (!id) throw new AuthenticationError();
  return id;
}
