import crypto from "node:crypto";

const ALPHABET = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/**
 * First path segments the client or server uses. A qrId is served at /{qrId}, so it must
 * never equal one of these (nor a locale prefix, which are all short and lower case).
 */
const RESERVED = new Set([
  "api", "graphql", "files", "s", "assets", "builds", "form", "manage", "setting", "login", "register",
  "forgot-password", "reset-password", "sso-login", "pricing", "purchase", "order-summary", "payment-success",
  "payment-fail", "templates", "template", "tiger-form-guide", "about", "faq", "blog", "cookies-notice",
  "sitemap.xml", "x7u6p3kybd", "I82dh97Pv0", "privacy-notice", "general-terms-and-conditions",
  "children-personal-data-policy", "specific-terms-of-use", "notice-third-party-respondents", "lawful-bases",
  "sensitive-personal-data-policy", "cookie-policy", "cookie-declaration",
]);

/** Random, URL-safe, without look-alike characters (0/O, 1/l/I). */
export function randomCode(length: number): string {
  let code = "";
  for (let i = 0; i < length; i++) code += ALPHABET[crypto.randomInt(ALPHABET.length)];
  return code;
}

export function isReservedPath(segment: string): boolean {
  return RESERVED.has(segment) || RESERVED.has(segment.toLowerCase());
}

/** A new public form id: 10 characters (56^10 ≈ 3·10^17), never a route name. */
export function newQrId(): string {
  for (;;) {
    const id = randomCode(10);
    if (!isReservedPath(id)) return id;
  }
}

/** A new short-link code for PUBLIC_URL/s/<code>. */
export function newShortCode(): string {
  return randomCode(7);
}
