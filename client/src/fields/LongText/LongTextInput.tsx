import { ANSWER_LIMITS } from "../../../../shared/validation/answerValues.ts";
import { asText } from "../answerReaders.ts";
import { controlA11y } from "../fieldA11y.ts";
import { FieldFrame } from "../FieldFrame.tsx";
import type { FieldInputProps } from "../fieldInputProps.ts";

export function LongTextInput({ id, field, value, onChange, error, disabled }: FieldInputProps) {
  return (
    <FieldFrame id={id} field={field} error={error}>
      <textarea
        id={id}
        className="fq-input fq-textarea"
        rows={4}
        value={asText(value)}
        onChange={(event) => onChange(event.target.value)}
        placeholder={field.option?.placeholder || undefined}
        maxLength={ANSWER_LIMITS.longText}
        disabled={disabled}
        {...controlA11y(id, field, error)}
      />
    </FieldFrame>
  );
}
