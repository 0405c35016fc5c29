/** The error members of an account mutation's payload union, as Relay types them. */
interface FailedPayload {
  readonly __typename: string;
  readonly message?: string;
  readonly fieldErrors?: ReadonlyArray<{ readonly field: string; readonly message: string }>;
}

export interface Failure {
  /** SPEC.md §8: the server's message, else its status (here: the error type). */
  message: string;
  /** Inline errors by input name. */
  fieldErrors: Partial<Record<string, string>>;
}

export function payloadFailure(payload: FailedPayload): Failure {
  const fieldErrors: Partial<Record<string, string>> = {};
  for (const { field, message } of payload.fieldErrors ?? []) fieldErrors[field] ??= message;
  return { message: payload.message ?? payload.__typename, fieldErrors };
}

/** A thrown network failure's message for the error toast. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}
