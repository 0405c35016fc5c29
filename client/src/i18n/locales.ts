import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../../shared/locales.ts";

export { DEFAULT_LOCALE };

/**
 * URL prefixes of the 32 languages besides English (SPEC.md §1). The route table is generated
 * once without a prefix and once per entry, so adding a language here is all routing needs.
 */
export const LOCALE_PREFIXES: readonly Locale[] = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** Scripts written right to left (SPEC.md §1: Arabic and Urdu). */
const RTL_LOCALES: ReadonlySet<string> = new Set(["ar", "ur"]);

export function localeDirection(locale: string): "rtl" | "ltr" {
  return RTL_LOCALES.has(locale) ? "rtl" : "ltr";
}

/** The language of a page: its path's prefix, or English. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split("/")[1] ?? "";
  return (LOCALE_PREFIXES as readonly string[]).includes(first) ? (first as Locale) : DEFAULT_LOCALE;
}

/**
 * Each language's own name, as the language selector lists it (with the English name beside
 * it for searching).
 */
export const LANGUAGE_NAMES: Readonly<Record<Locale, { native: string; english: string }>> = {
  en: { native: "English", english: "English" },
  af: { native: "Afrikaans", english: "Afrikaans" },
  ar: { native: "العربية", english: "Arabic" },
  bn: { native: "বাংলা", english: "Bengali" },
  da: { native: "Dansk", english: "Danish" },
  de: { native: "Deutsch", english: "German" },
  es: { native: "Español", english: "Spanish" },
  el: { native: "Ελληνικά", english: "Greek" },
  fi: { native: "Suomi", english: "Finnish" },
  fr: { native: "Français", english: "French" },
  hi: { native: "हिन्दी", english: "Hindi" },
  id: { native: "Bahasa Indonesia", english: "Indonesian" },
  it: { native: "Italiano", english: "Italian" },
  ja: { native: "日本語", english: "Japanese" },
  jv: { native: "Basa Jawa", english: "Javanese" },
  hu: { native: "Magyar", english: "Hungarian" },
  ko: { native: "한국어", english: "Korean" },
  ms: { native: "Bahasa Melayu", english: "Malay" },
  nl: { native: "Nederlands", english: "Dutch" },
  nb: { native: "Norsk bokmål", english: "Norwegian Bokmål" },
  pa: { native: "ਪੰਜਾਬੀ", english: "Punjabi" },
  pl: { native: "Polski", english: "Polish" },
  pt: { native: "Português", english: "Portuguese" },
  ro: { native: "Română", english: "Romanian" },
  ru: { native: "Русский", english: "Russian" },
  sv: { native: "Svenska", english: "Swedish" },
  ta: { native: "தமிழ்", english: "Tamil" },
  th: { native: "ไทย", english: "Thai" },
  tr: { native: "Türkçe", english: "Turkish" },
  ur: { native: "اردو", english: "Urdu" },
  vi: { native: "Tiếng Việt", english: "Vietnamese" },
  "zh-cn": { native: "简体中文", english: "Chinese (Simplified)" },
  "zh-tw": { native: "繁體中文", english: "Chinese (Traditional)" },
};
