import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, negotiateLocale } from "../../../shared/i18n/negotiateLocale.ts";
import type { Locale } from "../../../shared/locales.ts";
import { readCookie } from "../consent/consent.ts";
import { cookieAttributes } from "../consent/cookieAttributes.ts";
import { DEFAULT_LOCALE, localeOfPath } from "./locales.ts";
import { localizedPath } from "./localePath.ts";

export function localeCookie(locale: Locale, secure?: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; ${cookieAttributes(LOCALE_COOKIE_MAX_AGE, secure)}`;
}

/**
 * Where a visitor of an unprefixed (English) address belongs, by SPEC.md §4's order: the locale
 * cookie, then the browser's languages; null when that is English (stay).
 */
export function preferredLocation(location: Pick<Location, "pathname" | "search" | "hash">, cookies: string, languages: readonly string[]): string | null {
  if (localeOfPath(location.pathname) !== DEFAULT_LOCALE) return null;
  const locale = negotiateLocale({ cookie: readCookie(cookies, LOCALE_COOKIE), languages });
  return locale === DEFAULT_LOCALE ? null : `${localizedPath(locale, location.pathname)}${location.search}${location.hash}`;
}
