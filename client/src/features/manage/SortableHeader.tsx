import type { ReactNode } from "react";
import type { SortOrder } from "../forms/formListFilters.ts";

interface SortableHeaderProps {
  order: SortOrder;
  current: SortOrder;
  onSort: (order: SortOrder) => void;
  children: ReactNode;
}

/** Titles sort A→Z, dates newest first: the direction the server offers for each column. */
const DIRECTION: Record<SortOrder, "ascending" | "descending"> = { TITLE: "ascending", CREATED: "descending", UPDATED: "descending" };

/** A column header whose button sorts the table by that column (aria-sort on the active one). */
export function SortableHeader({ order, current, onSort, children }: SortableHeaderProps) {
  const active = order === current;
  return (
    <th scope="col" aria-sort={active ? DIRECTION[order] : undefined} className="manage-sortable">
      <button type="button" className={active ? "sort-button sort-button-active" : "sort-button"} onClick={() => onSort(order)}>
        <span>{children}</span>
        <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          {active ? (
            DIRECTION[order] === "ascending" ? <path d="M8 13V3M4 7l4-4 4 4" /> : <path d="M8 3v10M4 9l4 4 4-4" />
          ) : (
            <path d="M5 6l3-3 3 3M5 10l3 3 3-3" />
          )}
        </svg>
      </button>
    </th>
  );
}
