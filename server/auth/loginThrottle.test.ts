import { RateLimiterMemory } from "rate-limiter-flexible";
import { RateLimitedError } from "../domain/errors.ts";
import { LoginThrottle } from "./loginThrottle.ts";

function throttle(accountPoints: number, ipPoints: number) {
  return new LoginThrottle(
    new RateLimiterMemory({ keyPrefix: `a${Math.random()}`, points: accountPoints, duration: 60 }),
    new RateLimiterMemory({ keyPrefix: `i${Math.random()}`, points: ipPoints, duration: 60 }),
  );
}

describe("LoginThrottle", () => {
  it("blocks an account after its failures, with the wait in seconds", async () => {
    const t = throttle(2, 100);
    await t.recordFailure("a@x.io", "1.1.1.1");
    await t.check("a@x.io", "1.1.1.1");
    await t.recordFailure("a@x.io", "1.1.1.1");
    const error = await t.check("a@x.io", "2.2.2.2").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAfterSeconds).toBeGreaterThan(50);
    await expect(t.check("b@x.io", "1.1.1.1")).resolves.toBeUndefined();
  });

  it("blocks an IP that fails across many accounts", async () => {
    const t = throttle(100, 3);
    for (const account of ["a", "b", "c"]) await t.recordFailure(account, "9.9.9.9");
    await expect(t.check("d", "9.9.9.9")).rejects.toBeInstanceOf(RateLimitedError);
    await expect(t.check("d", "8.8.8.8")).resolves.toBeUndefined();
  });

  it("forgets an account's failures after a success", async () => {
    const t = throttle(2, 100);
    await t.recordFailure("a", "1.1.1.1");
    await t.recordSuccess("a");
    await t.recordFailure("a", "1.1.1.1");
    await expect(t.check("a", "1.1.1.1")).resolves.toBeUndefined();
  });
});
