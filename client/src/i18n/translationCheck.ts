// Checks a translated catalogue against the English one: every id present and no extra one, each
// message valid ICU with the same arguments as the English, plural branches the language knows,
// and no English left behind (ids whose text is rightly the same are listed in
// locales/same-as-english/<locale>.json). Used by translations.test.ts and `npm run i18n:check`.
import { IntlMessageFormat } from "intl-messageformat";
import { TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";

export type TEnglishCatalogue = Record<string, string>;
export type TTranslation = Record<string, unknown>;

export interface TTranslationProblem {
  id: string;
  problem: string;
}

/** Argument names and the plural/select categories a message uses. */
function shapeOf(ast: MessageFormatElement[], args = new Set<string>(), plurals: string[][] = []) {
  for (const element of ast) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    args.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      if (element.type === TYPE.plural) plurals.push(Object.keys(element.options));
      for (const option of Object.values(element.options)) shapeOf(option.value, args, plurals);
    }
    if (element.type === TYPE.tag) shapeOf(element.children, args, plurals);
  }
  return { args, plurals };
}

function parse(message: string, locale: string): MessageFormatElement[] | Error {
  try {
    return new IntlMessageFormat(message, locale).getAst();
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

const HAS_LETTER = /\p{L}/u;

export function checkTranslation(
  locale: string,
  english: TEnglishCatalogue,
  translated: TTranslation,
  sameAsEnglish: ReadonlySet<string> = new Set(),
): TTranslationProblem[] {
  const problems: TTranslationProblem[] = [];
  const known = new Set(new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[]);
  for (const id of Object.keys(translated)) if (!Object.hasOwn(english, id)) problems.push({ id, problem: "not an English id (extra)" });
  for (const [id, source] of Object.entries(english)) {
    const text = translated[id];
    if (typeof text !== "string" || text.trim() === "") {
      problems.push({ id, problem: "missing" });
      continue;
    }
    const ast = parse(text, locale);
    if (ast instanceof Error) {
      problems.push({ id, problem: `not valid ICU: ${ast.message}` });
      continue;
    }
    const englishAst = parse(source, "en");
    if (!(englishAst instanceof Error)) {
      const want = [...shapeOf(englishAst).args].sort().join(",");
      const got = shapeOf(ast);
      if ([...got.args].sort().join(",") !== want) problems.push({ id, problem: `arguments {${[...got.args].join(", ")}} instead of {${want}}` });
      for (const categories of got.plurals) {
        const unknown = categories.filter((c) => !c.startsWith("=") && !known.has(c));
        if (unknown.length > 0) problems.push({ id, problem: `plural categories ${unknown.join(", ")} do not exist in ${locale}` });
        if (!categories.includes("other")) problems.push({ id, problem: "a plural without an 'other' branch" });
      }
    }
    if (text === source && HAS_LETTER.test(source) && !sameAsEnglish.has(id)) {
      problems.push({ id, problem: "still English (translate it, or list the id in locales/same-as-english/<locale>.json if it is rightly the same)" });
    }
  }
  return problems;
}
