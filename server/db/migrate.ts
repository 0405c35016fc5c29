import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export interface SqlRunner {
  exec(script: string): Promise<void>;
  query(text: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
}

// Prisma's own bookkeeping table, written the way `prisma migrate deploy` writes it
// (checksum = SHA-256 of migration.sql), so `prisma migrate dev/status` agree with us.
// Applying the scripts here avoids the CLI's ~12 s start-up on every `npm start`.
const BOOKKEEPING = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;
const LOCK_KEY = 7_104_202_611;

export async function applyMigrations(sql: SqlRunner, dir: string): Promise<string[]> {
  const names = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(dir, d.name, "migration.sql")))
    .map((d) => d.name)
    .sort();
  await sql.exec(BOOKKEEPING);
  await sql.query("SELECT pg_advisory_lock($1)", [LOCK_KEY]);
  try {
    const rows = await sql.query(
      `SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    const applied = new Map(rows.map((r) => [String(r.migration_name), String(r.checksum)]));
    const done: string[] = [];
    for (const name of names) {
      const script = fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      const checksum = crypto.createHash("sha256").update(script).digest("hex");
      const known = applied.get(name);
      if (known !== undefined) {
        if (known !== checksum) console.warn(`migration ${name} was changed after it was applied`);
        continue;
      }
      await sql.exec(`BEGIN;\n${script}\n;COMMIT;`).catch(async (error: unknown) => {
        await sql.exec("ROLLBACK").catch(() => undefined);
        throw new Error(`migration ${name} failed: ${(error as Error).message}`);
      });
      await sql.query(
        `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, finished_at, applied_steps_count)
         VALUES ($1, $2, $3, now(), 1)`,
        [crypto.randomUUID(), checksum, name],
      );
      done.push(name);
    }
    return done;
  } finally {
    await sql.query("SELECT pg_advisory_unlock($1)", [LOCK_KEY]);
  }
}
