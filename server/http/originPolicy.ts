// The one origin policy of /graphql and /api (CONTRACT.md §6): no credentialed CORS unless
// CORS_ORIGINS allows an origin, and no write the browser authenticates on its own (the `token`
// cookie) from a page of another origin. Bearer credentials are never sent by a browser unasked,
// so requests carrying them are not a CSRF risk and pass untouched.
import { useCSRFPrevention } from "@graphql-yoga/plugin-csrf-prevention";
import { getOperationAST, Kind, type DocumentNode, type SelectionSetNode } from "graphql";
import { createGraphQLError, type Plugin } from "graphql-yoga";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app.ts";
import type { Config } from "../config.ts";
import type { RequestContext } from "../context.ts";
import { OWNER_UPLOAD_PATH, VISITOR_UPLOAD_PATH } from "../domain/uploads/uploadPolicy.ts";
import { setResponseHeader } from "./responseHeaders.ts";

export const CROSS_ORIGIN_REFUSED = "Cross-origin request refused";
export const JSON_BODY_REQUIRED = "Send the request body as application/json";
/**
 * Yoga's CSRF prevention header: multipart is a "simple" request a foreign page may send without a
 * preflight, but it cannot add this header without one. The web client sends it with uploads.
 */
export const CSRF_HEADER = "x-graphql-yoga-csrf";

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** REST calls that start a session (SPEC.md §7): refused from foreign origins even when anonymous (login CSRF). */
const SESSION_STARTING_PATH = /^\/api\/users\/(register|login|oauth|forgot|password)\/?$/;
/** Their GraphQL twins. */
const SESSION_STARTING_MUTATIONS = new Set(["register", "login", "signInWithGoogle", "requestPasswordReset", "resetPassword"]);
const GRAPHQL_PATH = /^\/graphql\/?$/;

/** Origins trusted besides the request's own: PUBLIC_URL's and the CORS_ORIGINS allow-list. */
function trustedOrigins(config: Config): Set<string> {
  return new Set([new URL(config.publicUrl).origin, ...config.corsOrigins]);
}

/**
 * True when a browser sent the request from a page of another origin: its Origin is neither ours
 * nor allow-listed, or, without Origin, Fetch Metadata says cross-site. Clients that send neither
 * (curl, integrations) are not browsers and pass.
 */
export function isForeignRequest(request: Request, config: Config): boolean {
  const origin = request.headers.get("origin");
  if (origin === null) return request.headers.get("sec-fetch-site") === "cross-site";
  return origin !== new URL(request.url).origin && !trustedOrigins(config).has(origin);
}

/**
 * Credentialed CORS for exactly the allow-listed origins; without a list there is no middleware and
 * so no CORS header at all (a foreign page can then neither read a response nor pass a preflight).
 */
export function corsForAllowedOrigins(config: Config): MiddlewareHandler<AppEnv> | null {
  if (config.corsOrigins.length === 0) return null;
  const allowed = new Set(config.corsOrigins);
  return async (c, next) => {
    const origin = c.req.header("origin");
    const allowedOrigin = origin !== undefined && allowed.has(origin) ? origin : null;
    if (c.req.method === "OPTIONS" && c.req.header("access-control-request-method")) {
      const headers = new Headers({ vary: "Origin" });
      if (allowedOrigin) {
        headers.set("access-control-allow-origin", allowedOrigin);
        headers.set("access-control-allow-credentials", "true");
        headers.set("access-control-allow-methods", "GET, POST, PUT, PATCH, DELETE");
        headers.set("access-control-allow-headers", c.req.header("access-control-request-headers") ?? "content-type");
        headers.set("access-control-max-age", "600");
      }
      return new Response(null, { status: 204, headers });
    }
    await next();
    setResponseHeader(c, "vary", "Origin");
    if (allowedOrigin) {
      setResponseHeader(c, "access-control-allow-origin", allowedOrigin);
      setResponseHeader(c, "access-control-allow-credentials", "true");
      setResponseHeader(c, "access-control-expose-headers", "x-request-id, retry-after");
    }
  };
}

function refusal(graphql: boolean, status: 403 | 415, message: string): Response {
  return Response.json(graphql ? { errors: [{ message }] } : { status: "error", message }, { status });
}

/** A cookie-authenticated write must carry JSON (multipart only where uploads go), or no body at all. */
function bodyTypeAllowed(request: Request, path: string): boolean {
  const contentType = request.headers.get("content-type");
  if (contentType === null) {
    return request.headers.get("transfer-encoding") === null && (request.headers.get("content-length") ?? "0") === "0";
  }
  const mediaType = contentType.split(";")[0]!.trim().toLowerCase();
  if (mediaType === "application/json") return true;
  // GraphQL multipart also needs CSRF_HEADER (csrfPreventionForCookies); REST uploads need the Origin check above.
  return mediaType === "multipart/form-data" && (GRAPHQL_PATH.test(path) || OWNER_UPLOAD_PATH.test(path) || VISITOR_UPLOAD_PATH.test(path));
}

/**
 * CSRF defence for /graphql and /api/*, after the request's credentials are known (ctx):
 * 403 for a cookie-authenticated write, or an anonymous session-starting call, from a foreign
 * origin; 415 for a cookie-authenticated write whose body is not JSON (form posts, text/plain).
 */
export function refuseCrossSiteWrites(config: Config): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!WRITE_METHODS.has(c.req.method)) return next();
    const { credentialSource } = c.var.ctx;
    const graphql = GRAPHQL_PATH.test(c.req.path);
    const guarded = credentialSource === "cookie" || (credentialSource === null && SESSION_STARTING_PATH.test(c.req.path));
    if (guarded && isForeignRequest(c.req.raw, config)) return refusal(graphql, 403, CROSS_ORIGIN_REFUSED);
    if (credentialSource === "cookie" && !bodyTypeAllowed(c.req.raw, c.req.path)) return refusal(graphql, 415, JSON_BODY_REQUIRED);
    return next();
  };
}

/** Yoga's CSRF prevention (CSRF_HEADER on non-preflighted requests) for cookie-authenticated requests. */
export function csrfPreventionForCookies(): Plugin<RequestContext> {
  const prevention = useCSRFPrevention({ requestHeaders: [CSRF_HEADER] });
  return {
    onRequestParse(payload) {
      if ((payload.serverContext as Partial<RequestContext>).credentialSource === "cookie") return prevention.onRequestParse?.(payload as never);
    },
  };
}

/** The names of the root fields a selection set selects, through inline fragments and fragment spreads. */
function rootFieldNames(document: DocumentNode, selectionSet: SelectionSetNode, names = new Set<string>(), spread = new Set<string>()): Set<string> {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) names.add(selection.name.value);
    else if (selection.kind === Kind.INLINE_FRAGMENT) rootFieldNames(document, selection.selectionSet, names, spread);
    else if (!spread.has(selection.name.value)) {
      spread.add(selection.name.value);
      const fragment = document.definitions.find((d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === selection.name.value);
      if (fragment?.kind === Kind.FRAGMENT_DEFINITION) rootFieldNames(document, fragment.selectionSet, names, spread);
    }
  }
  return names;
}

/** Login CSRF over GraphQL: session-starting mutations from a foreign origin are refused before they run. */
export function refuseForeignSessionStart(config: Config): Plugin<RequestContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue as RequestContext & { request: Request };
      if (context.credentialSource === "bearer" || !isForeignRequest(context.request, config)) return;
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== "mutation") return;
      const fields = rootFieldNames(args.document, operation.selectionSet);
      if ([...fields].some((name) => SESSION_STARTING_MUTATIONS.has(name))) {
        setResultAndStopExecution({ errors: [createGraphQLError(CROSS_ORIGIN_REFUSED, { extensions: { code: "FORBIDDEN", http: { status: 403 } } })] });
      }
    },
  };
}
