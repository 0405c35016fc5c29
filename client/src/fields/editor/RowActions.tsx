import { useIntl } from "react-intl";
import { EditorIcon } from "./EditorIcon.tsx";

interface RowActionsProps {
  /** What the row is called, for the buttons' accessible names (e.g. "Option 2"). */
  name: string;
  index: number;
  count: number;
  onMove: (delta: number) => void;
  onRemove: () => void;
  /** Keeps at least this many rows (the remove button is disabled at the minimum). */
  min?: number;
}

/** Move up / Move down / Remove for a row of a settings list. */
export function RowActions({ name, index, count, onMove, onRemove, min = 0 }: RowActionsProps) {
  const intl = useIntl();
  return (
    <div className="fe-row-actions">
      <button
        type="button"
        className="fe-icon-button"
        disabled={index === 0}
        onClick={() => onMove(-1)}
        aria-label={intl.formatMessage({ id: "fields.rowActions.moveUp", defaultMessage: "Move {name} up", description: "Accessible label of the button moving a row (option, item) up; {name} names it" }, { name })}
        title={intl.formatMessage({ id: "fields.rowActions.moveUpTitle", defaultMessage: "Move up", description: "Tooltip of the move-up button of a row" })}
      >
        <EditorIcon name="up" size={16} />
      </button>
      <button
        type="button"
        className="fe-icon-button"
        disabled={index === count - 1}
        onClick={() => onMove(1)}
        aria-label={intl.formatMessage({ id: "fields.rowActions.moveDown", defaultMessage: "Move {name} down", description: "Accessible label of the button moving a row (option, item) down; {name} names it" }, { name })}
        title={intl.formatMessage({ id: "fields.rowActions.moveDownTitle", defaultMessage: "Move down", description: "Tooltip of the move-down button of a row" })}
      >
        <EditorIcon name="down" size={16} />
      </button>
      <button
        type="button"
        className="fe-icon-button fe-icon-button-danger"
        disabled={count <= min}
        onClick={onRemove}
        aria-label={intl.formatMessage({ id: "fields.rowActions.remove", defaultMessage: "Remove {name}", description: "Accessible label of the button removing a row (option, item); {name} names it" }, { name })}
        title={intl.formatMessage({ id: "fields.rowActions.removeTitle", defaultMessage: "Remove", description: "Tooltip of the remove button of a row" })}
      >
        <EditorIcon name="trash" size={16} />
      </button>
    </div>
  );
}
