// SPEC.md §4 "Locale": chosen in order from the locale cookie, the browser's languages, a
// fallback, then the default. Shared by the server (request context) and the client.
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../locales.ts";

/** The cookie that keeps the chosen language (365 days, path /, SameSite=Lax). */
export const LOCALE_COOKIE = "locale";
/** SPEC.md §9: the language choice is kept 365 days. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The supported locale a language tag means: exact ("zh-TW" → zh-tw), then by language ("pt-BR" → pt, "nn" → nb, "zh" → zh-cn). */
export function matchLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const lower = tag.trim().toLowerCase().replace(/_/g, "-");
  if ((LOCALES as readonly string[]).includes(lower)) return lower as Locale;
  const [language = "", region = ""] = lower.split("-");
  if (language === "zh") return region === "tw" || region === "hk" || region === "mo" || lower.includes("hant") ? "zh-tw" : "zh-cn";
  if (language === "no" || language === "nn") return "nb";
  return (LOCALES as readonly string[]).includes(language) ? (language as Locale) : null;
}

/** The language tags of an Accept-Language header, most preferred first. */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== "" && entry.tag !== "*" && entry.q > 0 && Number.isFinite(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The locale to speak: cookie, then browser languages, then the fallback, then English. */
export function negotiateLocale(options: { cookie?: string | null; languages?: readonly string[]; fallback?: string | null }): Locale {
  return (
    matchLocale(options.cookie) ??
    (options.languages ?? []).map(matchLocale).find((locale): locale is Locale => locale !== null) ??
    matchLocale(options.fallback) ??
    DEFAULT_LOCALE
  );
}
