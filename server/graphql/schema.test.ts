import fs from "node:fs";
import { printedSchema, SCHEMA_FILE } from "../scripts/printSchema.ts";

it("schema.graphql is up to date with the Pothos schema (run `npm run schema:print`)", () => {
  expect(fs.readFileSync(SCHEMA_FILE, "utf8")).toBe(printedSchema());
});
