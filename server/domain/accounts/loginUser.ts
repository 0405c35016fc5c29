import { verifyAgainstDummy, verifyPassword } from "../../auth/passwords.ts";
import type { Services } from "../../services.ts";
import { AuthenticationError } from "../errors.ts";
import { parseInput } from "../validation.ts";
import { ZLoginInput } from "./schemas.ts";
import { startSession, type Session, type SessionClient } from "../sessions/sessions.ts";

export const INVALID_CREDENTIALS = "Invalid email or password";

export async function loginUser(services: Services, input: unknown, client: SessionClient & { ip: string }): Promise<Session> {
  const { email, password } = parseInput(ZLoginInput, input);
  await services.loginThrottle.check(email, client.ip);
  const user = await services.prisma.user.findUnique({ where: { email } });
  const ok = user?.passwordHash ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
  if (!user || !ok) {
    await services.loginThrottle.recordFailure(email, client.ip);
    throw new AuthenticationError(INVALID_CREDENTIALS);
  }
  await services.loginThrottle.recordSuccess(email);
  return startSession(services, user, client);
}
