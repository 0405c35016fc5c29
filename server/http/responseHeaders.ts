import type { Context } from "hono";

/** Sets a header on the response a handler already returned (after `await next()`). */
export function setResponseHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    // Some responses (e.g. fetched ones) have immutable headers: copy them first.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set(name, value);
  }
}
