import { LOCALES } from "../../../shared/locales.ts";
import { checkLocale } from "../../scripts/checkTranslations.ts";
import { checkTranslation } from "./translationCheck.ts";

// Every language's catalogue is complete: each English id translated (not left in English), no
// extra id, every message valid ICU with the English arguments and the language's own plurals.
describe.each(LOCALES.filter((locale) => locale !== "en"))("locales/%s.json", (locale) => {
  test("has every message, translated, and nothing else", () => {
    const { app, templates } = checkLocale(locale);
    expect(app.map((p) => `${p.id}: ${p.problem}`)).toEqual([]);
    expect(templates.map((p) => `${p.id}: ${p.problem}`)).toEqual([]);
  });
});

describe("the check itself", () => {
  const english = { greeting: "Hello {name}", count: "{n, plural, one {# form} other {# forms}}", brand: "FormQR" };

  test("passes a complete translation", () => {
    const german = { greeting: "Hallo {name}", count: "{n, plural, one {# Formular} other {# Formulare}}", brand: "FormQR" };
    expect(checkTranslation("de", english, german, new Set(["brand"]))).toEqual([]);
  });

  test.each([
    ["a missing key", { count: "{n, plural, one {# Formular} other {# Formulare}}", brand: "FormQR" }, "greeting", "missing"],
    ["an extra key", { greeting: "Hallo {name}", count: "{n, plural, other {# Formulare}}", brand: "FormQR", old: "Alt" }, "old", "not an English id"],
    ["a message that does not compile", { greeting: "Hallo {name", count: "{n, plural, other {# Formulare}}", brand: "FormQR" }, "greeting", "not valid ICU"],
    ["a changed argument", { greeting: "Hallo {nom}", count: "{n, plural, other {# Formulare}}", brand: "FormQR" }, "greeting", "arguments"],
    ["English left behind", { greeting: "Hello {name}", count: "{n, plural, other {# Formulare}}", brand: "FormQR" }, "greeting", "still English"],
  ])("fails on %s", (_name, translated, id, problem) => {
    const problems = checkTranslation("de", english, translated, new Set(["brand"]));
    expect(problems).toEqual(expect.arrayContaining([expect.objectContaining({ id, problem: expect.stringContaining(problem) })]));
  });

  test("fails on a plural category the language does not have", () => {
    const japanese = { greeting: "こんにちは {name}", count: "{n, plural, one {# 件} other {# 件}}", brand: "FormQR" };
    expect(checkTranslation("ja", english, japanese, new Set(["brand"]))).toEqual([
      { id: "count", problem: "plural categories one do not exist in ja" },
    ]);
  });
});
