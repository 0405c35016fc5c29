import { verifyAgainstDummy, verifyPassword } from "../../auth/passwords.ts";
import type { Services } from "../../services.ts";
import { AuthenticationError } from "../errors.ts";
import { parseInput } from "../validation.ts";
import { ZLoginInput } from "./schemas.ts";
import { startSession, type Session, type SessionClient } from "../sessions/sessions.ts";

export const INVALID_CREDENTIALS = "Invalid email or password";

export async function loginUser(services: Services, input: unknown, client: SessionClient): Promise<Session> {
  const { email, password } = parseInput(ZLoginInput, input);
  // Taken before the password is checked, so parallel guesses cannot all pass a limit still unspent.
  await services.rateLimits.consume(["loginAccount", email], ["loginAddress", client.clientIp]);
  const user = await services.prisma.user.findUnique({ where: { email } });
  const ok = user?.passwordHash ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
  if (!user || !ok) throw new AuthenticationError(INVALID_CREDENTIALS);
  // The address counts only failures: a shared office address signs many people in.
  await Promise.all([services.rateLimits.reset(["loginAccount", email]), services.rateLimits.reward(["loginAddress", client.clientIp])]);
  return startSession(services, user, client);
}
