import type { ReactNode } from "react";
import { IntlProvider, ReactIntlErrorCode } from "react-intl";
import type { Locale } from "../../../shared/locales.ts";
import type { TCatalogue } from "./catalogues.ts";
import { DEFAULT_LOCALE } from "./locales.ts";

interface I18nProviderProps {
  /** The page's language (its path's prefix); fixed for the page's life: switching reloads. */
  locale: Locale;
  /** Its catalogue; English is the default messages in the code. */
  messages: TCatalogue;
  children: ReactNode;
}

// A message a catalogue lacks falls back to its English default: expected while a language
// is being completed, so not an error worth a console line.
function onError(error: { code: string; message: string }) {
  if (error.code !== ReactIntlErrorCode.MISSING_TRANSLATION) console.error(error.message);
}

export function I18nProvider({ locale, messages, children }: I18nProviderProps) {
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages} onError={onError}>
      {children}
    </IntlProvider>
  );
}
