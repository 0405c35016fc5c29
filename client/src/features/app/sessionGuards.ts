import { redirect } from "react-router";
import { fetchQuery } from "relay-runtime";
import { localizedPath } from "../../i18n/localePath.ts";
import { environment } from "../../relay/environment.ts";
import { loginPathFor, safeNextPath } from "../auth/nextPath.ts";
import type { RootRouteQuery } from "./__generated__/RootRouteQuery.graphql.ts";
import { rootRouteQuery } from "./RootRoute.tsx";

// SPEC.md §4 route guard. Loaders run before rendering; the session comes from the Relay
// store (kept current by the sign-in and logout mutations), else from the server.
async function isSignedIn(): Promise<boolean> {
  const data = await fetchQuery<RootRouteQuery>(environment, rootRouteQuery, {}, { fetchPolicy: "store-or-network" }).toPromise();
  return Boolean(data?.viewer);
}

/** Signed-out visitors of the signed-in area go to /login, and back to the page they asked for once signed in. */
export async function requireSignedIn(localePrefix: string, request: Request): Promise<void> {
  if (await isSignedIn()) return;
  const { pathname, search } = new URL(request.url);
  throw redirect(loginPathFor(localizedPath(localePrefix, "/login"), `${pathname}${search}`));
}

/** Signed-in users on /login or /register go to the page of ?next=, else to /manage. */
export async function requireSignedOut(localePrefix: string, request: Request): Promise<void> {
  if (!(await isSignedIn())) return;
  throw redirect(safeNextPath(new URL(request.url).searchParams.get("next")) ?? localizedPath(localePrefix, "/manage"));
}
