import type { Locale } from "../shared/locales.ts";
import type { Services } from "./services.ts";

/** What every GraphQL resolver and REST handler gets for one request. */
export interface RequestContext {
  services: Services;
  /** The signed-in user's id from a valid token, or null. */
  userId: string | null;
  /** The signed-in session (null for anonymous requests and personal access tokens); logout ends it. */
  sessionId: string | null;
  /** True when the credential is a personal access token: it may only read. */
  readOnly?: boolean;
  clientIp: string;
  /** The User-Agent header, kept with a session started by this request. */
  userAgent: string;
  /** The language of the request (locale cookie, then Accept-Language, then English). */
  locale: Locale;
  /** Set-Cookie values the transport adds to the response. */
  responseCookies: string[];
}
