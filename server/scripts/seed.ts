// `npm run db:seed`: writes the built-in template library into the configured database
// (DATABASE_URL, or the embedded one in DATA_DIR), as `npm start` does; safe to run again.
import path from "node:path";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/database.ts";
import { seedTemplateLibrary } from "../domain/templates/seedTemplateLibrary.ts";
import { templateLibrary } from "../domain/templates/templateLibrary.ts";
import { createServices } from "../services.ts";

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, pgliteDir: path.join(config.dataDir, "pg") });
try {
  const { changed } = await seedTemplateLibrary(createServices(config, database));
  const { categories, templates } = templateLibrary();
  console.log(`${changed ? "seeded" : "already up to date:"} ${categories.length} categories, ${templates.length} templates`);
} finally {
  await database.close();
}
