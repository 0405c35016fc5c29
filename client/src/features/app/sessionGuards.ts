import { redirect } from "react-router";
import { fetchQuery } from "relay-runtime";
import { localizedPath } from "../../i18n/localePath.ts";
import { environment } from "../../relay/environment.ts";
import type { RootRouteQuery } from "./__generated__/RootRouteQuery.graphql.ts";
import { rootRouteQuery } from "./RootRoute.tsx";

// SPEC.md §4 route guard. Loaders run before rendering; the session comes from the Relay
// store (kept current by the sign-in and logout mutations), else from the server.
async function isSignedIn(): Promise<boolean> {
  const data = await fetchQuery<RootRouteQuery>(environment, rootRouteQuery, {}, { fetchPolicy: "store-or-network" }).toPromise();
  return Boolean(data?.viewer);
}

/** Signed-out visitors of the signed-in area go to /login. */
export async function requireSignedIn(localePrefix: string): Promise<void> {
  if (!(await isSignedIn())) throw redirect(localizedPath(localePrefix, "/login"));
}

/** Signed-in users on /login or /register go to /manage. */
export async function requireSignedOut(localePrefix: string): Promise<void> {
  if (await isSignedIn()) throw redirect(localizedPath(localePrefix, "/manage"));
}
