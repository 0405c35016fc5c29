// PGlite adapter for the Prisma CLI. Fixes two gaps of pglite-prisma-adapter 0.6 that
// break `migrate dev` (P3006): scripts must go through the simple protocol (exec), and
// executeScript must be awaited. Also closes PGlite on exit: an unclean stop leaves a
// data directory whose next start-up keeps node alive.
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { lockDataDirectory } from "../../server/db/dataDirectoryLock.ts";
import { pgliteStartParams } from "../../server/db/pgliteOptions.ts";

type Adapter = Awaited<ReturnType<PrismaPGlite["connect"]>>;

function runScriptsWithExec(adapter: Adapter, db: PGlite): Adapter {
  const executeRaw = adapter.executeRaw.bind(adapter);
  adapter.executeRaw = async (query) => {
    if (query.args.length > 0) return executeRaw(query);
    await db.exec(query.sql);
    return 0;
  };
  adapter.executeScript = async (script) => {
    await db.exec(script);
  };
  return adapter;
}

export class PrismaPGliteCli extends PrismaPGlite {
  static open(dataDir: string): PrismaPGliteCli {
    fs.mkdirSync(dataDir, { recursive: true });
    // Not while a server has the directory (it would corrupt it); the lock goes when the CLI exits.
    const lock = lockDataDirectory(dataDir);
    process.once("exit", lock.release);
    return new PrismaPGliteCli(new PGlite(dataDir, { startParams: pgliteStartParams }));
  }

  constructor(private readonly db: PGlite) {
    super(db);
    process.once("beforeExit", () => {
      if (!db.closed) void db.close();
    });
  }

  async connect(): Promise<Adapter> {
    return runScriptsWithExec(await super.connect(), this.db);
  }

  async connectToShadowDb(): Promise<Adapter> {
    const shadow = new PGlite("memory://shadow", { startParams: pgliteStartParams });
    const adapter = runScriptsWithExec(await new PrismaPGlite(shadow).connect(), shadow);
    adapter.dispose = async () => {
      await shadow.close();
    };
    return adapter;
  }
}
