import { decodeGlobalID, encodeGlobalID } from "@pothos/plugin-relay";
import {
  createPersonalAccessToken, listPersonalAccessTokens, revokePersonalAccessToken, TOKEN_NOT_FOUND,
} from "../../domain/accessTokens/personalAccessTokens.ts";
import { NotFoundError, ValidationError } from "../../domain/errors.ts";
import type { PersonalAccessToken as TokenRow } from "../../generated/prisma/client.ts";
import { builder } from "../builder.ts";
import { User } from "./user.ts";

export const PersonalAccessToken = builder.prismaNode("PersonalAccessToken", {
  id: { field: "id" },
  // node(id:) reads an absent or hidden one as null (types/node.ts).
  nullable: true,
  description: "A read-only API token for integrations (Authorization: Bearer fqr_…). Its value is shown only when created.",
  findUnique: (id, ctx) => ({ id, userId: ctx.userId ?? "", revokedAt: null }),
  fields: (t) => ({
    name: t.exposeString("name"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    lastUsedAt: t.expose("lastUsedAt", { type: "DateTime", nullable: true }),
  }),
});

builder.prismaObjectField(User, "personalAccessTokens", (t) =>
  t.field({
    type: [PersonalAccessToken],
    description: "The user's tokens that still work, newest first.",
    select: { id: true },
    resolve: (user, _args, ctx) => listPersonalAccessTokens(ctx.services, user.id),
  }),
);

const CreatePersonalAccessTokenSuccess = builder
  .objectRef<{ token: string; personalAccessToken: TokenRow }>("CreatePersonalAccessTokenSuccess")
  .implement({
    fields: (t) => ({
      token: t.exposeString("token", { description: "The token (prefix fqr_). Shown only now: it is stored hashed." }),
      personalAccessToken: t.field({ type: PersonalAccessToken, resolve: (r) => r.personalAccessToken }),
    }),
  });

const RevokePersonalAccessTokenSuccess = builder.objectRef<{ id: string }>("RevokePersonalAccessTokenSuccess").implement({
  fields: (t) => ({ revokedId: t.id({ resolve: (r) => encodeGlobalID("PersonalAccessToken", r.id) }) }),
});

function rawTokenId(globalId: string): string {
  try {
    const { typename, id } = decodeGlobalID(globalId);
    if (typename === "PersonalAccessToken") return id;
  } catch {
    // fall through
  }
  throw new NotFoundError(TOKEN_NOT_FOUND);
}

builder.mutationFields((t) => ({
  createPersonalAccessToken: t.field({
    type: CreatePersonalAccessTokenSuccess,
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType("CreatePersonalAccessTokenInput", { fields: (f) => ({ name: f.string({ required: true }) }) }),
        required: true,
      }),
    },
    errors: { types: [ValidationError], union: { name: "CreatePersonalAccessTokenPayload" } },
    resolve: (_r, { input }, ctx) => createPersonalAccessToken(ctx.services, ctx.userId!, { name: input.name }),
  }),
  revokePersonalAccessToken: t.field({
    type: RevokePersonalAccessTokenSuccess,
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType("RevokePersonalAccessTokenInput", { fields: (f) => ({ id: f.id({ required: true }) }) }),
        required: true,
      }),
    },
    errors: { types: [NotFoundError], union: { name: "RevokePersonalAccessTokenPayload" } },
    resolve: (_r, { input }, ctx) => revokePersonalAccessToken(ctx.services, ctx.userId!, rawTokenId(String(input.id))),
  }),
}));
