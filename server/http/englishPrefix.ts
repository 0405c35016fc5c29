import type { MiddlewareHandler } from "hono";
import { setCookie } from "hono/cookie";
import { DEFAULT_LOCALE } from "../../shared/locales.ts";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from "../../shared/i18n/negotiateLocale.ts";
import type { Config } from "../config.ts";

/** /en and /en/…: English's own prefix, which the app's addresses never carry. */
export const ENGLISH_PREFIX_PATH = /^\/en(\/|$)/;

/**
 * English is the unprefixed default, so /en/… is the same page without the prefix. Asking for it
 * is a choice of English, like any prefixed address: it is remembered in the locale cookie, or
 * that cookie (or the browser's languages) would send the visitor on to another language.
 * Not cached, so a later choice of another language is never skipped by a stored redirect.
 */
export function englishPrefixRedirect(config: Config): MiddlewareHandler {
  return async (c) => {
    const url = new URL(c.req.url);
    // One leading slash: /en//evil.example (or /en/\evil.example) must stay on this site.
    const path = `/${url.pathname.slice(3).replace(/^[/\\]+/, "")}`;
    setCookie(c, LOCALE_COOKIE, DEFAULT_LOCALE, { path: "/", sameSite: "Lax", secure: config.publicUrl.startsWith("https:"), maxAge: LOCALE_COOKIE_MAX_AGE });
    c.header("cache-control", "no-store");
    return c.redirect(`${path}${url.search}`, 308);
  };
}
