import { createContext } from "react";
import { createFieldMessages, type TFieldMessages } from "./fieldMessageFormatter.ts";

/** Without a FieldMessagesProvider the inputs speak English (the default messages). */
export const FieldMessagesContext = createContext<TFieldMessages>(createFieldMessages("en", {}));
