import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
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
  /** Origins (CORS_ORIGINS) allowed to call /graphql and /api from a browser with credentials; empty: none but our own. */
  corsOrigins: string[];
  /** How long SIGTERM waits for in-flight requests before destroying them and exiting non-zero. */
  shutdownTimeoutMs: number;
  /** The site's own analytics (SPEC.md §3 site config); each loads only with the visitor's consent. */
  siteAnalytics: { ga4Id: string | null; gtmId: string | null; fbPixelId: string | null };
  /** Multiplies the points of every rate limit; 0 turns rate limiting off. */
  rateLimitFactor: number;
  /** Reverse proxies (IPs or CIDRs) whose X-Forwarded-For is believed. */
  trustedProxies: string[];
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
  CORS_ORIGINS: z
    .string()
    .transform((value) => value.split(",").map((item) => item.trim()).filter(Boolean))
    .pipe(z.array(z.url({ protocol: /^https?$/ }).refine(isBareOrigin, "CORS_ORIGINS holds origins such as https://app.example.com (no path), comma-separated")))
    .optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  SITE_GA4_ID: z.string().regex(/^G-[A-Z0-9]{4,16}$/, "SITE_GA4_ID looks like G-XXXXXXXXXX").optional(),
  SITE_GTM_ID: z.string().regex(/^GTM-[A-Z0-9]{4,12}$/, "SITE_GTM_ID looks like GTM-XXXXXXX").optional(),
  SITE_FB_PIXEL_ID: z.string().regex(/^\d{6,20}$/, "SITE_FB_PIXEL_ID is a number").optional(),
  RATE_LIMIT_FACTOR: z.coerce.number().min(0, "RATE_LIMIT_FACTOR must be a number ≥ 0").default(1),
  TRUSTED_PROXIES: z
    .string()
    .default("")
    .transform((list) => list.split(",").map((entry) => entry.trim()).filter(Boolean))
    .refine((entries) => entries.every(isIpOrCidr), "TRUSTED_PROXIES is a comma-separated list of IP addresses or CIDRs"),
});

function isIpOrCidr(entry: string): boolean {
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

function isBareOrigin(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const { pathname, search, hash, username } = new URL(url);
  return pathname === "/" && !search && !hash && !username;
}

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
    corsOrigins: (e.CORS_ORIGINS ?? []).map((url) => new URL(url).origin),
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    siteAnalytics: { ga4Id: e.SITE_GA4_ID ?? null, gtmId: e.SITE_GTM_ID ?? null, fbPixelId: e.SITE_FB_PIXEL_ID ?? null },
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    trustedProxies: e.TRUSTED_PROXIES,
  };
}
