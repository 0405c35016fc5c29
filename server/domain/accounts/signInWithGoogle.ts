import type { Services } from "../../services.ts";
import { AuthenticationError, FeatureDisabledError } from "../errors.ts";
import { parseInput } from "../validation.ts";
import { ZGoogleSignInInput } from "./schemas.ts";
import { startSession, type Session, type SessionClient } from "../sessions/sessions.ts";

export const GOOGLE_DISABLED = "Google sign-in is not enabled on this server";

/** Signs in with a Google ID token: an existing link, then a verified e-mail, else a new account. */
export async function signInWithGoogle(
  services: Services,
  input: unknown,
  client: SessionClient,
): Promise<Session & { isNewUser: boolean }> {
  if (!services.google) throw new FeatureDisabledError(GOOGLE_DISABLED);
  const { tokenId } = parseInput(ZGoogleSignInInput, input);
  const identity = await services.google.verify(tokenId);
  const email = identity.email.trim().toLowerCase();
  const { prisma } = services;

  const linked = await prisma.user.findUnique({ where: { googleSubject: identity.subject } });
  if (linked) return { ...(await startSession(services, linked, client)), isNewUser: false };

  const byEmail = await prisma.user.findUnique({ where: { email } });
  if (byEmail) {
    // Linking to a password account is only safe when Google vouches for the address.
    if (!identity.emailVerified) throw new AuthenticationError("Google has not verified this email address");
    const user = await prisma.user.update({ where: { id: byEmail.id }, data: { googleSubject: identity.subject } });
    return { ...(await startSession(services, user, client)), isNewUser: false };
  }

  const user = await prisma.user.create({ data: { email, name: identity.name || email, googleSubject: identity.subject } });
  return { ...(await startSession(services, user, client)), isNewUser: true };
}
