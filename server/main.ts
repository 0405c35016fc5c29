import path from "node:path";
import type { Server, ServerResponse } from "node:http";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { localPublicUrlWarning } from "./localPublicUrl.ts";
import { openDatabase } from "./db/database.ts";
import { DataDirectoryInUseError } from "./db/dataDirectoryLock.ts";
import { createServices } from "./services.ts";
import { startNotificationDigests } from "./domain/submissions/notifyOwner.ts";
import { startPendingUploadPurge } from "./domain/uploads/purgePendingUploads.ts";
import { seedTemplateLibrary } from "./domain/templates/seedTemplateLibrary.ts";

const config = loadConfig();
const localUrlWarning = localPublicUrlWarning(config.publicUrl, config.port);
if (localUrlWarning) console.warn(localUrlWarning);
const database = await openDatabase({ url: config.databaseUrl, pgliteDir: path.join(config.dataDir, "pg") }).catch((error: unknown) => {
  if (!(error instanceof DataDirectoryInUseError)) throw error;
  console.error(`FormQR cannot start: ${error.message}`);
  process.exit(1);
});
const services = createServices(config, database);
// The built-in template library, once per change of its data files.
if ((await seedTemplateLibrary(services)).changed) console.log("template library seeded");
const stopDigests = startNotificationDigests(services);
const stopUploadPurge = startPendingUploadPurge(services);
const app = createApp(services, {
  clientDir: path.resolve(import.meta.dirname, "../dist/client"),
  log: (line) => console.log(line),
});

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`FormQR listening on http://${config.host}:${info.port} (pid ${process.pid}, public URL ${config.publicUrl})`);
}) as Server;

let stopping = false;
let forced = false;
const inFlight = new Set<ServerResponse>();
server.on("request", (_request, response: ServerResponse) => {
  inFlight.add(response);
  response.once("close", () => inFlight.delete(response));
  // While stopping, every response tells a keep-alive client to go: Node then closes the
  // socket after it instead of waiting for another request on it.
  if (stopping) response.setHeader("connection", "close");
});

async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing in-flight requests (at most ${config.shutdownTimeoutMs} ms)`);
  for (const response of inFlight) if (!response.headersSent) response.setHeader("connection", "close");
  const deadline = setTimeout(() => void forceStop(), config.shutdownTimeoutMs);
  // close() stops accepting and resolves once every connection has ended; idle keep-alive
  // sockets are closed at once, busy ones after their response (Connection: close).
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  stopDigests();
  stopUploadPurge();
  await closed;
  clearTimeout(deadline);
  // Past the deadline, forceStop owns the exit (non-zero).
  if (forced) return;
  await database.close();
  console.log("stopped");
  process.exit(0);
}

async function forceStop() {
  forced = true;
  console.error(`shutdown deadline passed with ${inFlight.size} request(s) still open: closing their connections`);
  server.closeAllConnections();
  // The database may be mid-query for those requests; give it a moment, never forever.
  await Promise.race([database.close().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
  process.exit(1);
}

process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
