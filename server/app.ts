import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { createFetch } from "@whatwg-node/fetch";
import { createYoga } from "graphql-yoga";
import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { getCookie } from "hono/cookie";
import { credentialUser, READ_ONLY_TOKEN, readOnlyTokenGuard } from "./auth/requestCredentials.ts";
import { clientAddressResolver } from "./clientAddress.ts";
import { requestToken, sessionCookies } from "./auth/sessionCookies.ts";
import { corsForAllowedOrigins, csrfPreventionForCookies, refuseCrossSiteWrites, refuseForeignSessionStart } from "./http/originPolicy.ts";
import { ENGLISH_PREFIX_PATH, englishPrefixRedirect } from "./http/englishPrefix.ts";
import { assignRequestId } from "./http/requestId.ts";
import { rejectNulInGraphQL, rejectNulInUrl } from "./nulGuard.ts";
import { htmlPage, markPage, securityHeaders } from "./securityHeaders.ts";
import { acceptedLanguages, LOCALE_COOKIE, matchLocale, negotiateLocale } from "../shared/i18n/negotiateLocale.ts";
import { LOCALES } from "../shared/locales.ts";
import type { RequestContext } from "./context.ts";
import { AppError } from "./domain/errors.ts";
import { MAX_UPLOAD_BYTES, MAX_VISITOR_UPLOAD_BYTES, OWNER_UPLOAD_PATH, VISITOR_UPLOAD_PATH } from "./domain/uploads/uploadPolicy.ts";
import { collectRetryAfter } from "./graphql/retryAfter.ts";
import { schema } from "./graphql/schema.ts";
import { operationLimits } from "./graphql/operationLimits.ts";
import { persistedOperations } from "./graphql/persistedOperations.ts";
import { logUnexpectedErrors } from "./graphql/unexpectedErrorLog.ts";
import { errorBody, failure } from "./rest/envelope.ts";
import { accountsRoutes } from "./rest/accounts.ts";
import { campaignRoutes } from "./rest/campaign.ts";
import { usersRoutes } from "./rest/users.ts";
import { filesRoutes } from "./rest/files.ts";
import { submissionRoutes } from "./rest/submission.ts";
import { formResponseRoutes } from "./rest/formResponse.ts";
import { formTemplateCategoryRoutes, formTemplateRoutes } from "./rest/formTemplate.ts";
import { contactRoutes, siteRoutes } from "./rest/site.ts";
import { resolveShortLink } from "./domain/forms/resolveShortLink.ts";
import { isReservedPath } from "./domain/forms/qrIds.ts";
import { publicPagePolicy } from "./domain/forms/publicPagePolicy.ts";
import { isKnownPage } from "./domain/pages/isKnownPage.ts";
import type { Services } from "./services.ts";

export type AppEnv = { Variables: { ctx: RequestContext; requestId: string } };

export interface AppOptions {
  /** Built client to serve (index.html + assets); omitted in API-only tests. */
  clientDir?: string;
  /** Writes one log line per request. */
  log?: (line: string) => void;
}

const JSON_LIMIT = 1024 * 1024;
/**
 * GraphQL multipart requests (uploadFile, uploadAnswerFile: `operations`, `map` and one file) go
 * through whatwg-node's streaming parser with these limits, which refuses a body as soon as it
 * passes one; the domain then checks the category's own size limit.
 */
const graphqlMultipart = createFetch({
  formDataLimits: { files: 1, fileSize: MAX_VISITOR_UPLOAD_BYTES, fields: 2, fieldSize: JSON_LIMIT, parts: 3 },
});
/** A qrId as newQrId makes them: 10 characters of its alphabet (no 0/O, 1/l/I). */
const QR_ID_PATTERN = "[a-km-np-zA-HJ-NP-Z2-9]{10}";
const LOCALE_PREFIX_PATTERN = LOCALES.filter((locale) => locale !== "en").join("|");
/** Where a request's credentials matter: the API and the owner-only files. */
const CREDENTIAL_PATHS = /^\/(graphql|api|files)(\/|$)/;

/** The whole HTTP surface as one fetch handler; main.ts binds it to a port, tests call it directly. */
export function createApp(services: Services, options: AppOptions = {}): Hono<AppEnv> {
  // Not strict: SPEC.md's paths come with and without a trailing slash (GET users/, campaign/getqr/).
  const app = new Hono<AppEnv>({ strict: false });
  const yoga = createYoga<RequestContext>({
    schema,
    graphqlEndpoint: "/graphql",
    graphiql: !services.config.production,
    landingPage: false,
    logging: false,
    // Credentialed CORS only for CORS_ORIGINS, set by corsForAllowedOrigins (http/originPolicy.ts).
    cors: false,
    plugins: [
      csrfPreventionForCookies(),
      ...persistedOperations(services.config),
      ...operationLimits(services.config),
      refuseForeignSessionStart(services.config),
      readOnlyTokenGuard(),
      rejectNulInGraphQL<RequestContext>(),
      logUnexpectedErrors((line, error) => console.error(line, error)),
    ],
    // Yoga re-reads every body through a Request of this fetch API: multipart with its limits.
    fetchAPI: graphqlMultipart,
    // Room for the largest upload (Yoga's own default, 25 MB, is below the video limit).
    maxRequestBodySize: MAX_VISITOR_UPLOAD_BYTES + 64 * 1024,
  });
  const clientAddress = clientAddressResolver(services.config.trustedProxies);

  app.use(assignRequestId());
  if (options.log) app.use(requestLog(options.log));
  app.use(securityHeaders(services.config));
  app.use(rejectNulInUrl());
  const cors = corsForAllowedOrigins(services.config);
  if (cors) app.use("/graphql", cors).use("/api/*", cors);

  app.use(async (c, next) => {
    const authorization = c.req.header("authorization");
    const token = requestToken(authorization, getCookie(c, "token"));
    const fromBearer = !!authorization && token !== null && authorization.includes(token);
    const socketIp = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress;
    // Only the API and private files need to know who is asking: pages and assets skip the session look-up.
    const { userId, sessionId, readOnly, rotatedToken } = CREDENTIAL_PATHS.test(c.req.path)
      ? await credentialUser(services, token, fromBearer)
      : { userId: null, sessionId: null, readOnly: false, rotatedToken: null };
    // The page's own language (x-locale, sent by the client) first, then SPEC.md §4's order.
    const locale =
      matchLocale(c.req.header("x-locale")) ??
      negotiateLocale({ cookie: getCookie(c, LOCALE_COOKIE), languages: acceptedLanguages(c.req.header("accept-language")) });
    const credentialSource = userId === null ? null : fromBearer ? "bearer" : "cookie";
    const responseCookies = rotatedToken && userId ? sessionCookies(services.config, { token: rotatedToken, user: { id: userId } }) : [];
    const userAgent = c.req.header("user-agent") ?? "";
    const clientIp = clientAddress(socketIp, c.req.header("x-forwarded-for"));
    const requestId = c.var.requestId;
    c.set("ctx", { services, userId, sessionId, readOnly, credentialSource, requestId, clientIp, userAgent, locale, responseCookies });
    // Personal access tokens read only: REST writes are refused here, GraphQL mutations by readOnlyTokenGuard.
    if (readOnly && c.req.path !== "/graphql" && c.req.method !== "GET" && c.req.method !== "HEAD") return errorBody(403, READ_ONLY_TOKEN);
    await next();
    // Cookies a handler asked for (a rotated session, a logout) go on whatever response it made.
    if (responseCookies.length > 0) {
      c.res = new Response(c.res.body, c.res);
      for (const cookie of responseCookies) c.res.headers.append("set-cookie", cookie);
    }
  });
  const crossSiteWrites = refuseCrossSiteWrites(services.config);
  app.use("/graphql", crossSiteWrites).use("/api/*", crossSiteWrites);

  const limit = bodyLimit({ maxSize: JSON_LIMIT, onError: () => errorBody(413, "The request body is too large") });
  // Upload bodies are never buffered here: the REST upload routes stream the file to storage
  // counting it against its category, and Yoga's parser has the limits above. A declared
  // length over the largest upload (plus room for the other parts) is refused before reading.
  // Every other body (JSON, or multipart sent elsewhere) is held to the JSON limit.
  const declaredLimit =
    (maxBytes: number): MiddlewareHandler =>
    async (c, next) => {
      const length = Number(c.req.header("content-length") ?? 0);
      if (length > maxBytes + 64 * 1024) return errorBody(413, `The file is too large: the limit is ${Math.round(maxBytes / 1024 / 1024)} MB`);
      await next();
    };
  const uploadLimit = declaredLimit(MAX_UPLOAD_BYTES);
  // GraphQL carries both kinds of upload (uploadFile, uploadAnswerFile): the larger limit.
  const visitorUploadLimit = declaredLimit(MAX_VISITOR_UPLOAD_BYTES);
  const limitFor: MiddlewareHandler = (c, next) =>
    !(c.req.header("content-type") ?? "").startsWith("multipart/form-data")
      ? limit(c, next)
      : VISITOR_UPLOAD_PATH.test(c.req.path) || c.req.path === "/graphql"
        ? visitorUploadLimit(c, next)
        : OWNER_UPLOAD_PATH.test(c.req.path)
          ? uploadLimit(c, next)
          : limit(c, next);

  app.on(["GET", "POST", "OPTIONS"], "/graphql", limitFor, async (c) => {
    const { result: response, retryAfterSeconds } = await collectRetryAfter(() => yoga.fetch(c.req.raw, c.var.ctx));
    if (retryAfterSeconds === null) return response;
    const headers = new Headers(response.headers);
    headers.set("retry-after", String(retryAfterSeconds));
    return new Response(response.body, { status: response.status, headers });
  });

  const api = new Hono<AppEnv>({ strict: false });
  api.use(limitFor);
  api.route("/users", usersRoutes);
  api.route("/campaign", campaignRoutes);
  api.route("/accounts", accountsRoutes);
  api.route("/submission", submissionRoutes);
  api.route("/form-response", formResponseRoutes);
  api.route("/form-template", formTemplateRoutes);
  api.route("/form-template-category", formTemplateCategoryRoutes);
  api.route("/contact", contactRoutes);
  app.route("/api", api);
  app.route("/files", filesRoutes);
  app.route("/", siteRoutes(options.clientDir));
  app.get("/s/:code", async (c) => c.redirect(`/${await resolveShortLink(services, c.req.param("code"))}`, 302));
  const englishPrefix = englishPrefixRedirect(services.config);
  app.get("*", (c, next) => (ENGLISH_PREFIX_PATH.test(c.req.path) ? englishPrefix(c, next) : next()));

  if (options.clientDir && fs.existsSync(path.join(options.clientDir, "index.html"))) {
    const root = path.relative(process.cwd(), options.clientDir) || ".";
    const indexHtml = fs.readFileSync(path.join(options.clientDir, "index.html"), "utf8");
    const indexPage = htmlPage(indexHtml, "index.html");
    const notFoundPage = htmlPage(indexHtml, "index.html", 404);
    app.use("/assets/*", serveStatic({ root, onFound: (_p, c) => c.header("cache-control", "public, max-age=31536000, immutable") }));
    // Pages only from memory, with this response's CSP nonce: never /, /index.html or /public.html as files.
    const staticFiles = serveStatic({ root });
    app.use((c, next) => (/(\.html?|\/)$/i.test(c.req.path) ? next() : staticFiles(c, next)));
    // The light public form page (its own entry, client/public.html) at /{qrId}: one segment
    // shaped like a qrId (qrIds.ts), never a route name, so /login, /form, /assets … stay the app's.
    const publicHtmlFile = path.join(options.clientDir, "public.html");
    if (fs.existsSync(publicHtmlFile)) {
      const publicHtml = fs.readFileSync(publicHtmlFile, "utf8");
      const publicFormPage = htmlPage(publicHtml, "public.html");
      // No such form: the page shows its 404, and the response says so.
      const unknownFormPage = htmlPage(publicHtml, "public.html", 404);
      const publicPage: MiddlewareHandler<AppEnv> = async (c, next) => {
        const qrId = c.req.param("qrId") ?? "";
        if (isReservedPath(qrId)) return next();
        // Framing and tracker endpoints follow the form's own settings.
        const policy = await publicPagePolicy(services, qrId);
        if (!policy) return unknownFormPage(c);
        markPage(c, { kind: "form", policy });
        return publicFormPage(c);
      };
      app.get(`/:qrId{${QR_ID_PATTERN}}`, publicPage);
      // … and under every language prefix (SPEC.md §2: every route exists with each prefix).
      app.get(`/:locale{${LOCALE_PREFIX_PATTERN}}/:qrId{${QR_ID_PATTERN}}`, publicPage);
    }
    // History fallback: the app's pages (shared/appRoutes.ts, the client's route table, and stored
    // templates and categories); any other address answers 404 with the same page, where the
    // client renders its 404 page.
    app.get("*", async (c) => ((await isKnownPage(services, c.req.path)) ? indexPage(c) : notFoundPage(c)));
  }

  app.onError((error, c) => {
    if (error instanceof AppError) return failure(error);
    console.error(`[${c.var.requestId}]`, error);
    return errorBody(500, "Something went wrong");
  });
  app.notFound(() => errorBody(404, "Not found"));
  return app;
}

function requestLog(log: (line: string) => void): MiddlewareHandler {
  return async (c, next) => {
    const start = performance.now();
    await next();
    log(`${c.req.method} ${c.req.path} ${c.res.status} ${Math.round(performance.now() - start)}ms ${c.get("requestId")}`);
  };
}
