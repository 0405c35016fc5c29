// PostgreSQL text and jsonb cannot hold the NUL character: a query carrying one fails with
// a database error. Input is turned away at the transports (400) so no path reaches it.
import { createGraphQLError, type Plugin } from "graphql-yoga";
import type { MiddlewareHandler } from "hono";
import { errorBody } from "./rest/envelope.ts";

export const NUL_MESSAGE = "The request contains a NUL character, which is not allowed";

/** True when any string in a JSON-like value holds U+0000. */
export function containsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === "object") {
    return Object.entries(value).some(([key, item]) => key.includes("\u0000") || containsNul(item));
  }
  return false;
}

/** Paths and query strings (e.g. /api/form-response/get/%00). */
export function rejectNulInUrl(): MiddlewareHandler {
  return async (c, next) => {
    if (/%00/i.test(c.req.url)) return errorBody(400, NUL_MESSAGE);
    await next();
  };
}

/** GraphQL query text and variables (uploads are File objects and pass untouched). */
export function rejectNulInGraphQL<C extends object>(): Plugin<C> {
  return {
    onParams({ params }) {
      if (containsNul(params.query) || containsNul(params.variables ?? {})) {
        throw createGraphQLError(NUL_MESSAGE, { extensions: { http: { status: 400 } } });
      }
    },
  };
}
