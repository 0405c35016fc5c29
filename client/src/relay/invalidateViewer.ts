import type { RecordSourceSelectorProxy } from "relay-runtime";

/**
 * Marks the viewer stale: the next route load or refetch of any of the viewer's lists (forms,
 * favorites, own templates) goes to the network instead of showing what the store holds.
 */
export function invalidateViewer(store: RecordSourceSelectorProxy): void {
  store.getRoot().getLinkedRecord("viewer")?.invalidateRecord();
}
