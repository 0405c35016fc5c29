import { loadQuery, type PreloadedQuery } from "react-relay";
import { fetchQuery, getRequest, type GraphQLTaggedNode, type OperationType } from "relay-runtime";
import { environment } from "./environment.ts";

const current = new Map<string, PreloadedQuery<OperationType>>();

/**
 * Route loader helper: fetches a route's query (store first) before the route renders,
 * so navigation never flashes a suspense fallback, and returns the preloaded reference
 * for usePreloadedQuery. The previous reference of the same query is released.
 */
export async function preloadRouteQuery<T extends OperationType>(
  query: GraphQLTaggedNode,
  variables: T["variables"],
): Promise<PreloadedQuery<T>> {
  await fetchQuery<T>(environment, query, variables, { fetchPolicy: "store-or-network" }).toPromise();
  const reference = loadQuery<T>(environment, query, variables, { fetchPolicy: "store-or-network" });
  const key = getRequest(query).params.name;
  current.get(key)?.dispose();
  current.set(key, reference as PreloadedQuery<OperationType>);
  return reference;
}
