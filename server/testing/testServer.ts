import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import pg from "pg";
import { createApp } from "../app.ts";
import { loadConfig, type Config } from "../config.ts";
import { openDatabase, type Database } from "../db/database.ts";
import { createServices, type Services } from "../services.ts";

/**
 * A new, empty database on the PostgreSQL server of TEST_DATABASE_URL, and how to drop it;
 * null without TEST_DATABASE_URL.
 */
export async function createServerDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> } | null> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return null;
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * A fresh database for one test file: in-memory PGlite by default; with TEST_DATABASE_URL,
 * a new database created on that PostgreSQL server and dropped afterwards.
 */
export async function openTestDatabase(): Promise<Database> {
  const server = await createServerDatabase("formqr_test");
  if (!server) return openDatabase({});
  const database = await openDatabase({ url: server.url });
  return {
    ...database,
    async close() {
      await database.close();
      await server.drop();
    },
  };
}

export interface TestServer {
  url: string;
  config: Config;
  services: Services;
  database: Database;
  dataDir: string;
  close(): Promise<void>;
}

/** The real app on an ephemeral loopback port, with its own database and DATA_DIR. */
export async function startTestServer(overrides: Partial<Services> = {}, env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "formqr-test-"));
  const database = await openTestDatabase();
  const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: "http://formqr.test", ...env });
  const services = createServices(config, database, overrides);
  const app = createApp(services);
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    config,
    services,
    database,
    dataDir,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Reads the mails written to DATA_DIR/outbox (the SMTP-less mailer). */
export function outboxMails(dataDir: string): string[] {
  const dir = path.join(dataDir, "outbox");
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).sort().map((f) => fs.readFileSync(path.join(dir, f), "utf8"));
}

/** The reset token of the newest password-reset mail. */
export function lastResetToken(dataDir: string): string {
  const mail = outboxMails(dataDir).at(-1) ?? "";
  // The body is quoted-printable: join soft line breaks, then decode =XX escapes.
  const body = mail.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const match = body.match(/reset-password\?token=([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`no reset link in the outbox:\n${mail}`);
  return match[1];
}
