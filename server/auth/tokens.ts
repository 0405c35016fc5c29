import crypto from "node:crypto";
import jwt from "jsonwebtoken";

export const SESSION_TTL_SECONDS = 60 * 60 * 24 * 30;

/** What a session token says: whose it is, which session row, and which rotation of it. */
export interface SessionClaims {
  userId: string;
  sessionId: string;
  generation: number;
}

/** A signed session token (JWT, HS256) naming a session row; the row decides whether it still counts. */
export function signSessionToken(secret: string, claims: SessionClaims, ttlSeconds = SESSION_TTL_SECONDS): string {
  return jwt.sign({ sid: claims.sessionId, gen: claims.generation }, secret, {
    algorithm: "HS256",
    subject: claims.userId,
    expiresIn: ttlSeconds,
  });
}

/** The claims of a well-signed, unexpired session token; null for anything else. */
export function verifySessionToken(secret: string, token: string): SessionClaims | null {
  try {
    const payload = jwt.verify(token, secret, { algorithms: ["HS256"] });
    if (typeof payload !== "object" || typeof payload.sub !== "string") return null;
    const { sid, gen } = payload as { sid?: unknown; gen?: unknown };
    if (typeof sid !== "string" || !Number.isSafeInteger(gen)) return null;
    return { userId: payload.sub, sessionId: sid, generation: gen as number };
  } catch {
    return null;
  }
}

/** A random one-time token for links in e-mails; only its hash is stored. */
export function createOneTimeToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString("base64url");
  return { token, hash: hashOneTimeToken(token) };
}

export function hashOneTimeToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}
