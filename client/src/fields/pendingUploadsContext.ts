import { createContext } from "react";

/** Inputs report uploads in flight (+1 / -1) so the form can hold its submit button; a no-op outside a form. */
export const PendingUploadsContext = createContext<(delta: number) => void>(() => undefined);
