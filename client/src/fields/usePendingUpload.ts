import { useContext, useEffect } from "react";
import { PendingUploadsContext } from "./pendingUploadsContext.ts";

/** Tells the enclosing form that this input has an upload in flight while `pending` is true. */
export function usePendingUpload(pending: boolean): void {
  const report = useContext(PendingUploadsContext);
  useEffect(() => {
    if (!pending) return;
    report(1);
    return () => report(-1);
  }, [pending, report]);
}
