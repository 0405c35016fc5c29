import { getOperationAST, GraphQLError } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { RequestContext } from "../context.ts";
import { isPersonalAccessToken, verifyPersonalAccessToken } from "../domain/accessTokens/personalAccessTokens.ts";
import type { Services } from "../services.ts";
import { verifySessionToken } from "./tokens.ts";

export const READ_ONLY_TOKEN = "Personal access tokens can only read";

/** Who a request's token signs in: a session (full access) or a personal access token (read-only). */
export async function credentialUser(
  services: Services,
  token: string | null,
  fromBearer: boolean,
): Promise<{ userId: string | null; readOnly: boolean }> {
  if (!token) return { userId: null, readOnly: false };
  if (isPersonalAccessToken(token)) {
    // Only as a bearer: a cookie holding a PAT is not an integration.
    return fromBearer ? { userId: await verifyPersonalAccessToken(services, token), readOnly: true } : { userId: null, readOnly: false };
  }
  return { userId: verifySessionToken(services.config.jwtSecret, token), readOnly: false };
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
