// adapter-pg for the Prisma CLI against a real PostgreSQL. Fixes, all seen with 6.19.3
// on PostgreSQL 15: catalog columns of type name/char cannot be deserialised (oids 19 and
// 18, prisma/orm#27403); the shadow database must be addressed by discrete options (a
// connectionString overrides `database`); it must be dropped only after its pool ended;
// and an idle pool must not keep the CLI waiting.
import { createRequire } from "node:module";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";

const require = createRequire(import.meta.url);
const Result = require("pg/lib/result.js") as {
  prototype: { addFields(fields: { dataTypeID: number }[]): void };
};
const addFields = Result.prototype.addFields;
Result.prototype.addFields = function (fields) {
  for (const field of fields) if (field.dataTypeID === 19 || field.dataTypeID === 18) field.dataTypeID = 25;
  return addFields.call(this, fields);
};

function configFromUrl(url: string): pg.PoolConfig {
  const u = new URL(url);
  return {
    host: u.searchParams.get("host") ?? decodeURIComponent(u.hostname),
    port: u.port ? Number(u.port) : 5432,
    database: decodeURIComponent(u.pathname.slice(1)) || "postgres",
    user: decodeURIComponent(u.username) || undefined,
    password: decodeURIComponent(u.password) || undefined,
    allowExitOnIdle: true,
  };
}

export class PrismaPgCli extends PrismaPg {
  private readonly cfg: pg.PoolConfig;

  constructor(url: string) {
    const cfg = configFromUrl(url);
    super(cfg);
    this.cfg = cfg;
  }

  async connectToShadowDb() {
    const database = `prisma_migrate_shadow_db_${randomUUID().replaceAll("-", "")}`;
    const admin = new pg.Client({ ...this.cfg });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${database}"`);
    await admin.end();
    const adapter = await new PrismaPg({ ...this.cfg, database }).connect();
    const dispose = adapter.dispose.bind(adapter);
    adapter.dispose = async () => {
      await dispose();
      const cleanup = new pg.Client({ ...this.cfg });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      await cleanup.end();
    };
    return adapter;
  }
}
