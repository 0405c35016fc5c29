import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { EditorIcon } from "./EditorIcon.tsx";
import { moveItem } from "./fieldEditorProps.ts";
import { RowActions } from "./RowActions.tsx";
import { useListKeys } from "./useListKeys.ts";

interface TextRowsEditorProps<T> {
  legend: ReactNode;
  hint: ReactNode;
  addLabel: ReactNode;
  rows: readonly T[];
  onChange: (rows: T[]) => void;
  textOf: (row: T) => string;
  withText: (row: T, text: string) => T;
  /** A new row; `number` is its 1-based position for a default text. */
  makeRow: (number: number) => T;
  /** "Option 3": the accessible name of row `index`. */
  rowName: (index: number) => string;
  errorOf: (index: number) => string | undefined;
  /** Extra controls after the text input (e.g. an option's picture). */
  renderExtra?: (row: T, index: number, update: (row: T) => void) => ReactNode;
  min?: number;
  max: number;
  maxLength: number;
}

/**
 * A list of one-line texts (options, sheet rows, check-list items): add, rename, reorder,
 * remove. Enter adds the next row, Backspace in an empty row removes it; focus follows.
 */
export function TextRowsEditor<T>({
  legend,
  hint,
  addLabel,
  rows,
  onChange,
  textOf,
  withText,
  makeRow,
  rowName,
  errorOf,
  renderExtra,
  min = 1,
  max,
  maxLength,
}: TextRowsEditorProps<T>) {
  const hintId = useId();
  const keys = useListKeys(rows.length);
  const inputs = useRef(new Map<number, HTMLInputElement>());
  const [focusKey, setFocusKey] = useState<number | null>(null);

  useEffect(() => {
    if (focusKey === null) return;
    const input = inputs.current.get(focusKey);
    input?.focus();
    input?.select();
    setFocusKey(null);
  }, [focusKey]);

  const addAt = (index: number) => {
    if (rows.length >= max) return;
    const next = [...rows];
    next.splice(index, 0, makeRow(rows.length + 1));
    keys.insert(index);
    onChange(next);
    setFocusKey(keys.keys[index]!);
  };
  const remove = (index: number) => {
    const focusAfter = keys.keys[index - 1] ?? keys.keys[index + 1] ?? null;
    keys.remove(index);
    onChange(rows.filter((_, i) => i !== index));
    if (focusAfter !== null) setFocusKey(focusAfter);
  };
  const move = (index: number, delta: number) => {
    keys.move(index, delta);
    onChange(moveItem(rows, index, delta));
  };
  const update = (index: number, row: T) => onChange(rows.map((r, i) => (i === index ? row : r)));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (event.key === "Enter") {
      event.preventDefault();
      addAt(index + 1);
    } else if (event.key === "Backspace" && event.currentTarget.value === "" && rows.length > min) {
      event.preventDefault();
      remove(index);
    }
  };

  return (
    <fieldset className="fe-list">
      <legend className="field-label">{legend}</legend>
      <p className="field-hint fe-list-hint" id={hintId}>
        {hint}
      </p>
      <ol className="fe-rows">
        {rows.map((row, index) => {
          const key = keys.keys[index]!;
          const error = errorOf(index);
          return (
            <li key={key} className={error ? "fe-row fe-row-invalid" : "fe-row"}>
              <span className="fe-row-number" aria-hidden="true">
                {index + 1}
              </span>
              <input
                ref={(node) => {
                  if (node) inputs.current.set(key, node);
                  else inputs.current.delete(key);
                }}
                className="input fe-row-input"
                value={textOf(row)}
                maxLength={maxLength}
                aria-label={rowName(index)}
                aria-describedby={hintId}
                aria-invalid={error ? true : undefined}
                onChange={(e) => update(index, withText(row, e.target.value))}
                onKeyDown={(e) => onKeyDown(e, index)}
              />
              {renderExtra?.(row, index, (next) => update(index, next))}
              <RowActions name={rowName(index)} index={index} count={rows.length} min={min} onMove={(delta) => move(index, delta)} onRemove={() => remove(index)} />
              {error && <p className="field-error fe-row-error">{error}</p>}
            </li>
          );
        })}
      </ol>
      <button type="button" className="btn btn-secondary fe-add-button" onClick={() => addAt(rows.length)} disabled={rows.length >= max}>
        <EditorIcon name="plus" size={16} />
        <span>{addLabel}</span>
      </button>
    </fieldset>
  );
}
