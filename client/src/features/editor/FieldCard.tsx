import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { TFormField } from "../../../../shared/fields/formFields.ts";
import { EditorIcon } from "../../fields/editor/EditorIcon.tsx";
import { FieldCardPreview } from "./FieldCardPreview.tsx";
import { fieldKindMessages } from "./fieldKindCatalog.ts";
import { FieldKindIcon } from "./FieldKindIcon.tsx";

interface FieldCardProps {
  id: string;
  field: TFormField;
  index: number;
  count: number;
  selected: boolean;
  hasErrors: boolean;
  /** Field settings shown under the card (phones). */
  settings?: ReactNode;
  onSelect: () => void;
  onMove: (toIndex: number) => void;
  onDuplicate: () => void;
  onDelete: () => void;
  /** Set by the canvas to move focus onto this card (after a delete or an add). */
  focusRequest: number;
}

/** One field on the canvas: a compact rendering to select it, a drag handle and its actions. */
export function FieldCard({ id, field, index, count, selected, hasErrors, settings, onSelect, onMove, onDuplicate, onDelete, focusRequest }: FieldCardProps) {
  const intl = useIntl();
  const main = useRef<HTMLButtonElement>(null);
  const summaryId = useId();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, data: { type: "field" } });
  const kind = intl.formatMessage(fieldKindMessages[field.name]);
  const label = field.option.label.trim() || kind;

  useEffect(() => {
    // After the frame, so a closing dialog's own focus return does not undo it.
    if (focusRequest > 0) requestAnimationFrame(() => main.current?.focus());
  }, [focusRequest]);

  // A move button that became disabled (top or bottom reached) would drop focus to the page.
  const move = (toIndex: number) => {
    onMove(toIndex);
    requestAnimationFrame(() => {
      if (document.activeElement === document.body || (document.activeElement as HTMLButtonElement | null)?.disabled) main.current?.focus();
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (!event.altKey || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
    if ((event.target as HTMLElement).closest(".field-card-settings")) return;
    event.preventDefault();
    const to = index + (event.key === "ArrowUp" ? -1 : 1);
    if (to >= 0 && to < count) onMove(to);
  };

  const classes = ["field-card", selected && "field-card-selected", isDragging && "field-card-dragging", hasErrors && "field-card-invalid"].filter(Boolean).join(" ");
  const names = { name: label };

  return (
    <li
      ref={setNodeRef}
      className={classes}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      onKeyDown={onKeyDown}
      data-field-id={id}
    >
      <div className="field-card-head">
        <button
          ref={setActivatorNodeRef}
          type="button"
          className="field-card-handle"
          {...attributes}
          {...listeners}
          aria-label={intl.formatMessage({ id: "editor.fieldCard.drag", defaultMessage: "Reorder {name}", description: "Accessible label of a field card's drag handle" }, names)}
          title={intl.formatMessage({ id: "editor.fieldCard.dragTitle", defaultMessage: "Drag to reorder", description: "Tooltip of a field card's drag handle" })}
        >
          <EditorIcon name="grip" size={18} />
        </button>
        <span className="field-card-kind">
          <FieldKindIcon name={field.name} size={16} />
          <span>{kind}</span>
        </span>
        {field.option.required && (
          <span className="field-card-badge">
            <FormattedMessage id="editor.fieldCard.required" defaultMessage="Required" description="Badge on a field card whose question must be answered" />
          </span>
        )}
        {hasErrors && (
          <span className="field-card-badge field-card-badge-error">
            <EditorIcon name="alert" size={14} />
            <FormattedMessage id="editor.fieldCard.error" defaultMessage="Needs a fix" description="Badge on a field card the server rejected" />
          </span>
        )}
        <div className="field-card-actions">
          <button
            type="button"
            className="fe-icon-button"
            disabled={index === 0}
            onClick={() => move(index - 1)}
            aria-label={intl.formatMessage({ id: "editor.fieldCard.moveUp", defaultMessage: "Move {name} up", description: "Accessible label of a field card's move-up button (Alt+Arrow Up)" }, names)}
            aria-keyshortcuts="Alt+ArrowUp"
            title={intl.formatMessage({ id: "editor.fieldCard.moveUpTitle", defaultMessage: "Move up (Alt+↑)", description: "Tooltip of a field card's move-up button" })}
          >
            <EditorIcon name="up" size={16} />
          </button>
          <button
            type="button"
            className="fe-icon-button"
            disabled={index === count - 1}
            onClick={() => move(index + 1)}
            aria-label={intl.formatMessage({ id: "editor.fieldCard.moveDown", defaultMessage: "Move {name} down", description: "Accessible label of a field card's move-down button (Alt+Arrow Down)" }, names)}
            aria-keyshortcuts="Alt+ArrowDown"
            title={intl.formatMessage({ id: "editor.fieldCard.moveDownTitle", defaultMessage: "Move down (Alt+↓)", description: "Tooltip of a field card's move-down button" })}
          >
            <EditorIcon name="down" size={16} />
          </button>
          <button
            type="button"
            className="fe-icon-button"
            onClick={onDuplicate}
            aria-label={intl.formatMessage({ id: "editor.fieldCard.duplicate", defaultMessage: "Duplicate {name}", description: "Accessible label of a field card's duplicate button" }, names)}
            title={intl.formatMessage({ id: "editor.fieldCard.duplicateTitle", defaultMessage: "Duplicate", description: "Tooltip of a field card's duplicate button" })}
          >
            <EditorIcon name="copy" size={16} />
          </button>
          <button
            type="button"
            className="fe-icon-button fe-icon-button-danger"
            onClick={onDelete}
            aria-label={intl.formatMessage({ id: "editor.fieldCard.delete", defaultMessage: "Delete {name}", description: "Accessible label of a field card's delete button" }, names)}
            title={intl.formatMessage({ id: "editor.fieldCard.deleteTitle", defaultMessage: "Delete", description: "Tooltip of a field card's delete button" })}
          >
            <EditorIcon name="trash" size={16} />
          </button>
        </div>
      </div>
      {/* Named by what it shows (WCAG 2.5.3: speech users say what they see); kind, required and
          position come as its description. */}
      <button ref={main} type="button" className="field-card-main" aria-pressed={selected} aria-describedby={summaryId} onClick={onSelect}>
        <FieldCardPreview field={field} />
      </button>
      <span id={summaryId} className="visually-hidden">
        {intl.formatMessage(
          {
            id: "editor.fieldCard.summary",
            defaultMessage: "{kind}{required, select, yes {, required} other {}}. Position {position} of {count}.",
            description: "Screen-reader description of the button selecting a field card (its name is the question shown on it)",
          },
          { kind, required: field.option.required ? "yes" : "no", position: index + 1, count },
        )}
      </span>
      {settings && <div className="field-card-settings">{settings}</div>}
    </li>
  );
}
