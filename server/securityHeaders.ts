// Security headers on every response (Hono's secureHeaders): a nonce-based Content-Security-Policy
// that lets only the scripts of our own pages run ('strict-dynamic' passes that trust on to what
// they load: code-split chunks, the consented trackers, Google sign-in), no framing except for
// public form pages their owner made embeddable, nosniff, a referrer policy, and HSTS behind https.
import type { Context, MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { CSP_NONCE_PLACEHOLDER } from "../shared/cspNonce.ts";
import type { Config } from "./config.ts";
import type { TPublicPagePolicy } from "./domain/forms/publicPagePolicy.ts";

/** Which policy a response gets: the app's (the default), a form's public page, or Yoga's GraphiQL. */
export type TSecurityPage = { kind: "app" } | { kind: "form"; policy: TPublicPagePolicy } | { kind: "graphiql" };

declare module "hono" {
  interface ContextVariableMap {
    securityPage?: TSecurityPage;
  }
}

// Where the trackers of client/src/consent/trackers.ts send their data. Their scripts need no
// entry: our nonced code adds them, and 'strict-dynamic' trusts what trusted code adds.
const GOOGLE_ANALYTICS = {
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
};
const FACEBOOK_PIXEL = { img: ["https://www.facebook.com"], connect: ["https://www.facebook.com", "https://connect.facebook.net"] };
// Google Identity Services (client/src/features/auth/loadGoogleIdentity.ts): its button is a frame.
const GOOGLE_SIGN_IN = { frame: "https://accounts.google.com/gsi/", connect: "https://accounts.google.com/gsi/", style: "https://accounts.google.com/gsi/style" };
// GraphiQL (outside production only) is Yoga's page: its code, styles and editor workers come from unpkg.
const GRAPHIQL_CDN = "https://unpkg.com";

function isHttps(config: Config): boolean {
  return config.publicUrl.startsWith("https:");
}

/** The trackers a page may load: the site's own on the app's pages, a form's own on its page. */
function pageTrackers(config: Config, page: TSecurityPage): TPublicPagePolicy["trackers"] {
  if (page.kind === "form") return page.policy.trackers;
  if (page.kind === "graphiql") return { google: false, facebook: false };
  const site = config.siteAnalytics;
  return { google: Boolean(site.ga4Id || site.gtmId), facebook: Boolean(site.fbPixelId) };
}

/** The secureHeaders options of one kind of page. */
function headerOptions(config: Config, page: TSecurityPage): Parameters<typeof secureHeaders>[0] {
  // File URLs are absolute on PUBLIC_URL, which may be another host than the one in the address bar.
  const publicOrigin = new URL(config.publicUrl).origin;
  const trackers = pageTrackers(config, page);
  const googleSignIn = page.kind === "app" && Boolean(config.googleClientId);
  const graphiql = page.kind === "graphiql";
  const embeddable = page.kind === "form" && page.policy.allowEmbedding;
  const trackerSources = (kind: "img" | "connect") => [
    ...(trackers.google ? GOOGLE_ANALYTICS[kind] : []),
    ...(trackers.facebook ? FACEBOOK_PIXEL[kind] : []),
  ];
  return {
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: [NONCE, "'strict-dynamic'"],
      styleSrc: ["'self'", ...(googleSignIn ? [GOOGLE_SIGN_IN.style] : []), ...(graphiql ? ["'unsafe-inline'", GRAPHIQL_CDN] : [])],
      // data: and blob: images: the QR renderer's logos, PNG exports, previews of files before upload.
      imgSrc: ["'self'", publicOrigin, "data:", "blob:", ...trackerSources("img")],
      fontSrc: ["'self'", "data:", ...(graphiql ? [GRAPHIQL_CDN] : [])],
      // The editor fetches uploaded logos (on PUBLIC_URL) to embed them in QR downloads.
      connectSrc: ["'self'", publicOrigin, ...trackerSources("connect"), ...(googleSignIn ? [GOOGLE_SIGN_IN.connect] : []), ...(graphiql ? [GRAPHIQL_CDN] : [])],
      // Audio and video answers, and local previews of them before upload.
      mediaSrc: ["'self'", publicOrigin, "blob:"],
      workerSrc: graphiql ? ["blob:"] : ["'none'"],
      frameSrc: googleSignIn ? [GOOGLE_SIGN_IN.frame] : ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: embeddable ? ["*"] : ["'none'"],
      ...(isHttps(config) ? { upgradeInsecureRequests: [] } : {}),
    },
    xFrameOptions: embeddable ? false : "DENY",
    // An embeddable page must load in frames of sites that require it (Cross-Origin-Embedder-Policy).
    crossOriginResourcePolicy: embeddable ? "cross-origin" : "same-origin",
    // Google sign-in opens its popup from the login page.
    crossOriginOpenerPolicy: "same-origin-allow-popups",
    // Not no-referrer: with it a browser sends `Origin: null` on same-origin POSTs, which the
    // origin check of cookie-authenticated writes must refuse. Cross-origin, only the origin leaves.
    referrerPolicy: "strict-origin-when-cross-origin",
    strictTransportSecurity: isHttps(config) ? "max-age=31536000; includeSubDomains" : false,
    xContentTypeOptions: true,
    // Handlers that know better keep their own: /files sets a sandboxing policy and lets
    // public images load from other sites (Cross-Origin-Resource-Policy: cross-origin).
    overwrite: false,
  };
}

/**
 * Adds the headers after the handler ran, so it can say which page it served (markPage); the
 * nonce an HTML handler put into its page (pageHtml) is the one the policy names.
 */
export function securityHeaders(config: Config): MiddlewareHandler {
  const variants = new Map<string, MiddlewareHandler>();
  const forPage = (page: TSecurityPage): MiddlewareHandler => {
    const key = JSON.stringify(page);
    let middleware = variants.get(key);
    if (!middleware) variants.set(key, (middleware = secureHeaders(headerOptions(config, page))));
    return middleware;
  };
  return async (c, next) => {
    await next();
    if (c.req.path === "/graphql" && c.res.headers.get("content-type")?.startsWith("text/html")) await nonceGraphiql(c);
    await forPage(c.get("securityPage") ?? { kind: "app" })(c, async () => {});
  };
}

/** Records what kind of page the handler served, for securityHeaders. */
export function markPage(c: Context, page: TSecurityPage): void {
  c.set("securityPage", page);
}

/** This response's nonce (created on first use). */
function responseNonce(c: Context): string {
  NONCE(c, "script-src");
  return c.get("secureHeadersNonce")!;
}

/**
 * A built page (client/index.html, client/public.html) as a handler that serves it with this
 * response's nonce. Every script tag must carry the placeholder, or the page would not run under
 * the policy. Never kept by shared caches: the nonce must not be handed to anyone else.
 */
export function htmlPage(html: string, name: string, status: 200 | 404 = 200): (c: Context) => Response {
  const scripts = html.match(/<script\b[^>]*>/gi) ?? [];
  const bare = scripts.find((tag) => !tag.includes(`nonce="${CSP_NONCE_PLACEHOLDER}"`));
  if (bare) throw new Error(`${name} has a script without the CSP nonce placeholder (${bare}); rebuild the client with npm run build`);
  const parts = html.split(CSP_NONCE_PLACEHOLDER);
  return (c) => c.html(parts.join(responseNonce(c)), status, { "cache-control": "private, no-cache" });
}

/** Yoga's GraphiQL page with this response's nonce on each of its scripts. */
async function nonceGraphiql(c: Context): Promise<void> {
  const nonce = responseNonce(c);
  const html = (await c.res.text()).replace(/<script(?=[\s>])/gi, `<script nonce="${nonce}"`);
  const headers = new Headers(c.res.headers);
  headers.delete("content-length");
  const response = new Response(html, { status: c.res.status, headers });
  c.res = undefined;
  c.res = response;
  markPage(c, { kind: "graphiql" });
}
