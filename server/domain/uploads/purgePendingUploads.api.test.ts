import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../../config.ts";
import type { Database } from "../../db/database.ts";
import { createServices, type Services } from "../../services.ts";
import { openTestDatabase } from "../../testing/testServer.ts";
import { createForm } from "../forms/createForm.ts";
import { purgePendingUploads, startPendingUploadPurge } from "./purgePendingUploads.ts";

let database: Database;
let services: Services;
let dataDir: string;
let formId: string;

const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "formqr-purge-"));
  database = await openTestDatabase();
  services = createServices(loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: "http://formqr.test" }), database);
  const owner = await services.prisma.user.create({ data: { name: "Ada", email: "ada@example.com" } });
  formId = (await createForm(services, owner.id, { title: "Files", fields: {} })).id;
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Pending visitor files `ageMs` old, each with its bytes in storage. */
async function pending(count: number, ageMs: number, tag: string): Promise<string[]> {
  const createdAt = new Date(Date.now() - ageMs);
  const rows = Array.from({ length: count }, (_, i) => ({
    formId,
    category: "picture",
    storageKey: `answers/${formId}/${tag}-${i}.png`,
    originalName: "p.png",
    mimeType: "image/png",
    size: 1,
    createdAt,
  }));
  await services.prisma.uploadedFile.createMany({ data: rows });
  await Promise.all(rows.map((row) => services.storage.put(row.storageKey, new Uint8Array([1]))));
  return rows.map((row) => row.storageKey);
}

it("purges every pending visitor file older than an hour, past any batch size, and nothing else", async () => {
  const stale = await pending(1_200, 2 * HOUR, "stale");
  const young = await pending(3, 30 * 60 * 1000, "young");
  const [linkedKey] = await pending(1, 2 * HOUR, "linked");
  const submission = await services.prisma.submission.create({ data: { formId, data: {} } });
  await services.prisma.uploadedFile.updateMany({ where: { storageKey: linkedKey }, data: { submissionId: submission.id } });

  expect(await purgePendingUploads(services)).toBe(1_200);
  const left = (await services.prisma.uploadedFile.findMany({ select: { storageKey: true } })).map((f) => f.storageKey).sort();
  expect(left).toEqual([...young, linkedKey!].sort());
  expect(await services.storage.get(stale[0]!)).toBeNull();
  expect(await services.storage.get(stale[1_199]!)).toBeNull();
  expect(await services.storage.get(young[0]!)).not.toBeNull();
  expect(await services.storage.get(linkedKey!)).not.toBeNull();
});

it("runs at start, then on its schedule", async () => {
  await pending(2, 2 * HOUR, "at-start");
  const stop = startPendingUploadPurge(services, 200);
  try {
    const deadline = Date.now() + 5_000;
    while ((await services.prisma.uploadedFile.count({ where: { storageKey: { contains: "at-start" } } })) > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(await services.prisma.uploadedFile.count({ where: { storageKey: { contains: "at-start" } } })).toBe(0);
    await pending(2, 2 * HOUR, "scheduled");
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await services.prisma.uploadedFile.count({ where: { storageKey: { contains: "scheduled" } } })).toBe(0);
  } finally {
    stop();
  }
});
