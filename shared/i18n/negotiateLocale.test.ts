import { acceptedLanguages, matchLocale, negotiateLocale } from "./negotiateLocale.ts";

describe("matchLocale", () => {
  it.each([
    ["de", "de"],
    ["de-AT", "de"],
    ["pt_BR", "pt"],
    ["zh-TW", "zh-tw"],
    ["zh-Hant-HK", "zh-tw"],
    ["zh", "zh-cn"],
    ["zh-CN", "zh-cn"],
    ["nn-NO", "nb"],
    ["AR", "ar"],
  ])("%s → %s", (tag, locale) => expect(matchLocale(tag)).toBe(locale));

  it("knows no other language", () => {
    expect(matchLocale("xx")).toBeNull();
    expect(matchLocale("")).toBeNull();
    expect(matchLocale(undefined)).toBeNull();
  });
});

describe("acceptedLanguages", () => {
  it("orders by quality, then by position", () => {
    expect(acceptedLanguages("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5")).toEqual(["fr-CH", "fr", "en", "de"]);
    expect(acceptedLanguages("en;q=0.2, ja")).toEqual(["ja", "en"]);
    expect(acceptedLanguages("de;q=0, it")).toEqual(["it"]);
    expect(acceptedLanguages(null)).toEqual([]);
  });
});

describe("negotiateLocale (SPEC.md §4 order)", () => {
  it("takes the cookie first", () => {
    expect(negotiateLocale({ cookie: "ja", languages: ["de"], fallback: "fr" })).toBe("ja");
  });
  it("then the first supported browser language", () => {
    expect(negotiateLocale({ cookie: "klingon", languages: ["xx", "ko-KR", "de"], fallback: "fr" })).toBe("ko");
  });
  it("then the fallback, then English", () => {
    expect(negotiateLocale({ languages: ["xx"], fallback: "fr" })).toBe("fr");
    expect(negotiateLocale({})).toBe("en");
  });
});
