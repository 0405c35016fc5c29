import { useContext } from "react";
import { FieldMessagesContext } from "./fieldMessagesContext.ts";
import type { TFieldMessages } from "./fieldMessageFormatter.ts";

/** `format(descriptor, values)` and the locale of the nearest FieldMessagesProvider. */
export function useFieldMessages(): TFieldMessages {
  return useContext(FieldMessagesContext);
}
