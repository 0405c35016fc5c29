import type { ReactNode } from "react";
import { IntlProvider } from "react-intl";
import catalogue from "../../../locales/en.json";
import { DEFAULT_LOCALE } from "./locales.ts";

/** locales/en.json is `formatjs extract` output: id → { defaultMessage, description }. */
type Catalogue = Record<string, { defaultMessage: string; description?: string }>;

const messages: Record<string, string> = Object.fromEntries(
  Object.entries(catalogue as Catalogue).map(([id, entry]) => [id, entry.defaultMessage]),
);

export function I18nProvider({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale={DEFAULT_LOCALE} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      {children}
    </IntlProvider>
  );
}
