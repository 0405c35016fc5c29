import { useContext, useEffect } from "react";
import { PendingUploadsContext } from "./pendingUploadsContext.ts";

/** Tells the enclosing form this input's upload state: progress 0…1 in flight, -1 failed, undefined nothing pending. */
export function usePendingUpload(id: string, state: number | undefined): void {
  const report = useContext(PendingUploadsContext);
  useEffect(() => report(id, state), [id, state, report]);
  // Gone with the input: its uploads no longer hold the form.
  useEffect(() => () => report(id), [id, report]);
}
