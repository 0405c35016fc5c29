import type { TCatalogueMessage } from "../fields/fieldMessageFormatter.ts";

/**
 * Locales with a public-form catalogue at /locales/<locale>/public.json: the `fields.*` and
 * `public.*` messages only (id → ICU text or precompiled AST), never the whole app catalogue.
 * English is built in (the default messages), so this is empty until translations ship.
 */
export const PUBLIC_CATALOGUE_LOCALES: readonly string[] = [];

export type TPublicCatalogue = Record<string, TCatalogueMessage>;

/** The language part that picks a catalogue ("pt-BR" → "pt" when only "pt" exists). */
export function catalogueLocale(locale: string | null | undefined, available: readonly string[] = PUBLIC_CATALOGUE_LOCALES): string | null {
  if (!locale) return null;
  if (available.includes(locale)) return locale;
  const language = locale.split(/[-_]/)[0]?.toLowerCase() ?? "";
  return available.includes(language) ? language : null;
}

/** Fetches the catalogue of a locale; English, unknown locales and failures give {} (the defaults). */
export async function loadPublicCatalogue(locale: string | null | undefined): Promise<TPublicCatalogue> {
  const found = catalogueLocale(locale);
  if (!found) return {};
  try {
    const response = await fetch(`/locales/${found}/public.json`);
    if (!response.ok) return {};
    const catalogue: unknown = await response.json();
    return typeof catalogue === "object" && catalogue !== null ? (catalogue as TPublicCatalogue) : {};
  } catch {
    return {};
  }
}

const RTL_LANGUAGES = new Set(["ar", "ur", "he", "fa"]);

/** Text direction of a locale's script. */
export function localeDirection(locale: string | null | undefined): "rtl" | "ltr" {
  const language = locale?.split(/[-_]/)[0]?.toLowerCase() ?? "";
  return RTL_LANGUAGES.has(language) ? "rtl" : "ltr";
}
