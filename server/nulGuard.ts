// PostgreSQL text and jsonb cannot hold the NUL character: a query carrying one fails with
// a database error. Input is turned away at the transports (400) so no path reaches it.
import { createGraphQLError, type Plugin } from "graphql-yoga";
import type { MiddlewareHandler } from "hono";
import { errorBody } from "./rest/envelope.ts";

export const NUL_MESSAGE = "The request contains a NUL character, which is not allowed";
/** Far deeper than any form, answer or QR option; deeper input would only exhaust stacks downstream. */
export const MAX_JSON_DEPTH = 100;
export const TOO_DEEP_MESSAGE = `The request nests JSON more than ${MAX_JSON_DEPTH} levels deep`;

/**
 * Why a JSON-like value must be turned away (a NUL character anywhere, or nesting deeper than
 * MAX_JSON_DEPTH), or null. Iterative, so input nested 10,000 deep cannot overflow the stack.
 */
export function unsafeJsonReason(value: unknown): string | null {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (typeof item === "string") {
      if (item.includes("\u0000")) return NUL_MESSAGE;
      continue;
    }
    if (!item || typeof item !== "object") continue;
    if (depth >= MAX_JSON_DEPTH) return TOO_DEEP_MESSAGE;
    if (Array.isArray(item)) {
      for (const child of item) pending.push([child, depth + 1]);
      continue;
    }
    for (const [key, child] of Object.entries(item)) {
      if (key.includes("\u0000")) return NUL_MESSAGE;
      pending.push([child, depth + 1]);
    }
  }
  return null;
}

/** True when any string in a JSON-like value holds U+0000. */
export function containsNul(value: unknown): boolean {
  return unsafeJsonReason(value) === NUL_MESSAGE;
}

/** Paths and query strings (e.g. /api/form-response/get/%00). */
export function rejectNulInUrl(): MiddlewareHandler {
  return async (c, next) => {
    if (/%00/i.test(c.req.url)) return errorBody(400, NUL_MESSAGE);
    await next();
  };
}

/** GraphQL query text and variables (uploads are File objects and pass untouched); also too deeply nested variables. */
export function rejectNulInGraphQL<C extends object>(): Plugin<C> {
  return {
    onParams({ params }) {
      const reason = unsafeJsonReason(params.query) ?? unsafeJsonReason(params.variables ?? {});
      if (reason) throw createGraphQLError(reason, { extensions: { http: { status: 400 } } });
    },
  };
}
