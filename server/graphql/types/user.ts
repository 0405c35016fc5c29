import { sessionCookies, clearedSessionCookies } from "../../auth/sessionCookies.ts";
import { loginUser } from "../../domain/accounts/loginUser.ts";
import { registerUser } from "../../domain/accounts/registerUser.ts";
import { requestPasswordReset } from "../../domain/accounts/requestPasswordReset.ts";
import { resetPassword } from "../../domain/accounts/resetPassword.ts";
import { signInWithGoogle } from "../../domain/accounts/signInWithGoogle.ts";
import { revokeAllSessions, revokeSession, type Session } from "../../domain/sessions/sessions.ts";
import {
  AuthenticationError,
  ConflictError,
  FeatureDisabledError,
  RateLimitedError,
  ValidationError,
} from "../../domain/errors.ts";
import type { RequestContext } from "../../context.ts";
import { builder } from "../builder.ts";

export const User = builder.prismaNode("User", {
  id: { field: "id" },
  // node(id:) reads an absent or hidden one as null (types/node.ts).
  nullable: true,
  // Only the viewer can be looked up by node id; anyone else reads as absent.
  findUnique: (id, ctx) => ({ id: id === ctx.userId ? id : "" }),
  fields: (t) => ({
    name: t.exposeString("name"),
    email: t.exposeString("email"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

const SignInOptions = builder.objectRef<{ googleClientId: string | null }>("SignInOptions").implement({
  description: "How users can sign in on this server.",
  fields: (t) => ({
    googleClientId: t.exposeString("googleClientId", {
      nullable: true,
      description: "OAuth client id for Google sign-in; null when it is disabled.",
    }),
  }),
});

builder.queryFields((t) => ({
  viewer: t.prismaField({
    type: "User",
    nullable: true,
    description: "The signed-in user, or null.",
    resolve: (query, _root, _args, ctx) =>
      ctx.userId ? ctx.services.prisma.user.findUnique({ ...query, where: { id: ctx.userId } }) : null,
  }),
  signInOptions: t.field({
    type: SignInOptions,
    resolve: (_root, _args, ctx) => ({ googleClientId: ctx.services.config.googleClientId ?? null }),
  }),
}));

type SignedIn = Session & { isNewUser?: boolean };

const AuthSuccess = builder.objectRef<SignedIn>("AuthSuccess").implement({
  description: "A started session. The token is also set as the `token` cookie.",
  fields: (t) => ({
    token: t.exposeString("token"),
    isNewUser: t.boolean({ resolve: (s) => s.isNewUser ?? false }),
    viewer: t.field({ type: User, resolve: (s) => s.user }),
  }),
});

export const Done = builder.objectRef<{ ok: true }>("Done").implement({
  description: "The mutation succeeded and has nothing else to return.",
  fields: (t) => ({ ok: t.exposeBoolean("ok") }),
});

function signedIn(ctx: RequestContext, session: SignedIn): SignedIn {
  ctx.responseCookies.push(...sessionCookies(ctx.services.config, session));
  return session;
}

const RegisterInput = builder.inputType("RegisterInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    password: t.string({ required: true }),
  }),
});
const LoginInput = builder.inputType("LoginInput", {
  fields: (t) => ({ email: t.string({ required: true }), password: t.string({ required: true }) }),
});
const RequestPasswordResetInput = builder.inputType("RequestPasswordResetInput", {
  fields: (t) => ({ email: t.string({ required: true }) }),
});
const ResetPasswordInput = builder.inputType("ResetPasswordInput", {
  fields: (t) => ({
    token: t.string({ required: true }),
    password: t.string({ required: true }),
    confirmPassword: t.string({ required: true }),
  }),
});
const SignInWithGoogleInput = builder.inputType("SignInWithGoogleInput", {
  fields: (t) => ({ tokenId: t.string({ required: true, description: "The ID token (credential) from Google." }) }),
});

builder.mutationFields((t) => ({
  register: t.field({
    type: AuthSuccess,
    args: { input: t.arg({ type: RegisterInput, required: true }) },
    errors: { types: [ValidationError, ConflictError, RateLimitedError], union: { name: "RegisterPayload" } },
    resolve: async (_root, { input }, ctx) => signedIn(ctx, await registerUser(ctx.services, input, ctx)),
  }),
  login: t.field({
    type: AuthSuccess,
    args: { input: t.arg({ type: LoginInput, required: true }) },
    errors: { types: [ValidationError, AuthenticationError, RateLimitedError], union: { name: "LoginPayload" } },
    resolve: async (_root, { input }, ctx) => signedIn(ctx, await loginUser(ctx.services, input, ctx)),
  }),
  signInWithGoogle: t.field({
    type: AuthSuccess,
    args: { input: t.arg({ type: SignInWithGoogleInput, required: true }) },
    errors: {
      types: [ValidationError, AuthenticationError, FeatureDisabledError],
      union: { name: "SignInWithGooglePayload" },
    },
    resolve: async (_root, { input }, ctx) => signedIn(ctx, await signInWithGoogle(ctx.services, input, ctx)),
  }),
  logout: t.field({
    type: Done,
    description: "Ends this session on the server and clears the token and userid cookies.",
    resolve: async (_root, _args, ctx) => {
      await revokeSession(ctx.services, ctx.sessionId);
      ctx.responseCookies.push(...clearedSessionCookies(ctx.services.config));
      return { ok: true as const };
    },
  }),
  signOutEverywhere: t.field({
    type: Done,
    authScopes: { loggedIn: true },
    description: "Ends every session of the signed-in user on every device, this one included.",
    resolve: async (_root, _args, ctx) => {
      await revokeAllSessions(ctx.services, ctx.userId);
      ctx.responseCookies.push(...clearedSessionCookies(ctx.services.config));
      return { ok: true as const };
    },
  }),
  requestPasswordReset: t.field({
    type: Done,
    args: { input: t.arg({ type: RequestPasswordResetInput, required: true }) },
    errors: { types: [ValidationError, RateLimitedError], union: { name: "RequestPasswordResetPayload" } },
    resolve: async (_root, { input }, ctx) => {
      await requestPasswordReset(ctx.services, input, ctx.clientIp);
      return { ok: true as const };
    },
  }),
  resetPassword: t.field({
    type: AuthSuccess,
    args: { input: t.arg({ type: ResetPasswordInput, required: true }) },
    errors: { types: [ValidationError], union: { name: "ResetPasswordPayload" } },
    resolve: async (_root, { input }, ctx) => signedIn(ctx, await resetPassword(ctx.services, input, ctx)),
  }),
}));

