// Reads the built-in template library from disk: the category files beside this module and
// the message catalogues in locales/templates/. The checks themselves live in
// shared/templates/templateData.ts, which stays free of Node-only imports.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { LOCALES } from "../../../shared/locales.ts";
import { loadTemplateLibrary, type TTemplateLibrary } from "../../../shared/templates/templateData.ts";

/** Folder of the category files (<group-slug>.json). */
export const TEMPLATE_DATA_DIR = dirname(fileURLToPath(import.meta.url));
/** Folder of the template message catalogues (<locale>.json, flat id → text). */
export const TEMPLATE_LOCALES_DIR = join(TEMPLATE_DATA_DIR, "..", "..", "..", "locales", "templates");

/** Names of the category files in `dir`, sorted. */
export function listTemplateDataFiles(dir: string = TEMPLATE_DATA_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort();
}

/** Reads and validates every category file; throws TemplateLibraryError naming each problem. */
export function readLibrary(dir: string = TEMPLATE_DATA_DIR): TTemplateLibrary {
  const names = listTemplateDataFiles(dir);
  const files = names.map((name) => JSON.parse(readFileSync(join(dir, name), "utf8")) as unknown);
  return loadTemplateLibrary(files, names);
}

function readCatalogue(path: string): Record<string, string> {
  const parsed = JSON.parse(readFileSync(path, "utf8")) as unknown;
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw new Error(`${path} is not a flat object of messages`);
  const entries = Object.entries(parsed as Record<string, unknown>);
  const bad = entries.find(([, text]) => typeof text !== "string");
  if (bad) throw new Error(`${path}: message "${bad[0]}" is not a string`);
  return Object.fromEntries(entries) as Record<string, string>;
}

/**
 * The template texts of a locale: the English catalogue with the locale's translations laid
 * over it, so an untranslated message falls back to English rather than showing its id.
 */
export function readTemplateMessages(locale: string = "en", dir: string = TEMPLATE_LOCALES_DIR): Record<string, string> {
  if (!(LOCALES as readonly string[]).includes(locale)) throw new RangeError(`Unknown locale "${locale}"`);
  const english = readCatalogue(join(dir, "en.json"));
  const localized = join(dir, `${locale}.json`);
  if (locale === "en" || !existsSync(localized)) return english;
  return { ...english, ...readCatalogue(localized) };
}
