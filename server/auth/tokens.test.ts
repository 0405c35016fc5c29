import jwt from "jsonwebtoken";
import { createOneTimeToken, hashOneTimeToken, signSessionToken, verifySessionToken } from "./tokens.ts";

const secret = "a-test-secret-of-enough-length";

describe("session tokens", () => {
  it("round-trips the user id", () => {
    expect(verifySessionToken(secret, signSessionToken(secret, "user-1"))).toBe("user-1");
  });

  it("rejects an expired token", () => {
    const expired = jwt.sign({}, secret, { algorithm: "HS256", subject: "user-1", expiresIn: -10 });
    expect(verifySessionToken(secret, expired)).toBeNull();
  });

  it("rejects a token signed with another secret, another algorithm, or garbage", () => {
    expect(verifySessionToken(secret, signSessionToken("another-secret-entirely", "user-1"))).toBeNull();
    const unsigned = jwt.sign({ sub: "user-1" }, "", { algorithm: "none" });
    expect(verifySessionToken(secret, unsigned)).toBeNull();
    expect(verifySessionToken(secret, "garbage")).toBeNull();
  });
});

describe("one-time tokens", () => {
  it("are random and stored only as their SHA-256", () => {
    const a = createOneTimeToken();
    const b = createOneTimeToken();
    expect(a.token).not.toBe(b.token);
    expect(a.token.length).toBeGreaterThanOrEqual(43);
    expect(a.hash).toBe(hashOneTimeToken(a.token));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
