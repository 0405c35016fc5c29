import type { FormOrder } from "./__generated__/FormListPaginationQuery.graphql.ts";

export type FormFilter = "all" | "active" | "inactive" | "starred";
export const FORM_FILTERS: readonly FormFilter[] = ["all", "active", "inactive", "starred"];
/** The orders the UI offers (the generated enum type also allows future values). */
export type SortOrder = Exclude<FormOrder, "%future added value">;
export const FORM_ORDERS: readonly SortOrder[] = ["UPDATED", "CREATED", "TITLE"];

/** The connection arguments of one filter. */
export function filterVariables(filter: FormFilter): { active: boolean | null; starred: boolean | null } {
  switch (filter) {
    case "active":
      return { active: true, starred: null };
    case "inactive":
      return { active: false, starred: null };
    case "starred":
      return { active: null, starred: true };
    default:
      return { active: null, starred: null };
  }
}

export type { FormOrder };
