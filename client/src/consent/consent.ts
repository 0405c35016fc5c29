// Cookie consent for the form's tracking ids (SPEC.md §4 "Cookie consent"): the cookie
// `cookie-agreement` holds `accepted_all`, or `custom_` followed by digits where "position 7 =
// analytical, 8 = functional, 9 = targeting".
//
// Interpretation: the positions index the WHOLE value `custom_XYZ`. "custom_" is 7 characters, so
// they are 0-based string indices (value[7], value[8], value[9]), i.e. the three digits right after
// `custom_`: the 1st digit is analytical (GA4, Google Tag Manager), the 2nd functional (nothing on
// this page), the 3rd targeting (Facebook pixel). 1-based positions would make position 7 the "_".
// A category is granted only by the digit "1"; a missing or other digit refuses it, and any other
// value (or no cookie) grants nothing.

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
