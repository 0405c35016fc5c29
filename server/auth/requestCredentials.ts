import { getOperationAST, GraphQLError } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { RequestContext } from "../context.ts";
import { isPersonalAccessToken, verifyPersonalAccessToken } from "../domain/accessTokens/personalAccessTokens.ts";
import { verifySession } from "../domain/sessions/sessions.ts";
import type { Services } from "../services.ts";

export const READ_ONLY_TOKEN = "Personal access tokens can only read";

export interface Credential {
  userId: string | null;
  /** The session row behind a session token; null for anonymous requests and personal access tokens. */
  sessionId: string | null;
  readOnly: boolean;
  /** A rotated session token the response must set as the new cookie. */
  rotatedToken: string | null;
}

const ANONYMOUS: Credential = { userId: null, sessionId: null, readOnly: false, rotatedToken: null };

/** Who a request's token signs in: a session (full access) or a personal access token (read-only). */
export async function credentialUser(services: Services, token: string | null, fromBearer: boolean): Promise<Credential> {
  if (!token) return ANONYMOUS;
  if (isPersonalAccessToken(token)) {
    // Only as a bearer: a cookie holding a PAT is not an integration.
    return fromBearer ? { ...ANONYMOUS, userId: await verifyPersonalAccessToken(services, token), readOnly: true } : ANONYMOUS;
  }
  // Only a cookie session can take a rotated token: the response's Set-Cookie replaces it.
  const session = await verifySession(services, token, { rotate: !fromBearer });
  return session ? { userId: session.userId, sessionId: session.sessionId, readOnly: false, rotatedToken: session.token } : ANONYMOUS;
}

/** The one place read-only access is enforced in GraphQL: mutations with a personal access token are refused. */
export function readOnlyTokenGuard(): Plugin<RequestContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue as RequestContext;
      if (!context.readOnly) return;
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== "query") {
        setResultAndStopExecution({ errors: [new GraphQLError(READ_ONLY_TOKEN, { extensions: { code: "FORBIDDEN" } })] });
      }
    },
  };
}
