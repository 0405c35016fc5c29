import { Hono, type Context } from "hono";
import { clearedSessionCookies, requestToken, sessionCookies } from "../auth/sessionCookies.ts";
import { findViewer } from "../domain/accounts/findViewer.ts";
import { loginUser } from "../domain/accounts/loginUser.ts";
import { registerUser } from "../domain/accounts/registerUser.ts";
import { requestPasswordReset } from "../domain/accounts/requestPasswordReset.ts";
import { resetPassword } from "../domain/accounts/resetPassword.ts";
import { signInWithGoogle } from "../domain/accounts/signInWithGoogle.ts";
import { revokeAllSessions, revokeSession, type Session } from "../domain/sessions/sessions.ts";
import type { AppEnv } from "../app.ts";
import { readJson, success } from "./envelope.ts";

/** SPEC.md §7 account calls under /api/users: envelopes only, the logic is in domain/accounts. */
export const usersRoutes = new Hono<AppEnv>({ strict: false });

function sessionStarted(c: Context<AppEnv>, session: Session, extra: Record<string, unknown> = {}, status: 200 | 201 = 200) {
  c.var.ctx.responseCookies.push(...sessionCookies(c.var.ctx.services.config, session));
  return success(c, { data: { token: session.token }, ...extra }, status);
}

function sessionEnded(c: Context<AppEnv>) {
  c.var.ctx.responseCookies.push(...clearedSessionCookies(c.var.ctx.services.config));
  return success(c);
}

usersRoutes.post("/register", async (c) => sessionStarted(c, await registerUser(c.var.ctx.services, await readJson(c), c.var.ctx), {}, 201));

usersRoutes.post("/login", async (c) =>
  sessionStarted(c, await loginUser(c.var.ctx.services, await readJson(c), c.var.ctx)),
);

usersRoutes.post("/oauth", async (c) => {
  const session = await signInWithGoogle(c.var.ctx.services, await readJson(c), c.var.ctx);
  return sessionStarted(c, session, { isNewUser: session.isNewUser });
});

usersRoutes.post("/forgot", async (c) => {
  await requestPasswordReset(c.var.ctx.services, await readJson(c), c.var.ctx.clientIp);
  return success(c);
});

// The reset link's token arrives as the bearer token (SPEC.md §7).
usersRoutes.post("/password", async (c) => {
  const body = await readJson(c);
  const token = requestToken(c.req.header("authorization"), undefined) ?? "";
  return sessionStarted(c, await resetPassword(c.var.ctx.services, { ...body, token }, c.var.ctx));
});

usersRoutes.post("/logout", async (c) => {
  await revokeSession(c.var.ctx.services, c.var.ctx.sessionId);
  return sessionEnded(c);
});

usersRoutes.post("/logout-all", async (c) => {
  await revokeAllSessions(c.var.ctx.services, c.var.ctx.userId);
  return sessionEnded(c);
});

usersRoutes.get("/", async (c) => {
  const user = await findViewer(c.var.ctx.services, c.var.ctx.userId);
  return success(c, { user: { _id: user.id, email: user.email, name: user.name } });
});
