/** The server takes at most this many qrIds per bulk mutation. */
export const BULK_LIMIT = 500;

export interface FormRef {
  id: string;
  qrId: string;
}

/** Runs a bulk mutation in batches of BULK_LIMIT; stops at and returns the first failure. */
export async function inBatches<F>(forms: readonly FormRef[], run: (batch: readonly FormRef[]) => Promise<F | null>): Promise<F | null> {
  for (let start = 0; start < forms.length; start += BULK_LIMIT) {
    const failure = await run(forms.slice(start, start + BULK_LIMIT));
    if (failure) return failure;
  }
  return null;
}
