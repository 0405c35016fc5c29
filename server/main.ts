import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/database.ts";
import { createServices } from "./services.ts";
import { startNotificationDigests } from "./domain/submissions/notifyOwner.ts";
import { seedTemplateLibrary } from "./domain/templates/seedTemplateLibrary.ts";

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, pgliteDir: path.join(config.dataDir, "pg") });
const services = createServices(config, database);
// The built-in template library, once per change of its data files.
if ((await seedTemplateLibrary(services)).changed) console.log("template library seeded");
startNotificationDigests(services);
const app = createApp(services, {
  clientDir: path.resolve(import.meta.dirname, "../dist/client"),
  log: (line) => console.log(line),
});

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`FormQR listening on http://${config.host}:${info.port} (public URL ${config.publicUrl})`);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing in-flight requests`);
  // close() stops accepting and waits for open requests; idle keep-alive sockets are closed at once.
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  await closed;
  await database.close();
  console.log("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
