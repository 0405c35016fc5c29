import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

/** Process configuration of CONTRACT.md §2, read once at start-up. */
export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  publicUrl: string;
  jwtSecret: string;
  googleClientId: string | undefined;
  smtpUrl: string | undefined;
  production: boolean;
  /** How long SIGTERM waits for in-flight requests before destroying them and exiting non-zero. */
  shutdownTimeoutMs: number;
  /** The site's own analytics (SPEC.md §3 site config); each loads only with the visitor's consent. */
  siteAnalytics: { ga4Id: string | null; gtmId: string | null; fbPixelId: string | null };
}

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgresql://").optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  PUBLIC_URL: z.url().optional(),
  JWT_SECRET: z.string().min(16, "JWT_SECRET must be at least 16 characters").optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  SMTP_URL: z.string().min(1).optional(),
  NODE_ENV: z.string().optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  SITE_GA4_ID: z.string().regex(/^G-[A-Z0-9]{4,16}$/, "SITE_GA4_ID looks like G-XXXXXXXXXX").optional(),
  SITE_GTM_ID: z.string().regex(/^GTM-[A-Z0-9]{4,12}$/, "SITE_GTM_ID looks like GTM-XXXXXXX").optional(),
  SITE_FB_PIXEL_ID: z.string().regex(/^\d{6,20}$/, "SITE_FB_PIXEL_ID is a number").optional(),
});

function emptyToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === "" ? undefined : v]));
}

/** The secret is generated once and kept in DATA_DIR, so sessions survive restarts. */
function storedJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, "jwt-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    const secret = crypto.randomBytes(48).toString("base64url");
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(emptyToUndefined(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    jwtSecret: e.JWT_SECRET ?? storedJwtSecret(dataDir),
    googleClientId: e.GOOGLE_CLIENT_ID,
    smtpUrl: e.SMTP_URL,
    production: e.NODE_ENV === "production",
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    siteAnalytics: { ga4Id: e.SITE_GA4_ID ?? null, gtmId: e.SITE_GTM_ID ?? null, fbPixelId: e.SITE_FB_PIXEL_ID ?? null },
  };
}
