import type { RecordSourceSelectorProxy } from "relay-runtime";
import { invalidateViewer } from "../../../relay/invalidateViewer.ts";

/**
 * After a form is created, cloned, deleted or changes state, the viewer's other cached
 * form lists (other filters, the Manage table) no longer match.
 */
export const invalidateViewerForms = invalidateViewer;

/** Keeps the "12 of 40 forms" count right when edges are added or removed locally. */
export function adjustTotalCount(store: RecordSourceSelectorProxy, connectionIds: readonly string[], delta: number): void {
  for (const id of connectionIds) {
    const connection = store.get(id);
    const total = connection?.getValue("totalCount");
    if (connection && typeof total === "number") connection.setValue(Math.max(0, total + delta), "totalCount");
  }
}
