// The built-in library as the server reads it: the data files (prisma/seed/templates/) parsed
// once, and the template texts of each locale (English under the translation) cached.
import { readLibrary, readTemplateMessages } from "../../../prisma/seed/templates/readLibrary.ts";
import type { Locale } from "../../../shared/locales.ts";
import type { TTemplateLibrary } from "../../../shared/templates/templateData.ts";

let library: TTemplateLibrary | undefined;
const messagesByLocale = new Map<Locale, Readonly<Record<string, string>>>();

export function templateLibrary(): TTemplateLibrary {
  return (library ??= readLibrary());
}

/** Message id → text in this locale, English where a translation is missing. */
export function templateMessages(locale: Locale): Readonly<Record<string, string>> {
  let messages = messagesByLocale.get(locale);
  if (!messages) {
    messages = readTemplateMessages(locale);
    messagesByLocale.set(locale, messages);
  }
  return messages;
}
