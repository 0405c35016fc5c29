import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
  type Over,
  type Active,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { useMemo, useState, type ReactNode } from "react";
import { useIntl } from "react-intl";
import type { FieldName } from "../../../../shared/fields/fieldKinds.ts";
import { PALETTE_DRAG_PREFIX } from "./DraggablePaletteItem.tsx";
import { useEditor, useEditorSnapshot } from "./editorContext.ts";
import { CANVAS_DROP_ID, PaletteDropContext } from "./fieldDnd.ts";
import { fieldKindMessages } from "./fieldKindCatalog.ts";
import { PaletteButton } from "./PaletteButton.tsx";

const isPalette = (active: Active | null) => typeof active?.id === "string" && active.id.startsWith(PALETTE_DRAG_PREFIX);
const paletteKind = (active: Active) => String(active.id).slice(PALETTE_DRAG_PREFIX.length) as FieldName;

// Palette entries land where the pointer is (the card under it, else the end of the list);
// cards being reordered snap to the nearest card.
const collisionDetection: CollisionDetection = (args) => {
  if (isPalette(args.active)) {
    const within = pointerWithin(args);
    const cards = within.filter((collision) => collision.id !== CANVAS_DROP_ID);
    return cards.length ? cards : within;
  }
  return closestCenter({ ...args, droppableContainers: args.droppableContainers.filter((container) => container.id !== CANVAS_DROP_ID) });
};

/** Where a palette entry dropped over `over` goes: before or after that card, by the dragged chip's middle. */
function dropIndex(ids: readonly string[], active: Active, over: Over | null): number | null {
  if (!over) return null;
  if (over.id === CANVAS_DROP_ID) return ids.length;
  const index = ids.indexOf(String(over.id));
  if (index < 0) return null;
  const dragged = active.rect.current.translated;
  const below = dragged ? dragged.top + dragged.height / 2 > over.rect.top + over.rect.height / 2 : false;
  return index + (below ? 1 : 0);
}

/**
 * Drag and drop of the builder (dnd-kit): palette entries onto the canvas at a position,
 * and field cards within it, with the mouse, touch or keyboard (on the card's handle),
 * announced to screen readers.
 */
export function FieldDndContext({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { addField, moveField } = useEditor();
  const { draft } = useEditorSnapshot();
  const ids = useMemo(() => Object.keys(draft.fields), [draft.fields]);
  const [dragKind, setDragKind] = useState<FieldName | null>(null);
  const [paletteIndex, setPaletteIndex] = useState<number | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const nameOf = (id: string | number) => {
    const value = String(id);
    if (value.startsWith(PALETTE_DRAG_PREFIX)) return intl.formatMessage(fieldKindMessages[value.slice(PALETTE_DRAG_PREFIX.length) as FieldName]);
    const field = draft.fields[value];
    return field ? field.option.label.trim() || intl.formatMessage(fieldKindMessages[field.name]) : "";
  };
  const position = (id: string | number) => ids.indexOf(String(id)) + 1;

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      isPalette(active)
        ? intl.formatMessage({ id: "editor.dnd.pickedUpKind", defaultMessage: "Picked up {name}. Drop it on the form to add it.", description: "Screen reader: a palette entry is being dragged" }, { name: nameOf(active.id) })
        : intl.formatMessage(
            { id: "editor.dnd.pickedUp", defaultMessage: "Picked up {name}. It is in position {position} of {count}.", description: "Screen reader: a field card is being dragged" },
            { name: nameOf(active.id), position: position(active.id), count: ids.length },
          ),
    onDragOver: ({ active, over }) => {
      if (!over) return intl.formatMessage({ id: "editor.dnd.notOver", defaultMessage: "{name} is no longer over the form.", description: "Screen reader: the dragged item left the drop area" }, { name: nameOf(active.id) });
      if (isPalette(active)) return undefined;
      return intl.formatMessage(
        { id: "editor.dnd.over", defaultMessage: "{name} was moved into position {position} of {count}.", description: "Screen reader: a dragged field card is over a new position" },
        { name: nameOf(active.id), position: position(over.id), count: ids.length },
      );
    },
    onDragEnd: ({ active, over }) => {
      if (!over) return intl.formatMessage({ id: "editor.dnd.droppedOutside", defaultMessage: "{name} was dropped outside the form; nothing changed.", description: "Screen reader: a drag ended outside the canvas" }, { name: nameOf(active.id) });
      if (isPalette(active)) return intl.formatMessage({ id: "editor.dnd.added", defaultMessage: "{name} was added to the form.", description: "Screen reader: a field kind was dropped onto the form" }, { name: nameOf(active.id) });
      return intl.formatMessage(
        { id: "editor.dnd.dropped", defaultMessage: "{name} was dropped in position {position} of {count}.", description: "Screen reader: a field card was dropped" },
        { name: nameOf(active.id), position: position(over.id), count: ids.length },
      );
    },
    onDragCancel: ({ active }) =>
      intl.formatMessage({ id: "editor.dnd.cancelled", defaultMessage: "Moving was cancelled. {name} was dropped back.", description: "Screen reader: a drag was cancelled" }, { name: nameOf(active.id) }),
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    if (isPalette(active)) setDragKind(paletteKind(active));
  };
  const onDragMove = ({ active, over }: DragMoveEvent) => {
    if (!isPalette(active)) return;
    const index = dropIndex(ids, active, over);
    setPaletteIndex((current) => (current === index ? current : index));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragKind(null);
    setPaletteIndex(null);
    if (isPalette(active)) {
      // Where the insertion line was shown, so the field lands where the user saw it would.
      const index = over ? (paletteIndex ?? dropIndex(ids, active, over)) : null;
      if (index !== null) addField(paletteKind(active), index);
      return;
    }
    if (over && over.id !== active.id) {
      const to = ids.indexOf(String(over.id));
      if (to >= 0) moveField(String(active.id), to);
    }
  };
  const onDragCancel = () => {
    setDragKind(null);
    setPaletteIndex(null);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      onDragStart={onDragStart}
      onDragMove={onDragMove}
      onDragOver={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: intl.formatMessage({
            id: "editor.dnd.instructions",
            defaultMessage:
              "To move this field, press Space or Enter to pick it up, use the Up and Down arrow keys to move it, then press Space or Enter again to drop it, or Escape to cancel. Alt with the arrow keys also moves a field.",
            description: "Screen reader instructions of a field card's drag handle",
          }),
        },
      }}
    >
      <PaletteDropContext.Provider value={paletteIndex}>{children}</PaletteDropContext.Provider>
      <DragOverlay dropAnimation={null}>{dragKind ? <PaletteButton name={dragKind} className="palette-item-overlay" tabIndex={-1} aria-hidden="true" /> : null}</DragOverlay>
    </DndContext>
  );
}
