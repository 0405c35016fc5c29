import { checkNewsletterEmail, NEWSLETTER_EMAIL_INVALID } from "../../../shared/newsletter/newsletterEmail.ts";
import type { Locale } from "../../../shared/locales.ts";
import type { Services } from "../../services.ts";
import { ValidationError } from "../errors.ts";

/** Adds an address to the newsletter list; signing up twice changes nothing. */
export async function subscribeNewsletter(services: Services, email: unknown, locale: Locale, clientIp: string): Promise<{ subscribed: true }> {
  const check = checkNewsletterEmail(typeof email === "string" ? email : "");
  if (check.kind !== "ok") throw new ValidationError(NEWSLETTER_EMAIL_INVALID, { email: NEWSLETTER_EMAIL_INVALID });
  await services.rateLimits.consume(["newsletter", clientIp]);
  await services.prisma.newsletterSubscriber.createMany({ data: [{ email: check.email, locale }], skipDuplicates: true });
  return { subscribed: true };
}
