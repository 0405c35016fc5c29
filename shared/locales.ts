/** The 33 interface languages of SPEC.md §1; "en" is the default (no URL prefix). */
export const LOCALES = [
  "en", "af", "ar", "bn", "da", "de", "es", "el", "fi", "fr", "hi", "id", "it", "ja", "jv", "hu", "ko",
  "ms", "nl", "nb", "pa", "pl", "pt", "ro", "ru", "sv", "ta", "th", "tr", "ur", "vi", "zh-cn", "zh-tw",
] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
