// What one GraphQL document may ask for, checked while parsing and validating, before anything
// runs. The web client's largest operations (client/src/**/__generated__, measured with these
// rules) reach depth 6, cost 2,700, 131 tokens, 1 directive and no aliases; the limits leave room
// for integrators' own queries (README: a form's submissions, depth 5) and refuse the rest —
// e.g. templateCategories { children { parent { children … } } } fans out ninefold per level.
import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import { NoSchemaIntrospectionCustomRule } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { Config } from "../config.ts";
import type { RequestContext } from "../context.ts";

export const OPERATION_LIMITS = {
  /** Field nesting, fragments flattened (they are the client's layout, not the query's shape). */
  maxDepth: 8,
  /** Aliased fields: 100 aliased publicForm(password:) would be 100 guesses in one request. */
  maxAliases: 10,
  maxTokens: 1000,
  maxDirectives: 10,
  /** graphql-armor's cost: objects 2, scalars 1, ×1.5 per level, × a literal `first`. */
  maxCost: 5000,
} as const;

/** graphql-armor's limits; in production also no introspection and no "Did you mean …?" hints. */
export function operationLimits(config: Config): Plugin<RequestContext>[] {
  const armor = EnvelopArmorPlugin({
    maxDepth: { n: OPERATION_LIMITS.maxDepth, flattenFragments: true },
    maxAliases: { n: OPERATION_LIMITS.maxAliases },
    maxTokens: { n: OPERATION_LIMITS.maxTokens },
    maxDirectives: { n: OPERATION_LIMITS.maxDirectives },
    costLimit: { maxCost: OPERATION_LIMITS.maxCost, flattenFragments: true },
    blockFieldSuggestion: { enabled: config.production },
  }) as Plugin<RequestContext>;
  if (!config.production) return [armor];
  // GraphiQL and the schema's introspection stay available outside production (CONTRACT.md §3);
  // integrators read schema.graphql instead.
  const noIntrospection: Plugin<RequestContext> = {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
  return [armor, noIntrospection];
}
