// Benchmark: seed N submissions into an in-memory PGlite test database, stream the CSV export
// through the real HTTP route and report rows/s and peak RSS (which must stay flat as N grows).
// Usage: npx tsx bench/exportSubmissions.ts [submissions=100000] [format=csv|xlsx]
import { createForm } from "../server/domain/forms/createForm.ts";
import { startTestServer } from "../server/testing/testServer.ts";

const N = Number(process.argv[2] ?? 100_000);
const FORMAT = process.argv[3] === "xlsx" ? "xlsx" : "csv";
const FIELDS = {
  "1700000000000_1": { name: "QRFieldName", option: { label: "Name" } },
  "1700000000000_2": { name: "QRFieldEmail", option: { label: "Email" } },
  "1700000000000_3": { name: "QRFieldLongText", option: { label: "Comment" } },
  "1700000000000_4": { name: "QRFieldCheckList", option: { label: "Checks", items: [{ itemName: "Lights" }, { itemName: "Doors" }] } },
};

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const server = await startTestServer();
try {
  const res = await fetch(`${server.url}/api/users/register`, {
    method: "POST",
    // No keep-alive: seeding takes longer than the server keeps an idle socket.
    headers: { "content-type": "application/json", connection: "close" },
    body: JSON.stringify({ name: "bench", email: "bench@example.com", password: "long-enough-pw" }),
  });
  const token = ((await res.json()) as { data: { token: string } }).data.token;
  const owner = await server.services.prisma.user.findUniqueOrThrow({ where: { email: "bench@example.com" } });
  const form = await createForm(server.services, owner.id, { title: "Bench", fields: FIELDS });

  const seedStart = performance.now();
  const BATCH = 5000;
  for (let offset = 0; offset < N; offset += BATCH) {
    const count = Math.min(BATCH, N - offset);
    await server.services.prisma.submission.createMany({
      data: Array.from({ length: count }, (_, j) => {
        const i = offset + j;
        return {
          formId: form.id,
          createdAt: new Date(Date.UTC(2026, 0, 1) + i * 1000),
          data: {
            "1700000000000_1": { component: "QRFieldName", name: "QRFieldName", label: "Name", option: {}, data: { firstName: `First${i}`, lastName: "Last" } },
            "1700000000000_2": { component: "QRFieldEmail", name: "QRFieldEmail", label: "Email", option: {}, data: `user${i}@example.com` },
            "1700000000000_3": { component: "QRFieldLongText", name: "QRFieldLongText", label: "Comment", option: {}, data: "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ".repeat(3) },
            "1700000000000_4": { component: "QRFieldCheckList", name: "QRFieldCheckList", label: "Checks", option: {}, data: [{ itemName: "Lights", selectedValue: "_d1" }, { itemName: "Doors", selectedValue: "" }] },
          },
        };
      }),
    });
  }
  console.log(`seeded ${N} submissions in ${((performance.now() - seedStart) / 1000).toFixed(1)} s (RSS ${mb(process.memoryUsage().rss)})`);
  peakRss = process.memoryUsage().rss;
  const rssBefore = peakRss;

  const start = performance.now();
  const exportRes = await fetch(`${server.url}/api/submission/export/${form.qrId}?format=${FORMAT}`, {
    headers: { authorization: `Bearer ${token}`, connection: "close" },
  });
  let bytes = 0;
  let newlines = 0;
  for await (const chunk of exportRes.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    if (FORMAT === "csv") for (const b of chunk) if (b === 10) newlines++;
  }
  const seconds = (performance.now() - start) / 1000;
  console.log(
    `${FORMAT} export: ${N} rows in ${seconds.toFixed(2)} s = ${Math.round(N / seconds)} rows/s, ${mb(bytes)} streamed` +
      (FORMAT === "csv" ? `, ${newlines} lines` : ""),
  );
  console.log(`RSS before export ${mb(rssBefore)}, peak during export ${mb(peakRss)} (+${mb(peakRss - rssBefore)})`);
} finally {
  clearInterval(sampler);
  await server.close();
}
