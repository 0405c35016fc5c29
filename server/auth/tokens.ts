import crypto from "node:crypto";
import jwt from "jsonwebtoken";

export const SESSION_TTL_SECONDS = 60 * 60 * 24 * 30;

/** A signed session token (JWT, HS256) for a user id. */
export function signSessionToken(secret: string, userId: string, ttlSeconds = SESSION_TTL_SECONDS): string {
  return jwt.sign({}, secret, { algorithm: "HS256", subject: userId, expiresIn: ttlSeconds });
}

/** The user id of a valid, unexpired session token; null for anything else. */
export function verifySessionToken(secret: string, token: string): string | null {
  try {
    const payload = jwt.verify(token, secret, { algorithms: ["HS256"] });
    return typeof payload === "object" && typeof payload.sub === "string" ? payload.sub : null;
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
