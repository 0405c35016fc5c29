import { usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { useLoaderData } from "react-router";
import type { GraphQLTaggedNode, OperationType } from "relay-runtime";

/**
 * Reads the query a route's loader preloaded (preloadRouteQuery). The loader data is the
 * live reference, not serialised data, hence the cast that useLoaderData's types need.
 */
export function usePreloadedRouteQuery<T extends OperationType>(query: GraphQLTaggedNode): T["response"] {
  const reference = useLoaderData() as PreloadedQuery<T>;
  return usePreloadedQuery<T>(query, reference);
}
