import { signSessionToken } from "../../auth/tokens.ts";
import type { User } from "../../generated/prisma/client.ts";
import type { Services } from "../../services.ts";

export interface Session {
  user: User;
  token: string;
}

export function startSession(services: Services, user: User): Session {
  return { user, token: signSessionToken(services.config.jwtSecret, user.id) };
}
