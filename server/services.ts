import path from "node:path";
import type { Config } from "./config.ts";
import type { Database, Prisma } from "./db/database.ts";
import { createGoogleVerifier, type GoogleVerifier } from "./auth/googleVerifier.ts";
import { createMailer, type Mailer } from "./mail/mailer.ts";
import { createRateLimits, type RateLimits } from "./rateLimits/rateLimits.ts";
import { localDiskStorage } from "./storage/localDiskStorage.ts";
import type { Storage } from "./storage/storage.ts";

/** Everything the domain needs from the outside world, built once per app. */
export interface Services {
  config: Config;
  prisma: Prisma;
  mailer: Mailer;
  /** Uploaded and generated files (DATA_DIR/files). */
  storage: Storage;
  /** Every rate limit; in the database's PostgreSQL when it has one, else in memory. */
  rateLimits: RateLimits;
  /** null when GOOGLE_CLIENT_ID is unset: Google sign-in is then disabled. */
  google: GoogleVerifier | null;
}

export function createServices(config: Config, database: Pick<Database, "prisma" | "pool">, overrides: Partial<Services> = {}): Services {
  return {
    config,
    prisma: database.prisma,
    mailer: createMailer({ smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, "outbox") }),
    storage: localDiskStorage(path.join(config.dataDir, "files")),
    rateLimits: createRateLimits({ factor: config.rateLimitFactor, pool: database.pool }),
    google: config.googleClientId ? createGoogleVerifier(config.googleClientId) : null,
    ...overrides,
  };
}
