// SPEC.md §5 "Newsletter": a non-empty e-mail must pass an e-mail check, otherwise
// 'Please input a valid email address'; an empty field does nothing. Shared by the footer and the server.
import { EMAIL_PATTERN } from "../validation/validateAnswers.ts";

export const NEWSLETTER_EMAIL_INVALID = "Please input a valid email address";

export type TNewsletterCheck = { kind: "empty" } | { kind: "invalid" } | { kind: "ok"; email: string };

export function checkNewsletterEmail(value: string): TNewsletterCheck {
  const email = value.trim();
  if (email === "") return { kind: "empty" };
  return email.length <= 254 && EMAIL_PATTERN.test(email) ? { kind: "ok", email: email.toLowerCase() } : { kind: "invalid" };
}
