import {
  CHECK_LIST_NEUTRAL, CHECK_LIST_NO, CHECK_LIST_YES, type TCheckListValue,
} from "../../../../shared/validation/answerValues.ts";
import { asRows } from "../answerReaders.ts";
import { errorIdOf } from "../fieldA11y.ts";
import { FieldFrame } from "../FieldFrame.tsx";
import type { FieldInputProps } from "../fieldInputProps.ts";
import { checkListMessages } from "./checkListMessages.ts";
import { sheetMessages } from "../Sheet/sheetMessages.ts";
import { useFieldMessages } from "../useFieldMessages.ts";

const ROW_KEYS = ["itemName", "selectedValue"] as const;

/**
 * Yes / No (and N/A when the owner enables a neutral answer) for each row of option.items,
 * each row a radio group. Stored as [{ itemName, selectedValue: "_d1" | "_d2" | "" }].
 */
export function CheckListInput({ id, field, value, onChange, error, disabled }: FieldInputProps) {
  const { format } = useFieldMessages();
  const items = field.option?.items ?? [];
  const neutral = field.option?.enableNeutral === true;
  const rows = asRows(value, ROW_KEYS);
  const choices: { value: TCheckListValue; label: string; tone: string }[] = [
    { value: CHECK_LIST_YES, label: format(checkListMessages.yes), tone: "yes" },
    { value: CHECK_LIST_NO, label: format(checkListMessages.no), tone: "no" },
  ];
  if (neutral) choices.push({ value: CHECK_LIST_NEUTRAL, label: format(checkListMessages.neutral), tone: "neutral" });

  const select = (index: number, selected: TCheckListValue) => {
    onChange(
      items.map((item, i) => ({ itemName: item.itemName, selectedValue: i === index ? selected : (rows[i]?.selectedValue ?? "") })),
    );
  };

  return (
    <FieldFrame id={id} field={field} error={error} group>
      {items.length === 0 ? (
        <p className="fq-empty-note">{format(sheetMessages.noItems)}</p>
      ) : (
        <div className="fq-rows">
          {items.map((item, index) => {
            const current = rows[index]?.selectedValue ?? "";
            const missing = Boolean(error) && !neutral && current !== CHECK_LIST_YES && current !== CHECK_LIST_NO;
            return (
              <div key={index} className="fq-check-row">
                <span id={`${id}-${index}-name`} className="fq-row-name">
                  {item.itemName}
                </span>
                <div
                  className="fq-segments"
                  role="radiogroup"
                  aria-labelledby={`${id}-${index}-name`}
                  aria-invalid={missing ? true : undefined}
                  aria-describedby={missing ? errorIdOf(id) : undefined}
                >
                  {choices.map((choice) => (
                    <label key={choice.tone} className={`fq-segment fq-segment-${choice.tone}`} htmlFor={`${id}-${index}-${choice.tone}`}>
                      <input
                        id={`${id}-${index}-${choice.tone}`}
                        type="radio"
                        className="fq-segment-control"
                        name={`${id}-${index}`}
                        checked={current === choice.value}
                        onChange={() => select(index, choice.value)}
                        disabled={disabled}
                      />
                      <span>{choice.label}</span>
                    </label>
                  ))}
                </div>
              </div>
            );
          })}
        </div>
      )}
    </FieldFrame>
  );
}
