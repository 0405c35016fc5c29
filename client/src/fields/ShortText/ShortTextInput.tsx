import { ANSWER_LIMITS } from "../../../../shared/validation/answerValues.ts";
import { asText } from "../answerReaders.ts";
import { controlA11y } from "../fieldA11y.ts";
import { FieldFrame } from "../FieldFrame.tsx";
import type { FieldInputProps } from "../fieldInputProps.ts";

export function ShortTextInput({ id, field, value, onChange, error, disabled }: FieldInputProps) {
  return (
    <FieldFrame id={id} field={field} error={error}>
      <input
        id={id}
        type="text"
        className="fq-input"
        value={asText(value)}
        onChange={(event) => onChange(event.target.value)}
        placeholder={field.option?.placeholder || undefined}
        maxLength={ANSWER_LIMITS.shortText}
        disabled={disabled}
        {...controlA11y(id, field, error)}
      />
    </FieldFrame>
  );
}
