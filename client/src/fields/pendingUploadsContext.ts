import { createContext } from "react";

/**
 * How inputs tell the enclosing form about their uploads, by the input's DOM id: progress 0…1
 * while one is in flight, -1 when one failed, undefined when nothing is pending. The form waits
 * for uploads in flight before it sends and refuses to send past a failed one. A no-op outside a form.
 */
export const PendingUploadsContext = createContext<(id: string, state?: number) => void>(() => undefined);
