import { OAuth2Client } from "google-auth-library";
import { AuthenticationError } from "../domain/errors.ts";

export interface GoogleIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

/** Checks a Google ID token (from Google Identity Services) and says whose it is. */
export interface GoogleVerifier {
  verify(idToken: string): Promise<GoogleIdentity>;
}

export function createGoogleVerifier(clientId: string): GoogleVerifier {
  const client = new OAuth2Client({ clientId });
  return {
    async verify(idToken) {
      let payload;
      try {
        payload = (await client.verifyIdToken({ idToken, audience: clientId })).getPayload();
      } catch {
        throw new AuthenticationError("Google sign-in failed: the token is not valid");
      }
      if (!payload?.sub || !payload.email) throw new AuthenticationError("Google sign-in failed: no e-mail in the token");
      return {
        subject: payload.sub,
        email: payload.email,
        emailVerified: payload.email_verified === true,
        name: payload.name ?? payload.email.split("@")[0] ?? "",
      };
    },
  };
}
