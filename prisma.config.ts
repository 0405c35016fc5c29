// Prisma CLI configuration (migrate dev / status / diff, generate). The CLI talks to the
// database through a driver adapter, so no native engine is ever downloaded:
// DATABASE_URL set → that PostgreSQL server; unset → the embedded PGlite in DATA_DIR/pg,
// the same database `npm start` uses. The app itself applies migrations at start-up.
import path from "node:path";
import { defineConfig } from "prisma/config";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";

let factory: Promise<SqlMigrationAwareDriverAdapterFactory> | undefined;

async function createAdapter(): Promise<SqlMigrationAwareDriverAdapterFactory> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const { PrismaPgCli } = await import("./prisma/cli/pg.ts");
    return new PrismaPgCli(url);
  }
  const { PrismaPGliteCli } = await import("./prisma/cli/pglite.ts");
  const dir = path.resolve(process.env.DATA_DIR ?? "./data", "pg");
  return PrismaPGliteCli.open(dir) as unknown as SqlMigrationAwareDriverAdapterFactory;
}

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  experimental: { adapter: true },
  engine: "js",
  // The CLI calls adapter() more than once per command: two PGlite instances on one
  // directory corrupt it, hence the memo.
  adapter: () => (factory ??= createAdapter()),
});
