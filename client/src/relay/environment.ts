import { Environment, Network, RecordSource, Store, type FetchFunction, type RequestParameters, type UploadableMap, type Variables } from "relay-runtime";
import { localeOfPath } from "../i18n/locales.ts";

/** An HTTP failure of the GraphQL endpoint; `status` feeds the error page. */
export class NetworkError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "NetworkError";
  }
}

/** Yoga's CSRF prevention header: a multipart request (a "simple" one) without it is refused with the session cookie. */
const CSRF_HEADER = "x-graphql-yoga-csrf";

/**
 * The request body of an operation: relay-compiler persisted its text (persistedOperations.json),
 * so only its sha256 id goes over the wire, in the persisted-query extension the server reads.
 */
function operationBody(operation: RequestParameters, variables: Variables): Record<string, unknown> {
  if (operation.id) {
    return { operationName: operation.name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: operation.id } } };
  }
  return { query: operation.text, operationName: operation.name, variables };
}

// The session lives in an HttpOnly cookie set by the server, so the client only sends
// same-origin credentials and never touches the token. x-locale is the page's language, in
// which the server writes the texts it owns (template titles, category names).
const fetchGraphQL: FetchFunction = async (operation, variables, _config, uploadables) => {
  const locale = localeOfPath(window.location.pathname);
  const request = operationBody(operation, variables);
  const response = await fetch("/graphql", {
    method: "POST",
    credentials: "same-origin",
    ...(uploadables
      ? // Yoga's GraphQL multipart request: the browser sets the multipart content type.
        { headers: { accept: "application/json", "x-locale": locale, [CSRF_HEADER]: "1" }, body: multipartBody(request, uploadables) }
      : {
          headers: { "content-type": "application/json", accept: "application/json", "x-locale": locale },
          body: JSON.stringify(request),
        }),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok || body === null || typeof body !== "object") {
    const message = (body as { errors?: { message?: string }[] } | null)?.errors?.[0]?.message;
    throw new NetworkError(response.status, message ?? (response.statusText || `HTTP ${response.status}`));
  }
  const { data, errors } = body as { data?: unknown; errors?: { message: string }[] };
  // Expected failures come back as data (union payloads); GraphQL errors are bugs or outages.
  if (errors?.length && !data) throw new NetworkError(response.status, errors[0]?.message ?? "GraphQL error");
  return body as never;
};

/**
 * A GraphQL multipart request (spec: github.com/jaydenseric/graphql-multipart-request-spec).
 * Uploadables are keyed by the variable path they fill, e.g. `{ "input.file": file }`.
 */
function multipartBody(operations: Record<string, unknown>, uploadables: UploadableMap): FormData {
  const form = new FormData();
  const keys = Object.keys(uploadables);
  form.append("operations", JSON.stringify(operations));
  form.append("map", JSON.stringify(Object.fromEntries(keys.map((key, index) => [String(index), [`variables.${key}`]]))));
  keys.forEach((key, index) => form.append(String(index), uploadables[key]!));
  return form;
}

export const environment = new Environment({
  network: Network.create(fetchGraphQL),
  store: new Store(new RecordSource()),
});
