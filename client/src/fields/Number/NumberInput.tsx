import { asText } from "../answerReaders.ts";
import { controlA11y } from "../fieldA11y.ts";
import { FieldFrame } from "../FieldFrame.tsx";
import type { FieldInputProps } from "../fieldInputProps.ts";

/**
 * A text box with the decimal keypad rather than type="number": a native number input reports
 * "" for text it cannot parse, so a typo would read as "required" instead of "not a number".
 */
export function NumberInput({ id, field, value, onChange, error, disabled }: FieldInputProps) {
  return (
    <FieldFrame id={id} field={field} error={error}>
      <input
        id={id}
        type="text"
        className="fq-input fq-input-number"
        inputMode="decimal"
        autoComplete="off"
        value={asText(value)}
        onChange={(event) => onChange(event.target.value)}
        placeholder={field.option?.placeholder || undefined}
        maxLength={100}
        disabled={disabled}
        {...controlA11y(id, field, error)}
      />
    </FieldFrame>
  );
}
