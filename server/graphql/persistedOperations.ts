// The web client's operations are persisted by relay-compiler (relay.config.js persistConfig) into
// persistedOperations.json: sha256 of the text → text. The client sends only the id (in
// extensions.persistedQuery.sha256Hash, the format Yoga reads). In production those are the only
// documents anyone may run, except integrators holding a personal access token; elsewhere (tests,
// `npm run dev`, GraphiQL) any document is accepted from anyone.
import fs from "node:fs";
import path from "node:path";
import { usePersistedOperations } from "@graphql-yoga/plugin-persisted-operations";
import { createGraphQLError, type Plugin } from "graphql-yoga";
import type { Config } from "../config.ts";
import type { RequestContext } from "../context.ts";

export const PERSISTED_OPERATIONS_FILE = path.resolve(import.meta.dirname, "../../persistedOperations.json");
export const ARBITRARY_DOCUMENT_REFUSED =
  "This server runs only its web client's operations; send other GraphQL documents with a personal access token (Authorization: Bearer fqr_…)";
export const UNKNOWN_OPERATION = "Unknown persisted operation: reload the page to load the current version";

export function readPersistedOperations(file = PERSISTED_OPERATIONS_FILE): Record<string, string> {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch {
    throw new Error(`${file} is missing: run \`npm run relay\` to write it`);
  }
  return JSON.parse(text) as Record<string, string>;
}

/** A personal access token that verified (read-only, with its user): the integrator's credential. */
function hasPersonalAccessToken(context: RequestContext): boolean {
  return Boolean(context.readOnly && context.userId);
}

export function persistedOperations(config: Config): Plugin<RequestContext>[] {
  let operations = readPersistedOperations();
  const lookUp = (id: string): string | null => {
    if (Object.hasOwn(operations, id)) return operations[id]!;
    // `npm run dev`: relay-compiler may have rewritten the file since start-up.
    if (!config.production) operations = readPersistedOperations();
    return Object.hasOwn(operations, id) ? operations[id]! : null;
  };
  const onlyPersisted: Plugin<RequestContext> = {
    // Before usePersistedOperations, which replaces an id by its text.
    onParams({ params, context }) {
      if (params.query && !hasPersonalAccessToken(context as RequestContext)) {
        throw createGraphQLError(ARBITRARY_DOCUMENT_REFUSED, { extensions: { code: "PERSISTED_QUERY_ONLY", http: { status: 403 } } });
      }
    },
  };
  const persisted = usePersistedOperations<RequestContext>({
    getPersistedOperation: lookUp,
    allowArbitraryOperations: true,
    customErrors: {
      notFound: { message: UNKNOWN_OPERATION, extensions: { code: "PERSISTED_QUERY_NOT_FOUND", http: { status: 400 } } },
      keyNotFound: { message: "Must provide a query string or a persisted operation id", extensions: { code: "BAD_REQUEST", http: { status: 400 } } },
    },
  });
  return config.production ? [onlyPersisted, persisted] : [persisted];
}
