import { hashPassword } from "../../auth/passwords.ts";
import type { Services } from "../../services.ts";
import { ConflictError } from "../errors.ts";
import { parseInput } from "../validation.ts";
import { ZRegisterInput } from "./schemas.ts";
import { startSession, type Session, type SessionClient } from "../sessions/sessions.ts";

export const EMAIL_TAKEN = "An account with this email already exists";

export async function registerUser(services: Services, input: unknown, client: SessionClient): Promise<Session> {
  const { name, email, password } = parseInput(ZRegisterInput, input);
  await services.rateLimits.consume(["register", client.clientIp]);
  if (await services.prisma.user.findUnique({ where: { email }, select: { id: true } })) {
    throw new ConflictError(EMAIL_TAKEN);
  }
  const passwordHash = await hashPassword(password);
  try {
    const user = await services.prisma.user.create({ data: { name, email, passwordHash } });
    return await startSession(services, user, client);
  } catch (error) {
    // Two registrations racing for one e-mail: the unique index decides.
    if ((error as { code?: string }).code === "P2002") throw new ConflictError(EMAIL_TAKEN);
    throw error;
  }
}
