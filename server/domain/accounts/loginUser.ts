import { verifyAgainstDummy, verifyPassword } from "../../auth/passwords.ts";
import type { Services } from "../../services.ts";
import { AuthenticationError } from "../errors.ts";
import { parseInput } from "../validation.ts";
import { ZLoginInput } from "./schemas.ts";
import { startSession, type Session } from "./session.ts";

export const INVALID_CREDENTIALS = "Invalid email or password";

export async function loginUser(services: Services, input: unknown, clientIp: string): Promise<Session> {
  const { email, password } = parseInput(ZLoginInput, input);
  await services.loginThrottle.check(email, clientIp);
  const user = await services.prisma.user.findUnique({ where: { email } });
  const ok = user?.passwordHash ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
  if (!user || !ok) {
    await services.loginThrottle.recordFailure(email, clientIp);
    throw new AuthenticationError(INVALID_CREDENTIALS);
  }
  await services.loginThrottle.recordSuccess(email);
  return startSession(services, user);
}
