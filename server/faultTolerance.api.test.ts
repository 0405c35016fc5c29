import { jest } from "@jest/globals";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "./config.ts";
import { openDatabase, type Database } from "./db/database.ts";
import { createForm } from "./domain/forms/createForm.ts";
import { createServices } from "./services.ts";
import { createProcessDatabase, spawnServer, type ServerProcess } from "./testing/serverProcess.ts";

// The fault test of issue 13: 200 submissions, 20 at a time, against a real server process that
// is killed with SIGKILL midway and restarted on the same data (embedded PGlite, or PostgreSQL
// with TEST_DATABASE_URL). Every acknowledged answer (2xx with an _id) must be stored exactly
// once; the client retries every unacknowledged one with the same Idempotency-Key, and a retry
// must never store a second copy.
jest.setTimeout(180_000);

const TOTAL = 200;
const CONCURRENCY = 20;
const KILL_AFTER = 60;
const FIELD = "1700000000000_1";

type Json = Record<string, any>;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let dataDir: string;
let processDb: Awaited<ReturnType<typeof createProcessDatabase>>;
let env: Record<string, string>;
let qrId: string;
let formId: string;
const servers: ServerProcess[] = [];

function open(): Promise<Database> {
  return openDatabase(processDb ? { url: processDb.url } : { pgliteDir: path.join(dataDir, "pg") });
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "formqr-fault-"));
  processDb = await createProcessDatabase();
  env = { DATA_DIR: dataDir, RATE_LIMIT_FACTOR: "100", ...(processDb ? { DATABASE_URL: processDb.url } : {}) };
  // The form, written before the server starts (the database is one process's at a time).
  const database = await open();
  try {
    const services = createServices(loadConfig({ DATA_DIR: dataDir }), database);
    const owner = await services.prisma.user.create({ data: { name: "Ada", email: "ada@example.com" } });
    const form = await createForm(services, owner.id, {
      title: "Fault test",
      fields: { [FIELD]: { name: "QRFieldShortText", option: { label: "Which" } } },
    });
    qrId = form.qrId;
    formId = form.id;
  } finally {
    await database.close();
  }
});

afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGKILL");
  await Promise.all(servers.map((server) => server.exited));
  await processDb?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<ServerProcess> {
  const server = await spawnServer("node", env);
  servers.push(server);
  return server;
}

const keyOf = (i: number) => `fault-${i}-${crypto.randomUUID()}`;
const answer = (i: number) => ({ data: { [FIELD]: { component: "x", name: "QRFieldShortText", label: "Which", option: {}, data: `answer ${i}` } } });

/** One attempt: the _id of a 2xx answer, or null (no answer, or an error to retry). */
async function submit(url: string, i: number, key: string): Promise<string | null> {
  try {
    const res = await fetch(`${url}/api/submission/create/${qrId}`, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": key },
      body: JSON.stringify(answer(i)),
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await res.json().catch(() => ({}))) as Json;
    return res.ok && typeof body.data?._id === "string" ? body.data._id : null;
  } catch {
    return null;
  }
}

it("stores every acknowledged answer exactly once across a SIGKILL, and retries with the same Idempotency-Key store no duplicate", async () => {
  let server = await start();
  // Where requests go; while the server is down, a promise of its next address.
  let current: Promise<string> = Promise.resolve(server.url);
  const keys = Array.from({ length: TOTAL }, (_, i) => keyOf(i));
  const acknowledged = new Map<number, string>();
  const acknowledgedBeforeKill = new Map<number, string>();
  let unacknowledgedAttempts = 0;
  let killed: Promise<void> | null = null;

  const killAndRestart = () => {
    let up!: (url: string) => void;
    current = new Promise((resolve) => (up = resolve));
    for (const [i, id] of acknowledged) acknowledgedBeforeKill.set(i, id);
    server.child.kill("SIGKILL");
    return (async () => {
      await server.exited;
      server = await start();
      up(server.url);
    })();
  };

  let next = 0;
  const worker = async () => {
    while (next < TOTAL) {
      const i = next++;
      for (let attempt = 0; ; attempt++) {
        if (attempt > 200) throw new Error(`answer ${i} was never acknowledged`);
        const id = await submit(await current, i, keys[i]!);
        if (id) {
          acknowledged.set(i, id);
          break;
        }
        unacknowledgedAttempts++;
        await sleep(50);
      }
      if (acknowledged.size >= KILL_AFTER && !killed) killed = killAndRestart();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await killed;
  expect(killed).not.toBeNull();
  expect(acknowledged.size).toBe(TOTAL);
  // Requests in flight at the kill went unanswered and were retried.
  expect(unacknowledgedAttempts).toBeGreaterThan(0);

  // A client that never saw the answer of an acknowledged submission sends it again.
  const retried = [0, 1, KILL_AFTER, TOTAL - 1];
  for (const i of retried) expect(await submit(server.url, i, keys[i]!)).toBe(acknowledged.get(i));

  server.child.kill("SIGTERM");
  expect(await server.exited).toEqual({ code: 0, signal: null });

  const database = await open();
  let rows: { id: string; which: string }[];
  try {
    rows = (await database.sql.query(`SELECT id, data -> '${FIELD}' ->> 'data' AS which FROM submissions WHERE form_id = $1`, [formId])) as typeof rows;
  } finally {
    await database.close();
  }
  const stored = new Map<string, string[]>();
  for (const row of rows) stored.set(row.which, [...(stored.get(row.which) ?? []), row.id]);
  const duplicates = [...stored].filter(([, ids]) => ids.length > 1).map(([which, ids]) => `${which} ×${ids.length}`);
  expect(duplicates).toEqual([]);
  const lostBeforeKill = [...acknowledgedBeforeKill].filter(([i, id]) => stored.get(`answer ${i}`)?.[0] !== id).map(([i]) => i);
  expect(lostBeforeKill).toEqual([]);
  for (let i = 0; i < TOTAL; i++) expect(stored.get(`answer ${i}`)).toEqual([acknowledged.get(i)]);
  expect(rows).toHaveLength(TOTAL);
});
