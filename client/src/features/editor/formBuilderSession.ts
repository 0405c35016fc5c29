/**
 * The open form builder, for the header: SPEC.md §2 "choosing Forms resets the
 * form-builder state before going to /form". The editor registers itself while mounted.
 */
interface TOpenBuilder {
  /** Saves what is pending; resolves to true when nothing is left unsaved. */
  flush: () => Promise<boolean>;
  /** Forgets the builder's state (the editor unmounts right after). */
  reset: () => void;
  /** Tells the owner why they stay: the save failed, choosing again leaves without it. */
  warnUnsaved: () => void;
}

let open: TOpenBuilder | null = null;
let lastFailedReset = 0;

export function registerFormBuilder(builder: TOpenBuilder): () => void {
  open = builder;
  return () => {
    if (open === builder) open = null;
  };
}

export function isFormBuilderOpen(): boolean {
  return open !== null;
}

/**
 * Flushes the pending save and drops the builder's state. Resolves to whether the caller
 * may leave: a failed save keeps the owner in the builder (its Retry shows), unless they
 * choose Forms again within a minute, which leaves without the unsaved changes.
 */
export async function resetFormBuilder(): Promise<boolean> {
  const builder = open;
  if (!builder) return true;
  const clean = await builder.flush();
  if (!clean && Date.now() - lastFailedReset > 60_000) {
    lastFailedReset = Date.now();
    builder.warnUnsaved();
    return false;
  }
  lastFailedReset = 0;
  builder.reset();
  return true;
}
