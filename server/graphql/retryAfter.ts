// A refused attempt is a RateLimitedError union member (data, HTTP 200), yet clients and proxies
// still deserve the Retry-After header the REST shim sends. The errors plugin reports each error
// it turns into data (builder.ts, onResolvedError); the transport collects them per request here.
import { AsyncLocalStorage } from "node:async_hooks";
import { RateLimitedError } from "../domain/errors.ts";

const requestWaits = new AsyncLocalStorage<{ seconds: number | null }>();

export function noteResolvedError(error: Error): void {
  const wait = requestWaits.getStore();
  if (wait && error instanceof RateLimitedError) wait.seconds = Math.max(wait.seconds ?? 0, error.retryAfterSeconds);
}

/** Runs one GraphQL request; retryAfterSeconds is the longest wait of its refused fields, or null. */
export async function collectRetryAfter<T>(run: () => T | Promise<T>): Promise<{ result: T; retryAfterSeconds: number | null }> {
  const wait = { seconds: null as number | null };
  const result = await requestWaits.run(wait, run);
  return { result, retryAfterSeconds: wait.seconds };
}
