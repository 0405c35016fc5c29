import { useRef, type KeyboardEvent, type ReactNode } from "react";

export interface TTab<T extends string> {
  id: T;
  label: ReactNode;
  icon?: ReactNode;
  /** A small mark after the label (e.g. an error dot). */
  badge?: ReactNode;
}

interface TabsProps<T extends string> {
  /** Prefix of the tab and panel ids: the panel of tab `x` has the id `${idPrefix}-panel-x`. */
  idPrefix: string;
  label: string;
  tabs: readonly TTab<T>[];
  selected: T;
  onSelect: (id: T) => void;
  className?: string;
}

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/**
 * A WAI-ARIA tab list with automatic activation: arrow keys (and Home/End) move between
 * tabs, only the selected tab is in the tab order. The panels are rendered by the caller.
 */
export function Tabs<T extends string>({ idPrefix, label, tabs, selected, onSelect, className }: TabsProps<T>) {
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    let next = -1;
    if (event.key === "ArrowRight" || event.key === "ArrowDown") next = (index + 1) % tabs.length;
    else if (event.key === "ArrowLeft" || event.key === "ArrowUp") next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = tabs.length - 1;
    if (next < 0) return;
    event.preventDefault();
    const tab = tabs[next]!;
    onSelect(tab.id);
    refs.current.get(tab.id)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={["editor-tabs", className].filter(Boolean).join(" ")} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          ref={(node) => {
            if (node) refs.current.set(tab.id, node);
            else refs.current.delete(tab.id);
          }}
          type="button"
          role="tab"
          id={tabId(idPrefix, tab.id)}
          aria-controls={panelId(idPrefix, tab.id)}
          aria-selected={tab.id === selected}
          tabIndex={tab.id === selected ? 0 : -1}
          className="editor-tab"
          onClick={() => onSelect(tab.id)}
        >
          {tab.icon}
          <span>{tab.label}</span>
          {tab.badge}
        </button>
      ))}
    </div>
  );
}
