import { useMemo, type ReactNode } from "react";
import { createFieldMessages, type TCatalogueMessage } from "./fieldMessageFormatter.ts";
import { FieldMessagesContext } from "./fieldMessagesContext.ts";

interface FieldMessagesProviderProps {
  locale: string;
  /** id → ICU message (or its precompiled AST), e.g. locales/<locale>.json flattened to its messages. */
  messages: Record<string, TCatalogueMessage>;
  children: ReactNode;
}

/** Translates the respondent inputs without react-intl (the public form page does not load it). */
export function FieldMessagesProvider({ locale, messages, children }: FieldMessagesProviderProps) {
  const value = useMemo(() => createFieldMessages(locale, messages), [locale, messages]);
  return <FieldMessagesContext value={value}>{children}</FieldMessagesContext>;
}
