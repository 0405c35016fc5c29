// The counters live in PostgreSQL when the app runs on it: two app instances on one database
// (as two processes behind a load balancer would be) share them, and a restart keeps them.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { openDatabase, type Database } from "../db/database.ts";
import { createServices } from "../services.ts";
import { openTestDatabase } from "../testing/testServer.ts";
import { limitPoints, RATE_LIMIT_TABLE } from "./rateLimits.ts";

const serverUrl = process.env.TEST_DATABASE_URL;
// Only with TEST_DATABASE_URL: the embedded database is one process, counting in memory.
const describeOnPostgres = serverUrl ? describe : describe.skip;

describeOnPostgres("rate limits on PostgreSQL", () => {
  let first: Database;
  let second: Database;
  let dataDir: string;

  beforeAll(async () => {
    first = await openTestDatabase();
    // A second pool on the same database: what another process would open.
    const [row] = await first.sql.query("SELECT current_database() AS name");
    const url = new URL(serverUrl!);
    url.pathname = `/${String(row?.name)}`;
    second = await openDatabase({ url: url.toString() });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "formqr-ratelimits-"));
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const app = (database: Database) => createApp(createServices(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: "x".repeat(32) }), database));
  const login = (instance: ReturnType<typeof app>, password: string) =>
    instance.request("/api/users/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "shared@example.com", password }) });

  it("two app instances on one database share the counters, and a restart keeps them", async () => {
    const [a, b] = [app(first), app(second)];
    const registered = await a.request("/api/users/register", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "S", email: "shared@example.com", password: "the-right-one" }),
    });
    expect(registered.status).toBe(201);
    const points = limitPoints("loginAccount", 1);
    // Alternating instances, the account's limit is spent once, not once per instance.
    for (let i = 0; i < points; i++) expect((await login(i % 2 === 0 ? a : b, `wrong-${i}`)).status).toBe(401);
    const refusedByA = await login(a, "the-right-one");
    const refusedByB = await login(b, "the-right-one");
    expect([refusedByA.status, refusedByB.status]).toEqual([429, 429]);
    expect(Number(refusedByB.headers.get("retry-after"))).toBeGreaterThan(0);
    // A fresh instance (a restarted process) still refuses.
    expect((await login(app(second), "the-right-one")).status).toBe(429);
    // The table holds hashed subjects, never the e-mail.
    const rows = await first.sql.query(`SELECT key FROM ${RATE_LIMIT_TABLE}`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => String(r.key)).join(" ")).not.toMatch(/shared@example\.com/);
  });
});

