/**
 * Expected failures. Each carries the HTTP status of CONTRACT.md §4; GraphQL exposes
 * them as members of mutation result unions, the REST shim as the error envelope.
 */
export abstract class AppError extends Error {
  abstract readonly status: number;
}

/** 400: input that breaks a rule; `errors` maps field names to messages. */
export class ValidationError extends AppError {
  readonly status = 400;
  constructor(
    message: string,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ValidationError";
  }
}

/** 401: no session, a bad token, or wrong credentials. */
export class AuthenticationError extends AppError {
  readonly status = 401;
  constructor(message = "Please sign in to continue") {
    super(message);
    this.name = "AuthenticationError";
  }
}

/** 404: absent — or not yours, which must look exactly the same. */
export class NotFoundError extends AppError {
  readonly status = 404;
  constructor(message = "Not found") {
    super(message);
    this.name = "NotFoundError";
  }
}

/** 409: the request clashes with stored data (e.g. the e-mail is taken). */
export class ConflictError extends AppError {
  readonly status = 409;
  constructor(message: string) {
    super(message);
    this.name = "ConflictError";
  }
}

/** 413: an upload over its category's size limit. */
export class FileTooLargeError extends AppError {
  readonly status = 413;
  constructor(readonly maxBytes: number) {
    super(`The file is too large: the limit is ${Math.round(maxBytes / 1024 / 1024)} MB`);
    this.name = "FileTooLargeError";
  }
}

/** 415: an upload whose content (not its name) is not an allowed type. */
export class UnsupportedFileTypeError extends AppError {
  readonly status = 415;
  constructor(message: string) {
    super(message);
    this.name = "UnsupportedFileTypeError";
  }
}

/** 429: too many attempts; retry after the given number of seconds. */
export class RateLimitedError extends AppError {
  readonly status = 429;
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many attempts. Try again in ${formatWait(retryAfterSeconds)}.`);
    this.name = "RateLimitedError";
  }
}

/** 501: a feature this server was not configured for (e.g. Google sign-in). */
export class FeatureDisabledError extends AppError {
  readonly status = 501;
  constructor(message: string) {
    super(message);
    this.name = "FeatureDisabledError";
  }
}

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}
