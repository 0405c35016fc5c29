/**
 * URL prefixes of the non-default languages (SPEC.md §1). The route table is generated
 * once without a prefix and once per entry, so adding "af", "ar", … here is the only
 * change routing needs. Empty while English is the only catalogue.
 */
export const LOCALE_PREFIXES: readonly string[] = [];

export const DEFAULT_LOCALE = "en";
