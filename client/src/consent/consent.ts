// Cookie consent (SPEC.md §4 "Cookie consent"), for the site and for each form's own tracking
// ids: the cookie
// `cookie-agreement` holds `accepted_all`, or `custom_` followed by digits where "position 7 =
// analytical, 8 = functional, 9 = targeting".
//
// Interpretation: the positions index the WHOLE value `custom_XYZ`. "custom_" is 7 characters, so
// they are 0-based string indices (value[7], value[8], value[9]), i.e. the three digits right after
// `custom_`: the 1st digit is analytical (GA4, Google Tag Manager), the 2nd functional (nothing on
// this page), the 3rd targeting (Facebook pixel). 1-based positions would make position 7 the "_".
// A category is granted only by the digit "1"; a missing or other digit refuses it, and any other
// value (or no cookie) grants nothing.

import { cookieAttributes, isSecurePage } from "./cookieAttributes.ts";

export const CONSENT_COOKIE = "cookie-agreement";

export interface TConsent {
  analytical: boolean;
  functional: boolean;
  targeting: boolean;
}

export const NO_CONSENT: TConsent = { analytical: false, functional: false, targeting: false };

/** 0-based indices in the cookie value (the digits after "custom_"). */
const POSITION = { analytical: 7, functional: 8, targeting: 9 } as const;

export function parseConsent(value: string | null | undefined): TConsent {
  if (!value) return NO_CONSENT;
  if (value === "accepted_all") return { analytical: true, functional: true, targeting: true };
  if (!/^custom_\d+$/.test(value)) return NO_CONSENT;
  const granted = (position: number) => value.charAt(position) === "1";
  return { analytical: granted(POSITION.analytical), functional: granted(POSITION.functional), targeting: granted(POSITION.targeting) };
}

/** The value of one cookie in a `document.cookie` string. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** The cookie value of a choice: everything is accepted_all, anything else custom_ and three digits. */
export function consentValue(consent: TConsent): string {
  if (consent.analytical && consent.functional && consent.targeting) return "accepted_all";
  const digit = (granted: boolean) => (granted ? "1" : "0");
  return `custom_${digit(consent.analytical)}${digit(consent.functional)}${digit(consent.targeting)}`;
}

/** SPEC.md §9: the cookies kept when non-essential ones are cleared. */
export const ESSENTIAL_COOKIES: readonly string[] = [CONSENT_COOKIE, "__cf_bm", "token", "userid"];

/** The names of the cookies to delete when consent is narrowed: all but the essential ones. */
export function nonEssentialCookieNames(cookies: string): string[] {
  return cookies
    .split(";")
    .map((part) => part.split("=")[0]?.trim() ?? "")
    .filter((name) => name !== "" && !ESSENTIAL_COOKIES.includes(name));
}

/** The choice is kept a year, like the language. */
const CONSENT_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * Stores a choice; when it grants less than everything, deletes the non-essential cookies this
 * page can reach (on its host and parent domain), since they may have been set under a broader
 * consent.
 */
export function saveConsent(
  consent: TConsent,
  doc: Pick<Document, "cookie"> = document,
  hostname: string = location.hostname,
  secure: boolean = isSecurePage(),
): void {
  doc.cookie = `${CONSENT_COOKIE}=${consentValue(consent)}; ${cookieAttributes(CONSENT_MAX_AGE, secure)}`;
  if (consent.analytical && consent.functional && consent.targeting) return;
  const domains = ["", hostname, hostname.split(".").slice(-2).join(".")].filter((domain, index, all) => all.indexOf(domain) === index);
  for (const name of nonEssentialCookieNames(doc.cookie)) {
    for (const domain of domains) doc.cookie = `${name}=; Max-Age=0; Path=/${domain ? `; Domain=${domain}` : ""}`;
  }
}
