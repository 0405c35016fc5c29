import type { Locale } from "../../../shared/locales.ts";

/** A translated catalogue: message id → ICU text (locales/<locale>.json). */
export type TCatalogue = Record<string, string>;

// One chunk per language, fetched only for the page's own; English is the default messages in the code.
const loaders = import.meta.glob<TCatalogue>(["../../../locales/*.json", "!../../../locales/en.json"], { import: "default" });

export async function loadCatalogue(locale: Locale): Promise<TCatalogue> {
  const load = loaders[`../../../locales/${locale}.json`];
  return load ? load() : {};
}
