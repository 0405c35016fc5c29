// Server-side sessions. A session token (JWT) names a row of `sessions`; the row, checked on every
// request, decides whether the token still counts, so logout, a password reset and "sign out
// everywhere" end sessions at once, and a stolen cookie stops working when it is revoked.
import { SESSION_TTL_SECONDS, signSessionToken, verifySessionToken } from "../../auth/tokens.ts";
import type { User } from "../../generated/prisma/client.ts";
import type { Services } from "../../services.ts";
import { AuthenticationError } from "../errors.ts";

/** A cookie session is given a fresh token once it is this old … */
export const SESSION_ROTATE_AFTER_MS = 24 * 60 * 60 * 1000;
/** … and the token it replaces still counts this long, for requests already under way. */
export const SESSION_ROTATION_GRACE_MS = 60 * 1000;
/** lastSeenAt is written at most this often per session. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;
const TTL_MS = SESSION_TTL_SECONDS * 1000;

export interface Session {
  user: User;
  token: string;
}

/** What the server knows of the client that signs in (the request context has both). */
export interface SessionClient {
  /** Counted by the sign-in rate limits; not stored with the session. */
  clientIp: string;
  userAgent: string;
}

/** A request's valid session; `token` is set when this request rotated it (the cookie must follow). */
export interface VerifiedSession {
  userId: string;
  sessionId: string;
  token: string | null;
}

/** Opens a session for a user who just proved who they are. */
export async function startSession(services: Services, user: User, client: SessionClient): Promise<Session> {
  const { prisma, config } = services;
  const now = new Date();
  // The user's ended sessions are of no further use: tidy them whenever a new one starts.
  await prisma.session.deleteMany({ where: { userId: user.id, OR: [{ expiresAt: { lte: now } }, { revokedAt: { not: null } }] } });
  const session = await prisma.session.create({
    data: { userId: user.id, expiresAt: new Date(now.getTime() + TTL_MS), userAgent: client.userAgent.slice(0, 300) },
  });
  return { user, token: signSessionToken(config.jwtSecret, { userId: user.id, sessionId: session.id, generation: 0 }) };
}

/**
 * The session a token stands for, or null when it is unknown, revoked, expired or superseded.
 * With `rotate` (cookie sessions: the response can carry the new cookie), a session older than a
 * day gets a new token and 30 more days; the old token keeps working for a minute.
 */
export async function verifySession(services: Services, token: string, options: { rotate: boolean }): Promise<VerifiedSession | null> {
  const { prisma, config } = services;
  const claims = verifySessionToken(config.jwtSecret, token);
  if (!claims) return null;
  const row = await prisma.session.findUnique({ where: { id: claims.sessionId } });
  const now = Date.now();
  if (!row || row.userId !== claims.userId || row.revokedAt || row.expiresAt.getTime() <= now) return null;
  const current = claims.generation === row.generation;
  const previous = claims.generation === row.generation - 1 && now - row.rotatedAt.getTime() < SESSION_ROTATION_GRACE_MS;
  if (!current && !previous) return null;
  const verified = { userId: row.userId, sessionId: row.id, token: null };
  if (current && options.rotate && now - row.rotatedAt.getTime() >= SESSION_ROTATE_AFTER_MS) {
    // Only one of several concurrent requests wins the rotation; the others go on with the old token.
    const { count } = await prisma.session.updateMany({
      where: { id: row.id, generation: row.generation, revokedAt: null },
      data: { generation: row.generation + 1, rotatedAt: new Date(now), lastSeenAt: new Date(now), expiresAt: new Date(now + TTL_MS) },
    });
    if (count === 1) {
      return { ...verified, token: signSessionToken(config.jwtSecret, { userId: row.userId, sessionId: row.id, generation: row.generation + 1 }) };
    }
  } else if (now - row.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    await prisma.session.update({ where: { id: row.id }, data: { lastSeenAt: new Date(now) } });
  }
  return verified;
}

/** Ends one session (logout). Ending an unknown or already ended session is not an error. */
export async function revokeSession(services: Services, sessionId: string | null): Promise<void> {
  if (!sessionId) return;
  await services.prisma.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: new Date() } });
}

/** "Sign out everywhere": ends every session of the signed-in user, this one included. */
export async function revokeAllSessions(services: Services, userId: string | null): Promise<void> {
  if (!userId) throw new AuthenticationError();
  await services.prisma.session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } });
}
