import { loadConfig } from "./config.ts";
import { clientAddressResolver, normalizeAddress } from "./clientAddress.ts";

describe("client address", () => {
  it("is the socket peer when no proxy is trusted, whatever X-Forwarded-For claims", () => {
    const resolve = clientAddressResolver([]);
    expect(resolve("203.0.113.9", "1.2.3.4")).toBe("203.0.113.9");
    expect(resolve("::ffff:127.0.0.1", undefined)).toBe("127.0.0.1");
    expect(resolve(undefined, "1.2.3.4")).toBe("unknown");
  });

  it("ignores X-Forwarded-For from a peer that is not a trusted proxy", () => {
    const resolve = clientAddressResolver(["10.0.0.0/8"]);
    expect(resolve("198.51.100.4", "1.2.3.4")).toBe("198.51.100.4");
  });

  it("takes the right-most untrusted hop behind trusted proxies, not the client's own claim", () => {
    const resolve = clientAddressResolver(["10.0.0.0/8", "192.168.1.7"]);
    // The client forged "6.6.6.6"; the edge proxy appended the real peer 203.0.113.5.
    expect(resolve("10.1.2.3", "6.6.6.6, 203.0.113.5")).toBe("203.0.113.5");
    expect(resolve("::ffff:10.1.2.3", "6.6.6.6, 203.0.113.5, 192.168.1.7")).toBe("203.0.113.5");
    expect(resolve("10.1.2.3", "203.0.113.5:51234")).toBe("203.0.113.5");
    expect(resolve("192.168.1.7", "[2001:DB8::1]:443")).toBe("2001:db8::1");
  });

  it("falls back sensibly when every hop is trusted or a hop is garbage", () => {
    const resolve = clientAddressResolver(["10.0.0.0/8"]);
    expect(resolve("10.0.0.1", "10.0.0.2, 10.0.0.3")).toBe("10.0.0.2");
    expect(resolve("10.0.0.1", "203.0.113.5, not-an-ip")).toBe("10.0.0.1");
    expect(resolve("10.0.0.1", "evil, 10.0.0.9")).toBe("10.0.0.9");
    expect(resolve("10.0.0.1", "")).toBe("10.0.0.1");
  });

  it("trusts IPv6 subnets", () => {
    const resolve = clientAddressResolver(["fd00::/8"]);
    expect(resolve("fd12::1", "2001:db8::42")).toBe("2001:db8::42");
    expect(resolve("2001:db8::7", "2001:db8::42")).toBe("2001:db8::7");
  });

  it("normalises addresses and rejects non-addresses", () => {
    expect(normalizeAddress(" 127.0.0.1 ")).toBe("127.0.0.1");
    expect(normalizeAddress("::FFFF:192.0.2.1")).toBe("192.0.2.1");
    expect(normalizeAddress("unknown")).toBeNull();
    expect(normalizeAddress("1.2.3.4.5")).toBeNull();
  });

  it("TRUSTED_PROXIES and RATE_LIMIT_FACTOR are validated at start-up", () => {
    const base = { DATA_DIR: "/tmp/formqr-config-test", JWT_SECRET: "x".repeat(32) };
    expect(loadConfig(base)).toMatchObject({ trustedProxies: [], rateLimitFactor: 1 });
    expect(loadConfig({ ...base, TRUSTED_PROXIES: " 10.0.0.0/8, ::1 ,172.16.0.1", RATE_LIMIT_FACTOR: "0" })).toMatchObject({
      trustedProxies: ["10.0.0.0/8", "::1", "172.16.0.1"],
      rateLimitFactor: 0,
    });
    expect(() => loadConfig({ ...base, TRUSTED_PROXIES: "10.0.0.0/33" })).toThrow(/TRUSTED_PROXIES/);
    expect(() => loadConfig({ ...base, TRUSTED_PROXIES: "proxy.local" })).toThrow(/TRUSTED_PROXIES/);
    expect(() => loadConfig({ ...base, RATE_LIMIT_FACTOR: "-1" })).toThrow(/RATE_LIMIT_FACTOR/);
    expect(() => loadConfig({ ...base, RATE_LIMIT_FACTOR: "lots" })).toThrow(/RATE_LIMIT_FACTOR/);
  });
});
