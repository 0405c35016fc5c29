import { Hono, type Context } from "hono";
import { clearedSessionCookies, requestToken, sessionCookies } from "../auth/sessionCookies.ts";
import { findViewer } from "../domain/accounts/findViewer.ts";
import { loginUser } from "../domain/accounts/loginUser.ts";
import { registerUser } from "../domain/accounts/registerUser.ts";
import { requestPasswordReset } from "../domain/accounts/requestPasswordReset.ts";
import { resetPassword } from "../domain/accounts/resetPassword.ts";
import type { Session } from "../domain/accounts/session.ts";
import { signInWithGoogle } from "../domain/accounts/signInWithGoogle.ts";
import type { AppEnv } from "../app.ts";
import { readJson, success } from "./envelope.ts";

/** SPEC.md §7 account calls under /api/users: envelopes only, the logic is in domain/accounts. */
export const usersRoutes = new Hono<AppEnv>({ strict: false });

function setCookies(c: Context<AppEnv>, cookies: string[]): void {
  for (const cookie of cookies) c.header("set-cookie", cookie, { append: true });
}

function sessionStarted(c: Context<AppEnv>, session: Session, extra: Record<string, unknown> = {}, status: 200 | 201 = 200) {
  setCookies(c, sessionCookies(c.var.ctx.services.config, session));
  return success(c, { data: { token: session.token }, ...extra }, status);
}

usersRoutes.post("/register", async (c) => sessionStarted(c, await registerUser(c.var.ctx.services, await readJson(c), c.var.ctx.clientIp), {}, 201));

usersRoutes.post("/login", async (c) =>
  sessionStarted(c, await loginUser(c.var.ctx.services, await readJson(c), c.var.ctx.clientIp)),
);

usersRoutes.post("/oauth", async (c) => {
  const session = await signInWithGoogle(c.var.ctx.services, await readJson(c));
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
  return sessionStarted(c, await resetPassword(c.var.ctx.services, { ...body, token }));
});

usersRoutes.post("/logout", (c) => {
  setCookies(c, clearedSessionCookies(c.var.ctx.services.config));
  return success(c);
});

usersRoutes.get("/", async (c) => {
  const user = await findViewer(c.var.ctx.services, c.var.ctx.userId);
  return success(c, { user: { _id: user.id, email: user.email, name: user.name } });
});
