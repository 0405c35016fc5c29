import { useDraggable } from "@dnd-kit/core";
import { useCallback, type PointerEventHandler } from "react";
import { useIntl } from "react-intl";
import type { FieldName } from "../../../../shared/fields/fieldKinds.ts";
import { PaletteButton } from "./PaletteButton.tsx";

export const PALETTE_DRAG_PREFIX = "palette:";

/**
 * A palette entry that can also be dragged onto the form at a position. A click (or Enter /
 * Space) adds it after the selected field; keyboard users then move it with the card's buttons.
 */
interface DraggablePaletteItemProps {
  name: FieldName;
  onAdd: (name: FieldName) => void;
  disabled?: boolean;
  /** Roving tab stop of the palette (usePaletteKeyboard). */
  tabIndex: number;
  onFocus: () => void;
  register: (name: FieldName, node: HTMLButtonElement | null) => void;
}

export function DraggablePaletteItem({ name, onAdd, disabled, tabIndex, onFocus, register }: DraggablePaletteItemProps) {
  const intl = useIntl();
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: `${PALETTE_DRAG_PREFIX}${name}`, data: { type: "palette", name }, disabled });
  // Stable, so dnd-kit keeps measuring the same node while a drag re-renders the entry.
  const ref = useCallback(
    (node: HTMLButtonElement | null) => {
      setNodeRef(node);
      register(name, node);
    },
    [setNodeRef, register, name],
  );
  return (
    <PaletteButton
      name={name}
      buttonRef={ref}
      tabIndex={tabIndex}
      onFocus={onFocus}
      dragging={isDragging}
      disabled={disabled}
      onClick={() => onAdd(name)}
      onPointerDown={listeners?.onPointerDown as PointerEventHandler<HTMLButtonElement> | undefined}
      title={intl.formatMessage({ id: "editor.draggablePaletteItem.title", defaultMessage: "Click to add, or drag onto the form", description: "Tooltip of a palette button on desktop" })}
    />
  );
}
