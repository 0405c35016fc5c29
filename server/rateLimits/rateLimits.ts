// Every rate limit of the app (CONTRACT.md §6), counted in one store: the app's PostgreSQL when
// it has one, so all processes share the counters and they survive restarts; in memory only on
// the embedded database, which one process owns. Each attempt consumes atomically before the
// work it guards, so parallel requests cannot all slip under a limit.
import crypto from "node:crypto";
import type pg from "pg";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { RateLimitedError } from "../domain/errors.ts";

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Points per window (seconds) at RATE_LIMIT_FACTOR=1; documented in README.md. */
export const RATE_LIMITS = {
  /** Sign-in attempts on one account; a success clears it. */
  loginAccount: { points: 5, duration: 15 * MINUTE },
  /** Failed sign-ins from one address, across accounts (a success gives its point back). */
  loginAddress: { points: 30, duration: 15 * MINUTE },
  register: { points: 20, duration: HOUR },
  forgotAddress: { points: 10, duration: HOUR },
  /** Reset mails to one e-mail address, known or not. */
  forgotEmail: { points: 3, duration: HOUR },
  newsletter: { points: 10, duration: HOUR },
  /** Per form and address. */
  submission: { points: 20, duration: 10 * MINUTE },
  /** Visitor answer files, per form and address. */
  upload: { points: 60, duration: 10 * MINUTE },
  /** Wrong lock passwords per form and address (a right one gives its point back). */
  formPassword: { points: 10, duration: 15 * MINUTE },
} as const satisfies Record<string, { points: number; duration: number }>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** One limit and the subject it counts: an address, an e-mail, `${formId} ${address}`. */
export type RateLimitKey = readonly [name: RateLimitName, subject: string];

export interface RateLimits {
  /**
   * Takes one point of each limit at once; throws RateLimitedError (with the longest wait) when
   * any of them is used up. The point is taken even then, so hammering does not help.
   */
  consume(...keys: RateLimitKey[]): Promise<void>;
  /** Gives one point back, e.g. after a correct password. */
  reward(...keys: RateLimitKey[]): Promise<void>;
  /** Forgets a subject's count, e.g. an account's failed sign-ins after a success. */
  reset(...keys: RateLimitKey[]): Promise<void>;
}

export interface RateLimitsOptions {
  /** RATE_LIMIT_FACTOR: multiplies every limit's points; 0 turns rate limiting off. */
  factor: number;
  /** The app's PostgreSQL pool; null counts in this process's memory. */
  pool: pg.Pool | null;
}

export const RATE_LIMIT_TABLE = "rate_limits";

/** Subjects are hashed: short enough for the key column, and no address or e-mail is stored. */
function subjectKey(subject: string): string {
  return crypto.createHash("sha256").update(subject).digest("base64url");
}

function limiter(name: RateLimitName, points: number, pool: pg.Pool | null, sweeper: boolean): RateLimiterAbstract {
  const { duration } = RATE_LIMITS[name];
  if (!pool) return new RateLimiterMemory({ keyPrefix: name, points, duration });
  return new RateLimiterPostgres({
    storeClient: pool,
    storeType: "pool",
    tableName: RATE_LIMIT_TABLE,
    // The migration creates the table (prisma/schema.prisma, model RateLimit).
    tableCreated: true,
    keyPrefix: name,
    points,
    duration,
    // One limiter is enough to delete expired rows of the shared table every few minutes.
    clearExpiredByTimeout: sweeper,
  });
}

/** A limit's points under RATE_LIMIT_FACTOR (at least 1; a factor of 0 switches limits off instead). */
export function limitPoints(name: RateLimitName, factor: number): number {
  return Math.max(1, Math.round(RATE_LIMITS[name].points * factor));
}

export function createRateLimits({ factor, pool }: RateLimitsOptions): RateLimits {
  if (factor === 0) return { consume: async () => {}, reward: async () => {}, reset: async () => {} };
  const names = Object.keys(RATE_LIMITS) as RateLimitName[];
  const limiters = Object.fromEntries(names.map((name, i) => [name, limiter(name, limitPoints(name, factor), pool, i === 0)])) as Record<
    RateLimitName,
    RateLimiterAbstract
  >;

  return {
    async consume(...keys) {
      const results = await Promise.allSettled(keys.map(([name, subject]) => limiters[name].consume(subjectKey(subject))));
      let waitMs = 0;
      for (const result of results) {
        if (result.status === "fulfilled") continue;
        // A RateLimiterRes is a refusal; anything else is the store failing, which is not the visitor's fault.
        if (!(result.reason instanceof RateLimiterRes)) throw result.reason;
        waitMs = Math.max(waitMs, result.reason.msBeforeNext);
      }
      if (results.some((result) => result.status === "rejected")) throw new RateLimitedError(Math.max(1, Math.ceil(waitMs / 1000)));
    },
    async reward(...keys) {
      await Promise.all(keys.map(([name, subject]) => limiters[name].reward(subjectKey(subject))));
    },
    async reset(...keys) {
      await Promise.all(keys.map(([name, subject]) => limiters[name].delete(subjectKey(subject))));
    },
  };
}
