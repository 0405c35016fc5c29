import fs from "node:fs";
import path from "node:path";
import { printSchema } from "graphql";
import { schema } from "../graphql/schema.ts";

export const SCHEMA_FILE = path.resolve(import.meta.dirname, "../../schema.graphql");
export const printedSchema = () => `${printSchema(schema)}\n`;

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  fs.writeFileSync(SCHEMA_FILE, printedSchema());
  console.log(`wrote ${path.relative(process.cwd(), SCHEMA_FILE)}`);
}
