import jwt from "jsonwebtoken";
import { createOneTimeToken, hashOneTimeToken, signSessionToken, verifySessionToken } from "./tokens.ts";

const secret = "a-test-secret-of-enough-length";

describe("session tokens", () => {
  const claims = { userId: "user-1", sessionId: "session-1", generation: 3 };

  it("round-trips the user, session and generation", () => {
    expect(verifySessionToken(secret, signSessionToken(secret, claims))).toEqual(claims);
  });

  it("rejects a signed token that names no session (the stateless tokens of old)", () => {
    expect(verifySessionToken(secret, jwt.sign({}, secret, { algorithm: "HS256", subject: "user-1" }))).toBeNull();
  });

  it("rejects an expired token", () => {
    const expired = jwt.sign({ sid: "session-1", gen: 0 }, secret, { algorithm: "HS256", subject: "user-1", expiresIn: -10 });
    expect(verifySessionToken(secret, expired)).toBeNull();
  });

  it("rejects a token signed with another secret, another algorithm, or garbage", () => {
    expect(verifySessionToken(secret, signSessionToken("another-secret-entirely", claims))).toBeNull();
    const unsigned = jwt.sign({ sub: "user-1", sid: "session-1", gen: 0 }, "", { algorithm: "none" });
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
