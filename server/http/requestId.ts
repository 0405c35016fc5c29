import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { setResponseHeader } from "./responseHeaders.ts";

export const REQUEST_ID_HEADER = "x-request-id";

/**
 * A random id per request (never the client's own, so logs cannot be forged), kept in
 * `c.var.requestId` for the request context and logs, and sent back in x-request-id so a
 * user's report of a failure can be matched to its log lines.
 */
export function assignRequestId(): MiddlewareHandler<{ Variables: { requestId: string } }> {
  return async (c, next) => {
    const requestId = randomUUID();
    c.set("requestId", requestId);
    await next();
    setResponseHeader(c, REQUEST_ID_HEADER, requestId);
  };
}
