// The translator's loop for one language:
//   npx tsx client/scripts/translationDelta.ts <locale> [prefix]     prints, as JSON, every app
//     message that is missing or wrong in locales/<locale>.json: { id: { en, description, problem } }
//   npx tsx client/scripts/translationDelta.ts <locale> --apply <file.json>
//     merges { id: translated text } into locales/<locale>.json (keys kept sorted), drops ids
//     English no longer has, and prints what is still wrong.
import fs from "node:fs";
import path from "node:path";
import { appEnglish, checkLocale } from "./checkTranslations.ts";

const root = path.resolve(import.meta.dirname, "../../locales");
const [locale, second, file] = process.argv.slice(2);
if (!locale) {
  console.error("usage: translationDelta.ts <locale> [prefix] | <locale> --apply <file.json>");
  process.exit(2);
}
const catalogueFile = path.join(root, `${locale}.json`);
const english = appEnglish();

if (second === "--apply") {
  if (!file) throw new Error("--apply needs a JSON file");
  const current = JSON.parse(fs.readFileSync(catalogueFile, "utf8")) as Record<string, string>;
  const incoming = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>;
  const merged = { ...current, ...incoming };
  const sorted = Object.fromEntries(
    Object.keys(merged)
      .filter((id) => Object.hasOwn(english, id))
      .sort()
      .map((id) => [id, merged[id]]),
  );
  fs.writeFileSync(catalogueFile, `${JSON.stringify(sorted, null, 2)}\n`);
}

const extracted = JSON.parse(fs.readFileSync(path.join(root, "en.json"), "utf8")) as Record<string, { description?: string }>;
const prefix = second && second !== "--apply" ? second : "";
const delta = Object.fromEntries(
  checkLocale(locale)
    .app.filter((p) => p.id.startsWith(prefix))
    .map((p) => [p.id, { en: english[p.id], description: extracted[p.id]?.description, problem: p.problem }]),
);
if (second === "--apply") console.log(`${locale}: ${Object.keys(delta).length} still to fix`);
console.log(JSON.stringify(delta, null, 1));
