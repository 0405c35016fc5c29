import {
  AppError,
  AuthenticationError,
  ConflictError,
  FeatureDisabledError,
  FileTooLargeError,
  NotFoundError,
  RateLimitedError,
  UnsupportedFileTypeError,
  ValidationError,
} from "../../domain/errors.ts";
import { builder } from "../builder.ts";

// Expected failures are members of each mutation's result union (Parabol's pattern);
// anything else stays masked by Yoga.
export const ErrorInterface = builder.interfaceRef<AppError>("Error").implement({
  fields: (t) => ({ message: t.exposeString("message") }),
});

const FieldError = builder.objectRef<{ field: string; message: string }>("FieldError").implement({
  description: "A rule that one input field broke.",
  fields: (t) => ({ field: t.exposeString("field"), message: t.exposeString("message") }),
});

builder.objectType(ValidationError, {
  name: "ValidationError",
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof ValidationError,
  fields: (t) => ({
    fieldErrors: t.field({
      type: [FieldError],
      resolve: (error) => Object.entries(error.errors).map(([field, message]) => ({ field, message })),
    }),
  }),
});

builder.objectType(RateLimitedError, {
  name: "RateLimitedError",
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof RateLimitedError,
  fields: (t) => ({ retryAfterSeconds: t.exposeInt("retryAfterSeconds") }),
});

builder.objectType(FileTooLargeError, {
  name: "FileTooLargeError",
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof FileTooLargeError,
  fields: (t) => ({ maxBytes: t.exposeInt("maxBytes") }),
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- constructor signatures differ
function messageOnlyError(ErrorClass: new (...args: any[]) => AppError, name: string): void {
  builder.objectType(ErrorClass, {
    name,
    interfaces: [ErrorInterface],
    isTypeOf: (value) => value instanceof ErrorClass,
    fields: () => ({}),
  });
}

messageOnlyError(AuthenticationError, "AuthenticationError");
messageOnlyError(NotFoundError, "NotFoundError");
messageOnlyError(ConflictError, "ConflictError");
messageOnlyError(FeatureDisabledError, "FeatureDisabledError");
messageOnlyError(UnsupportedFileTypeError, "UnsupportedFileTypeError");
