import SchemaBuilder from "@pothos/core";
import ErrorsPlugin from "@pothos/plugin-errors";
import PrismaPlugin from "@pothos/plugin-prisma";
import RelayPlugin from "@pothos/plugin-relay";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import type { RequestContext } from "../context.ts";
import type { UploadedBlob } from "../domain/uploads/uploadedBlob.ts";
import { noteResolvedError } from "./retryAfter.ts";
import { getDatamodel, type default as PrismaTypes } from "../generated/pothos-prisma-types.ts";

export const builder = new SchemaBuilder<{
  Context: RequestContext;
  PrismaTypes: PrismaTypes;
  AuthScopes: { loggedIn: boolean };
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    JSON: { Input: unknown; Output: unknown };
    File: { Input: UploadedBlob; Output: never };
  };
  DefaultFieldNullability: false;
}>({
  defaultFieldNullability: false,
  plugins: [ScopeAuthPlugin, ErrorsPlugin, PrismaPlugin, RelayPlugin],
  scopeAuth: { authScopes: async (ctx) => ({ loggedIn: ctx.userId !== null }) },
  // Pages are capped whatever `first` asks for (the cost limit cannot see a variable's value).
  prisma: { client: (ctx) => ctx.services.prisma, dmmf: getDatamodel(), filterConnectionTotalCount: true, maxConnectionSize: 100, defaultConnectionSize: 20 },
  errors: { directResult: true, onResolvedError: noteResolvedError },
  // node/nodes are defined in types/node.ts, where a bad id is null rather than an error.
  relay: { clientMutationId: "omit", cursorType: "String", nodeQueryOptions: false, nodesQueryOptions: false },
});

builder.queryType({});
builder.mutationType({});
