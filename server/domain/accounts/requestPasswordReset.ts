import { createOneTimeToken } from "../../auth/tokens.ts";
import type { Services } from "../../services.ts";
import { parseInput } from "../validation.ts";
import { ZForgotPasswordInput } from "./schemas.ts";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * Mails a one-time reset link when the e-mail belongs to an account. Answers the same
 * either way, so it cannot be used to find out who is registered.
 */
export async function requestPasswordReset(services: Services, input: unknown, clientIp: string): Promise<void> {
  const { email } = parseInput(ZForgotPasswordInput, input);
  // Before the lookup: the limit answers alike for known and unknown addresses.
  await services.rateLimits.consume(["forgotAddress", clientIp], ["forgotEmail", email]);
  const user = await services.prisma.user.findUnique({ where: { email }, select: { id: true, name: true, email: true } });
  if (!user) return;
  const { token, hash } = createOneTimeToken();
  await services.prisma.passwordReset.create({
    data: { userId: user.id, tokenHash: hash, expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) },
  });
  const link = `${services.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await services.mailer.send({
    to: user.email,
    subject: "Reset your FormQR password",
    text: [
      `Hello ${user.name},`,
      "",
      "Someone asked to reset the password of your FormQR account. To choose a new one, open this link within the next hour:",
      "",
      link,
      "",
      "If it was not you, ignore this e-mail: your password stays as it is.",
    ].join("\n"),
  });
}
