import { RateLimiterMemory, type RateLimiterAbstract } from "rate-limiter-flexible";
import { RateLimitedError } from "../domain/errors.ts";

/**
 * Counts failed sign-ins per account and per client IP. The counters are any
 * rate-limiter-flexible store: in memory by default; a RateLimiterPostgres or
 * RateLimiterRedis shares them between several processes without other changes.
 */
export class LoginThrottle {
  constructor(
    private readonly perAccount: RateLimiterAbstract,
    private readonly perIp: RateLimiterAbstract,
  ) {}

  static inMemory(): LoginThrottle {
    return new LoginThrottle(
      new RateLimiterMemory({ keyPrefix: "login-account", points: 5, duration: 15 * 60 }),
      new RateLimiterMemory({ keyPrefix: "login-ip", points: 30, duration: 15 * 60 }),
    );
  }

  /** Throws RateLimitedError while either counter is used up. */
  async check(account: string, ip: string): Promise<void> {
    const waits = await Promise.all([
      msUntilAllowed(this.perAccount, account),
      msUntilAllowed(this.perIp, ip),
    ]);
    const ms = Math.max(...waits);
    if (ms > 0) throw new RateLimitedError(Math.max(1, Math.ceil(ms / 1000)));
  }

  async recordFailure(account: string, ip: string): Promise<void> {
    await Promise.all([
      this.perAccount.penalty(account, 1),
      this.perIp.penalty(ip, 1),
    ]);
  }

  async recordSuccess(account: string): Promise<void> {
    await this.perAccount.delete(account);
  }
}

async function msUntilAllowed(limiter: RateLimiterAbstract, key: string): Promise<number> {
  const res = await limiter.get(key);
  return res && res.consumedPoints >= limiter.points ? res.msBeforeNext : 0;
}
