import path from "node:path";
import type { Config } from "./config.ts";
import type { Prisma } from "./db/database.ts";
import { createGoogleVerifier, type GoogleVerifier } from "./auth/googleVerifier.ts";
import { LoginThrottle } from "./auth/loginThrottle.ts";
import { createMailer, type Mailer } from "./mail/mailer.ts";

/** Everything the domain needs from the outside world, built once per app. */
export interface Services {
  config: Config;
  prisma: Prisma;
  mailer: Mailer;
  loginThrottle: LoginThrottle;
  /** null when GOOGLE_CLIENT_ID is unset: Google sign-in is then disabled. */
  google: GoogleVerifier | null;
}

export function createServices(config: Config, prisma: Prisma, overrides: Partial<Services> = {}): Services {
  return {
    config,
    prisma,
    mailer: createMailer({ smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, "outbox") }),
    loginThrottle: LoginThrottle.inMemory(),
    google: config.googleClientId ? createGoogleVerifier(config.googleClientId) : null,
    ...overrides,
  };
}
