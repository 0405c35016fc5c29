// Personal access tokens: read-only API access for integrations (Authorization: Bearer fqr_…).
// Only the SHA-256 of a token is stored; the token itself is shown once, when created.
import crypto from "node:crypto";
import { z } from "zod";
import type { PersonalAccessToken } from "../../generated/prisma/client.ts";
import type { Services } from "../../services.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { parseInput } from "../validation.ts";

export const PAT_PREFIX = "fqr_";
export const TOKEN_NOT_FOUND = "Token not found";
export const MAX_TOKENS = 50;
/** lastUsedAt is written at most this often per token. */
const TOUCH_INTERVAL_MS = 60 * 1000;

const ZCreateToken = z.object({ name: z.string().trim().min(1, "Give the token a name").max(100, "At most 100 characters") });

export function isPersonalAccessToken(token: string): boolean {
  return token.startsWith(PAT_PREFIX);
}

function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

/** Creates a token; its value is returned only here. */
export async function createPersonalAccessToken(
  services: Services,
  userId: string,
  input: unknown,
): Promise<{ token: string; personalAccessToken: PersonalAccessToken }> {
  const { name } = parseInput(ZCreateToken, input);
  const active = await services.prisma.personalAccessToken.count({ where: { userId, revokedAt: null } });
  if (active >= MAX_TOKENS) throw new ValidationError(`At most ${MAX_TOKENS} tokens`, { name: `Revoke a token first: at most ${MAX_TOKENS}` });
  const token = `${PAT_PREFIX}${crypto.randomBytes(32).toString("base64url")}`;
  const personalAccessToken = await services.prisma.personalAccessToken.create({ data: { userId, name, tokenHash: hashToken(token) } });
  return { token, personalAccessToken };
}

/** The user's tokens that still work, newest first. */
export function listPersonalAccessTokens(services: Services, userId: string): Promise<PersonalAccessToken[]> {
  return services.prisma.personalAccessToken.findMany({ where: { userId, revokedAt: null }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
}

/** Revokes one of the user's tokens (404 for anyone else's or an already revoked one). */
export async function revokePersonalAccessToken(services: Services, userId: string, id: unknown): Promise<{ id: string }> {
  const { count } =
    typeof id === "string" && id.length <= 100
      ? await services.prisma.personalAccessToken.updateMany({ where: { id, userId, revokedAt: null }, data: { revokedAt: new Date() } })
      : { count: 0 };
  if (count === 0) throw new NotFoundError(TOKEN_NOT_FOUND);
  return { id: id as string };
}

/** The user id a token belongs to, or null for an unknown or revoked token. */
export async function verifyPersonalAccessToken(services: Services, token: string): Promise<string | null> {
  if (!isPersonalAccessToken(token) || token.length > 200) return null;
  const row = await services.prisma.personalAccessToken.findUnique({ where: { tokenHash: hashToken(token) } });
  if (!row || row.revokedAt) return null;
  const now = new Date();
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await services.prisma.personalAccessToken.update({ where: { id: row.id }, data: { lastUsedAt: now } });
  }
  return row.userId;
}
