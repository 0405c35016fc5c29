// Benchmark: does the export stream in constant memory? Runs the real server (server/main.ts)
// as a child process on a fresh PostgreSQL database, fills a form with N submissions straight
// in SQL, downloads the CSV and XLSX exports and reads the server's peak resident memory
// (VmHWM, reset before each export) from /proc. If the export streams, the peak stays the same
// whether the form has 20,000 or 100,000 submissions.
// Usage: BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npx tsx bench/exportMemory.ts [20000,100000,200000]
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) {
  console.error("Set BENCH_DATABASE_URL to a PostgreSQL server URL whose user may CREATE DATABASE.");
  process.exit(2);
}
const SIZES = (process.argv[2] ?? "20000,100000,200000").split(",").map(Number);
const SLOW_MS = Number(process.env.BENCH_SLOW_MS ?? 0);
const PORT = 3390 + Math.floor(Math.random() * 100);
const base = `http://127.0.0.1:${PORT}`;
const database = `formqr_bench_${Date.now()}`;
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${database}`;
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${database}`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "formqr-bench-"));
// A small old-generation limit makes garbage collection keep up: memory the export truly holds
// then shows as a crash ("heap out of memory") rather than as a slowly rising peak.
const HEAP_MB = Number(process.env.BENCH_SERVER_HEAP_MB ?? 96);
const server = spawn(process.execPath, [`--max-old-space-size=${HEAP_MB}`, "--import", "tsx", "server/main.ts"], {
  env: { ...process.env, NODE_ENV: "production", PORT: String(PORT), DATABASE_URL: dbUrl.toString(), DATA_DIR: dataDir },
  stdio: ["ignore", "ignore", "inherit"],
});
const procStatus = () => fs.readFileSync(`/proc/${server.pid}/status`, "utf8");
const kbOf = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(procStatus())?.[1] ?? 0);

try {
  for (let i = 0; ; i++) {
    if (await fetch(`${base}/api/users/`).then(() => true, () => false)) break;
    if (i > 300) throw new Error("the server did not start");
    await new Promise((r) => setTimeout(r, 100));
  }
  const registered = await fetch(`${base}/api/users/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "bench", email: "bench@example.com", password: "long-enough-pw" }),
  });
  const token = ((await registered.json()) as { data: { token: string } }).data.token;
  const auth = { authorization: `Bearer ${token}` };
  const fields = {
    "1700000000000_1": { name: "QRFieldName", option: { label: "Name" } },
    "1700000000000_2": { name: "QRFieldEmail", option: { label: "Email" } },
    "1700000000000_3": { name: "QRFieldLongText", option: { label: "Comment" } },
    "1700000000000_4": { name: "QRFieldCheckList", option: { label: "Checks", items: [{ itemName: "Lights" }, { itemName: "Doors" }] } },
  };
  const created = await fetch(`${base}/api/campaign`, { method: "POST", headers: { ...auth, "content-type": "application/json" }, body: JSON.stringify({ title: "Bench", fields }) });
  const { qrId } = (await created.json()) as { qrId: string };

  const db = new pg.Client({ connectionString: dbUrl.toString() });
  await db.connect();
  let seeded = 0;
  console.log(`server pid ${server.pid} (old space limit ${HEAP_MB} MB), form ${qrId}`);
  for (const size of SIZES) {
    await db.query(
      `INSERT INTO submissions (id, form_id, data, created_at, updated_at)
       SELECT 'bench' || n, f.id, jsonb_build_object(
         '1700000000000_1', jsonb_build_object('component','QRFieldName','name','QRFieldName','label','Name','option','{}'::jsonb,'data', jsonb_build_object('firstName','First' || n,'lastName','Last')),
         '1700000000000_2', jsonb_build_object('component','QRFieldEmail','name','QRFieldEmail','label','Email','option','{}'::jsonb,'data','user' || n || '@example.com'),
         '1700000000000_3', jsonb_build_object('component','QRFieldLongText','name','QRFieldLongText','label','Comment','option','{}'::jsonb,'data', repeat('Lorem ipsum dolor sit amet, consectetur adipiscing elit. ', 3)),
         '1700000000000_4', jsonb_build_object('component','QRFieldCheckList','name','QRFieldCheckList','label','Checks','option','{}'::jsonb,'data','[{"itemName":"Lights","selectedValue":"_d1"},{"itemName":"Doors","selectedValue":""}]'::jsonb)),
         timestamp '2026-01-01' + n * interval '1 second', now()
       FROM generate_series($1::int, $2::int) AS n, forms f WHERE f.qr_id = $3`,
      [seeded + 1, size, qrId],
    );
    seeded = size;
    for (const format of ["csv", "xlsx"]) {
      fs.writeFileSync(`/proc/${server.pid}/clear_refs`, "5"); // resets VmHWM to the current RSS
      const before = kbOf("VmRSS");
      const start = performance.now();
      const res = await fetch(`${base}/api/submission/export/${qrId}?format=${format}`, { headers: auth });
      let bytes = 0;
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.length;
        // A slow client (BENCH_SLOW_MS per chunk) must not make the server buffer the file.
        if (SLOW_MS > 0) await new Promise((r) => setTimeout(r, SLOW_MS));
      }
      const seconds = (performance.now() - start) / 1000;
      const peak = kbOf("VmHWM");
      console.log(
        `${String(size).padStart(7)} rows ${format.padEnd(4)} ${(bytes / 1024 / 1024).toFixed(1).padStart(5)} MB in ${seconds.toFixed(2)} s ` +
          `(${Math.round(size / seconds)} rows/s); server RSS ${mb(before)} before, peak ${mb(peak)} (+${mb(peak - before)})`,
      );
    }
  }
  await db.end();
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
