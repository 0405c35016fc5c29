// Relay's node(id:) and nodes(ids:) with lenient ids: an id that is malformed, of no Node type,
// unknown or another owner's is null — never an error, and never one that nulls a whole list.
// (The relay plugin's own fields parse ids as arguments, so a bad one fails the field.)
import { decodeGlobalID, resolveNodes } from "@pothos/plugin-relay";
import { GraphQLError, isObjectType, type GraphQLResolveInfo } from "graphql";
import type { RequestContext } from "../../context.ts";
import { builder } from "../builder.ts";

const NodeInterface = builder.nodeInterfaceRef();
/** One query per type either way; the cap keeps a single request's lookups bounded. */
const MAX_NODE_IDS = 100;

/** { typename, id } of a global id naming a Node type of this schema, else null. */
function nodeGlobalId(globalId: string, info: GraphQLResolveInfo): { typename: string; id: string } | null {
  let decoded: { typename: string; id: string };
  try {
    decoded = decodeGlobalID(globalId);
  } catch {
    return null;
  }
  const type = info.schema.getType(decoded.typename);
  const isNode = isObjectType(type) && type.getInterfaces().some((i) => i.name === "Node");
  return isNode && decoded.id !== "" ? decoded : null;
}

function resolveLeniently(ids: readonly string[], ctx: RequestContext, info: GraphQLResolveInfo): Promise<unknown[]> {
  // Each type's findUnique is scoped to the viewer (and the prismaNodes are nullable), so
  // another owner's object loads as null exactly like an absent one.
  return resolveNodes(builder, ctx, info, ids.map((id) => nodeGlobalId(id, info))) as Promise<unknown[]>;
}

builder.queryFields((t) => ({
  node: t.field({
    type: NodeInterface,
    nullable: true,
    description: "An object by its global id; null when the id is malformed, unknown or not the viewer's.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx, info) => (await resolveLeniently([String(id)], ctx, info))[0] as never,
  }),
  nodes: t.field({
    type: [NodeInterface],
    nullable: { list: false, items: true },
    description: "Objects by their global ids, in order; null for each id that is malformed, unknown or not the viewer's.",
    args: { ids: t.arg.idList({ required: true, description: `At most ${MAX_NODE_IDS}.` }) },
    resolve: (_root, { ids }, ctx, info) => {
      if (ids.length > MAX_NODE_IDS) throw new GraphQLError(`nodes takes at most ${MAX_NODE_IDS} ids`, { extensions: { code: "BAD_USER_INPUT" } });
      return resolveLeniently(ids.map(String), ctx, info) as never;
    },
  }),
}));
