import { ANSWER_LIMITS } from "../../../../shared/validation/answerValues.ts";
import { asRows } from "../answerReaders.ts";
import { errorIdOf } from "../fieldA11y.ts";
import { FieldFrame } from "../FieldFrame.tsx";
import type { FieldInputProps } from "../fieldInputProps.ts";
import { sheetMessages } from "./sheetMessages.ts";
import { useFieldMessages } from "../useFieldMessages.ts";

const ROW_KEYS = ["itemName", "value"] as const;

/** One value per row the owner listed (option.items); stored as [{ itemName, value }] in row order. */
export function SheetInput({ id, field, value, onChange, error, disabled }: FieldInputProps) {
  const { format } = useFieldMessages();
  const items = field.option?.items ?? [];
  const rows = asRows(value, ROW_KEYS);

  const setRow = (index: number, text: string) => {
    onChange(items.map((item, i) => ({ itemName: item.itemName, value: i === index ? text : (rows[i]?.value ?? "") })));
  };

  return (
    <FieldFrame id={id} field={field} error={error} group>
      {items.length === 0 ? (
        <p className="fq-empty-note">{format(sheetMessages.noItems)}</p>
      ) : (
        <div className="fq-rows">
          {items.map((item, index) => (
            <div key={index} className="fq-sheet-row">
              <label className="fq-row-name" htmlFor={`${id}-${index}`}>
                {item.itemName}
              </label>
              <input
                id={`${id}-${index}`}
                type="text"
                className="fq-input"
                value={rows[index]?.value ?? ""}
                onChange={(event) => setRow(index, event.target.value)}
                maxLength={ANSWER_LIMITS.shortText}
                disabled={disabled}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorIdOf(id) : undefined}
              />
            </div>
          ))}
        </div>
      )}
    </FieldFrame>
  );
}
