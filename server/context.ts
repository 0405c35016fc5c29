import type { Services } from "./services.ts";

/** What every GraphQL resolver and REST handler gets for one request. */
export interface RequestContext {
  services: Services;
  /** The signed-in user's id from a valid token, or null. */
  userId: string | null;
  clientIp: string;
  /** Set-Cookie values the transport adds to the response. */
  responseCookies: string[];
}
