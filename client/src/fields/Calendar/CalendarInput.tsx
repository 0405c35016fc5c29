import { asText } from "../answerReaders.ts";
import { controlA11y } from "../fieldA11y.ts";
import { FieldFrame } from "../FieldFrame.tsx";
import type { FieldInputProps } from "../fieldInputProps.ts";
import { calendarMessages } from "../fieldMessages.ts";
import { formatDatePattern } from "../../../../shared/fields/formatDatePattern.ts";
import { useFieldMessages } from "../useFieldMessages.ts";

/**
 * A native date picker (keyboard, screen reader and mobile wheels for free) storing YYYY-MM-DD;
 * the owner's dateFormat confirms the choice under it. With timeOnly it asks for a time (HH:mm).
 */
export function CalendarInput({ id, field, value, onChange, error, disabled }: FieldInputProps) {
  const { format } = useFieldMessages();
  const timeOnly = field.option?.timeOnly === true;
  const text = asText(value);
  const dateFormat = field.option?.dateFormat?.trim();
  const shown = !timeOnly && dateFormat ? formatDatePattern(text, dateFormat) : "";
  const hint = shown ? format(calendarMessages.selected, { date: shown }) : undefined;
  return (
    <FieldFrame id={id} field={field} error={error} hint={hint}>
      <input
        id={id}
        type={timeOnly ? "time" : "date"}
        className="fq-input fq-input-date"
        value={text}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        {...controlA11y(id, field, error, Boolean(hint))}
      />
    </FieldFrame>
  );
}
