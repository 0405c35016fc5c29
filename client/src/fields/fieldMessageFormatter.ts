import { IntlMessageFormat } from "intl-messageformat";
import type { MessageDescriptor } from "./defineMessages.ts";
import { formatSimpleMessage, isSimpleMessage } from "./simpleMessage.ts";

export type TMessageValues = Record<string, string | number>;
export type TFormatFieldMessage = (descriptor: MessageDescriptor, values?: TMessageValues) => string;
/** A catalogue entry: ICU source text, or its AST precompiled with `formatjs compile --ast`. */
export type TCatalogueMessage = ConstructorParameters<typeof IntlMessageFormat>[0];

export interface TFieldMessages {
  locale: string;
  format: TFormatFieldMessage;
}

/**
 * Formats field messages from a catalogue (id → ICU message or precompiled AST), falling back to
 * each defaultMessage. Simple messages skip intl-messageformat, so the public form page, whose
 * build precompiles every other message (client/vitePlugins.ts), ships without the ICU parser.
 */
export function createFieldMessages(locale: string, messages: Record<string, TCatalogueMessage>): TFieldMessages {
  const compiled = new Map<TCatalogueMessage, IntlMessageFormat | null>();

  const formatWith = (source: TCatalogueMessage, values: TMessageValues | undefined): string | null => {
    if (typeof source === "string" && isSimpleMessage(source)) return formatSimpleMessage(source, values);
    let format = compiled.get(source);
    if (format === undefined) {
      try {
        format = new IntlMessageFormat(source, locale);
      } catch {
        format = null;
      }
      compiled.set(source, format);
    }
    if (!format) return null;
    try {
      return String(format.format(values));
    } catch {
      return null;
    }
  };

  const format: TFormatFieldMessage = (descriptor, values) => {
    const translated = Object.hasOwn(messages, descriptor.id) ? messages[descriptor.id] : undefined;
    return (
      (translated !== undefined ? formatWith(translated, values) : null) ??
      formatWith(descriptor.defaultMessage, values) ??
      // A precompiled default that cannot be formatted: the id at least says what is missing.
      (typeof descriptor.defaultMessage === "string" ? descriptor.defaultMessage : descriptor.id)
    );
  };
  return { locale, format };
}
