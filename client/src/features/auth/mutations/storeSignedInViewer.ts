import type { RecordSourceSelectorProxy } from "relay-runtime";

/**
 * Updater of the sign-in mutations: points Query.viewer at the payload's viewer, so the
 * header and the route guards see the new session without a refetch.
 */
export function storeSignedInViewer(store: RecordSourceSelectorProxy, rootField: string): void {
  const payload = store.getRootField(rootField);
  if (payload?.getType() !== "AuthSuccess") return;
  const viewer = payload.getLinkedRecord("viewer");
  if (viewer) store.getRoot().setLinkedRecord(viewer, "viewer");
}
