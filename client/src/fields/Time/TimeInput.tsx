import { asText } from "../answerReaders.ts";
import { controlA11y } from "../fieldA11y.ts";
import { FieldFrame } from "../FieldFrame.tsx";
import type { FieldInputProps } from "../fieldInputProps.ts";

/** A native time picker storing HH:mm (SPEC.md §9). */
export function TimeInput({ id, field, value, onChange, error, disabled }: FieldInputProps) {
  return (
    <FieldFrame id={id} field={field} error={error}>
      <input
        id={id}
        type="time"
        className="fq-input fq-input-date"
        step={60}
        value={asText(value)}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        {...controlA11y(id, field, error)}
      />
    </FieldFrame>
  );
}
