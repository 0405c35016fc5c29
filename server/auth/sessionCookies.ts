import { serialize } from "hono/utils/cookie";
import type { Config } from "../config.ts";
import { SESSION_TTL_SECONDS } from "./tokens.ts";

/**
 * SPEC.md §3: the session token in a cookie named `token`, the user's id in `userid`.
 * The token cookie is HttpOnly, so page scripts never see it; the browser sends it.
 */
export function sessionCookies(config: Config, session: { token: string; user: { id: string } }): string[] {
  const base = { path: "/", sameSite: "Lax" as const, secure: config.publicUrl.startsWith("https:"), maxAge: SESSION_TTL_SECONDS };
  return [
    serialize("token", session.token, { ...base, httpOnly: true }),
    serialize("userid", session.user.id, base),
  ];
}

export function clearedSessionCookies(config: Config): string[] {
  const base = { path: "/", sameSite: "Lax" as const, secure: config.publicUrl.startsWith("https:"), maxAge: 0 };
  return [serialize("token", "", { ...base, httpOnly: true }), serialize("userid", "", base)];
}

/** The bearer token of the Authorization header, else the token cookie. */
export function requestToken(authorization: string | undefined, tokenCookie: string | undefined): string | null {
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return bearer ?? (tokenCookie || null);
}
