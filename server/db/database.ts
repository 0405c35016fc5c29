import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import pg from "pg";
import { PrismaClient } from "../generated/prisma/client.ts";
import { lockDataDirectory, type DataDirectoryLock } from "./dataDirectoryLock.ts";
import { applyMigrations, type SqlRunner } from "./migrate.ts";
import { pgliteStartParams } from "./pgliteOptions.ts";

export type Prisma = PrismaClient;

export interface Database {
  prisma: PrismaClient;
  /** Raw SQL on the same database, for tests and maintenance. */
  sql: SqlRunner;
  /** The pg pool on PostgreSQL (shared by the rate limits' store); null on embedded PGlite. */
  pool: pg.Pool | null;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgresql://… ; undefined → embedded PGlite. */
  url?: string;
  /** PGlite data directory; undefined → in memory (tests). */
  pgliteDir?: string;
}

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, "../../prisma/migrations");

function runner(queryable: { query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }> }, exec: (script: string) => Promise<unknown>): SqlRunner {
  return {
    exec: async (script) => void (await exec(script)),
    query: async (text, params) => (await queryable.query(text, params)).rows as Record<string, unknown>[],
  };
}

async function openPglite(dir: string | undefined): Promise<Database> {
  let lock: DataDirectoryLock | null = null;
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    // Two processes on one directory would both acknowledge writes and lose half of them.
    lock = lockDataDirectory(dir);
    process.once("exit", lock.release);
  }
  const release = () => {
    if (!lock) return;
    lock.release();
    process.off("exit", lock.release);
  };
  const db = new PGlite(dir ?? "memory://", { startParams: pgliteStartParams });
  const sql = runner(db, (script) => db.exec(script));
  try {
    await applyMigrations(sql, MIGRATIONS_DIR);
  } catch (error) {
    await db.close();
    release();
    throw error;
  }
  // The adapter pins an older @prisma/driver-adapter-utils than the client: a type-only mismatch.
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(db) as unknown as PrismaPg });
  return {
    prisma,
    sql,
    pool: null,
    async close() {
      await prisma.$disconnect();
      if (!db.closed) await db.close();
      release();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  // Migrations run on one dedicated connection: their advisory lock is per session.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await applyMigrations(runner(client, (script) => client.query(script)), MIGRATIONS_DIR);
  } finally {
    await client.end();
  }
  const pool = new pg.Pool({ connectionString: url });
  // An idle connection dropped by the server (restart, failover, a dropped test database)
  // is discarded by the pool; without a listener its 'error' event would crash the process.
  pool.on("error", (error) => {
    console.error(`database: idle connection lost (${error.message})`);
  });
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  return {
    prisma,
    sql: runner(pool, (script) => pool.query(script)),
    pool,
    async close() {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url) : openPglite(options.pgliteDir);
}
