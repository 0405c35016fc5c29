// Checks the translated catalogues (locales/<locale>.json and locales/templates/<locale>.json)
// against the English ones. Usage: npx tsx client/scripts/checkTranslations.ts [locale …] [--verbose]
import fs from "node:fs";
import path from "node:path";
import { LOCALES } from "../../shared/locales.ts";
import { checkTranslation, type TTranslationProblem } from "../src/i18n/translationCheck.ts";

const root = path.resolve(import.meta.dirname, "../../locales");
const readJson = (file: string): Record<string, unknown> => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : {});

/** The template texts every language must have: categories, titles and descriptions. */
export const REQUIRED_TEMPLATE_ID = /^tpl\.(?:cat\.[^.]+|[^.]+\.(?:title|description))$/;

export function appEnglish(): Record<string, string> {
  const extracted = readJson(path.join(root, "en.json")) as Record<string, { defaultMessage: string }>;
  return Object.fromEntries(Object.entries(extracted).map(([id, entry]) => [id, entry.defaultMessage]));
}

export function checkLocale(locale: string): { app: TTranslationProblem[]; templates: TTranslationProblem[] } {
  const same: unknown = fs.existsSync(path.join(root, "same-as-english", `${locale}.json`))
    ? JSON.parse(fs.readFileSync(path.join(root, "same-as-english", `${locale}.json`), "utf8"))
    : [];
  const sameAsEnglish = new Set(Array.isArray(same) ? (same as string[]) : []);
  const app = checkTranslation(locale, appEnglish(), readJson(path.join(root, `${locale}.json`)), sameAsEnglish);
  const templateEnglish = readJson(path.join(root, "templates/en.json")) as Record<string, string>;
  const translatedTemplates = readJson(path.join(root, `templates/${locale}.json`));
  // Field labels and options may stay English for now; when present they must be valid.
  const required = Object.fromEntries(Object.entries(templateEnglish).filter(([id]) => REQUIRED_TEMPLATE_ID.test(id) || Object.hasOwn(translatedTemplates, id)));
  const templates = checkTranslation(locale, required, translatedTemplates, sameAsEnglish).filter(
    (p) => !(p.problem.startsWith("not an English id") && Object.hasOwn(templateEnglish, p.id)),
  );
  return { app, templates };
}

if (path.resolve(process.argv[1] ?? "") === import.meta.filename) {
  const verbose = process.argv.includes("--verbose");
  const asked = process.argv.slice(2).filter((a) => !a.startsWith("--"));
  const locales = asked.length > 0 ? asked : LOCALES.filter((l) => l !== "en");
  let failed = 0;
  for (const locale of locales) {
    const { app, templates } = checkLocale(locale);
    const all = [...app.map((p) => ({ ...p, file: `${locale}.json` })), ...templates.map((p) => ({ ...p, file: `templates/${locale}.json` }))];
    console.log(`${locale.padEnd(6)} ${all.length === 0 ? "ok" : `${all.length} problems (${app.length} app, ${templates.length} templates)`}`);
    if (all.length > 0) failed++;
    for (const p of verbose ? all : all.slice(0, 15)) console.log(`  ${p.file} ${p.id}: ${p.problem}`);
    if (!verbose && all.length > 15) console.log(`  … and ${all.length - 15} more (--verbose)`);
  }
  process.exitCode = failed > 0 ? 1 : 0;
}
