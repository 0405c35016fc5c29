import { RateLimitedError } from "../domain/errors.ts";
import { createRateLimits, limitPoints, RATE_LIMITS } from "./rateLimits.ts";

describe("rate limits in memory", () => {
  it("refuses once a limit's points are spent, with the wait in seconds, per subject", async () => {
    const limits = createRateLimits({ factor: 1, pool: null });
    const { points, duration } = RATE_LIMITS.newsletter;
    for (let i = 0; i < points; i++) await limits.consume(["newsletter", "10.0.0.1"]);
    const error = await limits.consume(["newsletter", "10.0.0.1"]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAfterSeconds).toBeGreaterThan(duration - 5);
    expect((error as RateLimitedError).retryAfterSeconds).toBeLessThanOrEqual(duration);
    await expect(limits.consume(["newsletter", "10.0.0.2"])).resolves.toBeUndefined();
    // Each limit counts on its own.
    await expect(limits.consume(["register", "10.0.0.1"])).resolves.toBeUndefined();
  });

  it("consumes atomically: of many parallel attempts exactly the limit passes", async () => {
    const limits = createRateLimits({ factor: 1, pool: null });
    const results = await Promise.allSettled(Array.from({ length: 25 }, () => limits.consume(["loginAccount", "a@example.com"])));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(RATE_LIMITS.loginAccount.points);
  });

  it("refuses when any of several limits is spent, with the longest wait", async () => {
    const limits = createRateLimits({ factor: 1, pool: null });
    for (let i = 0; i < RATE_LIMITS.forgotEmail.points; i++) await limits.consume(["forgotAddress", `10.0.1.${i}`], ["forgotEmail", "v@example.com"]);
    await expect(limits.consume(["forgotAddress", "10.0.1.99"], ["forgotEmail", "v@example.com"])).rejects.toBeInstanceOf(RateLimitedError);
    await expect(limits.consume(["forgotAddress", "10.0.1.99"], ["forgotEmail", "w@example.com"])).resolves.toBeUndefined();
  });

  it("reward gives a point back and reset forgets the subject", async () => {
    const limits = createRateLimits({ factor: 1, pool: null });
    const key = ["formPassword", "form 10.0.0.1"] as const;
    for (let i = 0; i < 3 * RATE_LIMITS.formPassword.points; i++) {
      await limits.consume(key);
      await limits.reward(key);
    }
    await limits.consume(key);
    for (let i = 1; i < RATE_LIMITS.formPassword.points; i++) await limits.consume(key);
    await expect(limits.consume(key)).rejects.toBeInstanceOf(RateLimitedError);
    await limits.reset(key);
    await expect(limits.consume(key)).resolves.toBeUndefined();
  });

  it("RATE_LIMIT_FACTOR multiplies every limit, never below one point; 0 turns limiting off", async () => {
    expect(limitPoints("loginAccount", 100)).toBe(500);
    expect(limitPoints("loginAccount", 0.01)).toBe(1);
    const scaled = createRateLimits({ factor: 2, pool: null });
    for (let i = 0; i < 2 * RATE_LIMITS.loginAccount.points; i++) await scaled.consume(["loginAccount", "a"]);
    await expect(scaled.consume(["loginAccount", "a"])).rejects.toBeInstanceOf(RateLimitedError);
    const off = createRateLimits({ factor: 0, pool: null });
    for (let i = 0; i < 1000; i++) await off.consume(["loginAccount", "a"]);
  });
});
