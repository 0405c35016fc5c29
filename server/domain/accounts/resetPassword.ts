import { hashPassword } from "../../auth/passwords.ts";
import { hashOneTimeToken } from "../../auth/tokens.ts";
import type { Services } from "../../services.ts";
import { ValidationError } from "../errors.ts";
import { parseInput } from "../validation.ts";
import { ZResetPasswordInput } from "./schemas.ts";
import { startSession, type Session, type SessionClient } from "../sessions/sessions.ts";

export const INVALID_RESET_LINK = "This reset link is invalid or has expired";

/**
 * Sets a new password with a one-time token from the reset e-mail, and signs the user in. Whoever
 * knew the old password may have signed in or minted tokens with it: every other session and every
 * personal access token of the account ends here.
 */
export async function resetPassword(services: Services, input: unknown, client: SessionClient): Promise<Session> {
  const { token, password } = parseInput(ZResetPasswordInput, input);
  const passwordHash = await hashPassword(password);
  const now = new Date();
  const user = await services.prisma.$transaction(async (tx) => {
    // Claiming the token and using it is one step: a second use finds nothing to claim.
    const claimed = await tx.passwordReset.updateManyAndReturn({
      where: { tokenHash: hashOneTimeToken(token), usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
      select: { userId: true },
    });
    const reset = claimed[0];
    if (!reset) throw new ValidationError(INVALID_RESET_LINK, { token: INVALID_RESET_LINK });
    // Any other outstanding links of this account stop working too.
    await tx.passwordReset.updateMany({ where: { userId: reset.userId, usedAt: null }, data: { usedAt: now } });
    await tx.session.updateMany({ where: { userId: reset.userId, revokedAt: null }, data: { revokedAt: now } });
    await tx.personalAccessToken.updateMany({ where: { userId: reset.userId, revokedAt: null }, data: { revokedAt: now } });
    return tx.user.update({ where: { id: reset.userId }, data: { passwordHash } });
  });
  return startSession(services, user, client);
}
