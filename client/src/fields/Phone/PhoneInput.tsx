import { asText } from "../answerReaders.ts";
import { controlA11y } from "../fieldA11y.ts";
import { FieldFrame } from "../FieldFrame.tsx";
import type { FieldInputProps } from "../fieldInputProps.ts";

export function PhoneInput({ id, field, value, onChange, error, disabled }: FieldInputProps) {
  return (
    <FieldFrame id={id} field={field} error={error}>
      <input
        id={id}
        type="tel"
        className="fq-input"
        inputMode="tel"
        autoComplete="tel"
        value={asText(value)}
        onChange={(event) => onChange(event.target.value)}
        placeholder={field.option?.placeholder || undefined}
        maxLength={64}
        disabled={disabled}
        {...controlA11y(id, field, error)}
      />
    </FieldFrame>
  );
}
