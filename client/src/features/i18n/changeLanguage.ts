import type { Locale } from "../../../../shared/locales.ts";
import { localizedPath, unlocalizedPath } from "../../i18n/localePath.ts";
import { DEFAULT_LOCALE } from "../../i18n/locales.ts";
import { cookieAttributes } from "../../consent/cookieAttributes.ts";
import { localeCookie } from "../../i18n/pageLocale.ts";

/** The address of the current page in another language. */
export function pathInLocale(location: Pick<Location, "pathname" | "search" | "hash">, locale: Locale): string {
  const path = unlocalizedPath(location.pathname);
  return `${localizedPath(locale === DEFAULT_LOCALE ? "" : locale, path)}${location.search}${location.hash}`;
}

/** The blog's language follows the site's only with functional consent (SPEC.md §2). */
export const BLOG_LOCALE_COOKIE = "blog_locale";

/**
 * SPEC.md §2: remembers the choice (365 days, path /, SameSite=Lax), updates the blog language
 * when functional cookies are allowed, then reloads when the page's address in that language is
 * the current one, or goes there.
 */
export function changeLanguage(locale: Locale, options: { functionalConsent: boolean }, win: Pick<Window, "location"> & { document: Pick<Document, "cookie"> } = window): void {
  const secure = win.location.protocol === "https:";
  win.document.cookie = localeCookie(locale, secure);
  if (options.functionalConsent) win.document.cookie = `${BLOG_LOCALE_COOKIE}=${locale}; ${cookieAttributes(365 * 24 * 60 * 60, secure)}`;
  const target = pathInLocale(win.location, locale);
  const current = `${win.location.pathname}${win.location.search}${win.location.hash}`;
  if (target === current) win.location.reload();
  else win.location.assign(target);
}
