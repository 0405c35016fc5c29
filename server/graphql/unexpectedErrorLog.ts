import { GraphQLError, type ExecutionResult } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { RequestContext } from "../context.ts";

/** Where unexpected errors go; console.error in the app, a spy in tests. */
export type ErrorLog = (line: string, error: unknown) => void;

/** An error Yoga masks for the client: one a resolver threw that is not a GraphQLError of our making. */
function unexpectedCause(error: GraphQLError): unknown {
  const original = error.originalError;
  if (!original) return null;
  if (original instanceof GraphQLError) return original.originalError ? unexpectedCause(original) : null;
  return original;
}

/**
 * Yoga's masking stays on ("Unexpected error." for the client); this logs what it hides, with the
 * request id the client got in x-request-id, so a reported failure can be found.
 */
export function logUnexpectedErrors(log: ErrorLog): Plugin<RequestContext> {
  return {
    onExecute({ args }) {
      const { requestId } = args.contextValue as RequestContext;
      return {
        onExecuteDone({ result }) {
          // Only single results: the schema has no @defer/@stream or subscriptions.
          for (const error of (result as ExecutionResult).errors ?? []) {
            const cause = unexpectedCause(error);
            if (cause) log(`[${requestId}] GraphQL error at ${error.path?.join(".") ?? "(root)"}`, cause);
          }
        },
      };
    },
  };
}
