import { IntlMessageFormat } from "intl-messageformat";
import type { MessageDescriptor } from "./defineMessages.ts";

export type TMessageValues = Record<string, string | number>;
export type TFormatFieldMessage = (descriptor: MessageDescriptor, values?: TMessageValues) => string;
/** A catalogue entry: ICU source text, or its AST precompiled with `formatjs compile --ast`. */
export type TCatalogueMessage = ConstructorParameters<typeof IntlMessageFormat>[0];

export interface TFieldMessages {
  locale: string;
  format: TFormatFieldMessage;
}

// Text with at most plain {name} arguments needs no ICU parser.
const SIMPLE_MESSAGE = /^[^{}']*(?:\{\s*[A-Za-z_]\w*\s*\}[^{}']*)*$/;
const ARGUMENT = /\{\s*([A-Za-z_]\w*)\s*\}/g;

/**
 * Formats field messages from a catalogue (id → ICU message or precompiled AST), falling back to
 * each defaultMessage. Simple messages skip intl-messageformat, so a page that ships precompiled
 * catalogues can alias @formatjs/icu-messageformat-parser to its no-parser build.
 */
export function createFieldMessages(locale: string, messages: Record<string, TCatalogueMessage>): TFieldMessages {
  const compiled = new Map<TCatalogueMessage, IntlMessageFormat | null>();

  const formatWith = (source: TCatalogueMessage, values: TMessageValues | undefined): string | null => {
    if (typeof source === "string" && SIMPLE_MESSAGE.test(source)) {
      return source.replace(ARGUMENT, (whole, name: string) => (values && Object.hasOwn(values, name) ? String(values[name]) : whole));
    }
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
      descriptor.defaultMessage
    );
  };
  return { locale, format };
}
