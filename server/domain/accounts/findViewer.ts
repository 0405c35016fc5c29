import type { User } from "../../generated/prisma/client.ts";
import type { Services } from "../../services.ts";
import { AuthenticationError } from "../errors.ts";

/** The signed-in user, or an AuthenticationError when the session's user is gone. */
export async function findViewer(services: Services, userId: string | null): Promise<User> {
  const user = userId ? await services.prisma.user.findUnique({ where: { id: userId } }) : null;
  if (!user) throw new AuthenticationError();
  return user;
}
