import { asText } from "../answerReaders.ts";
import { controlA11y } from "../fieldA11y.ts";
import { FieldFrame } from "../FieldFrame.tsx";
import type { FieldInputProps } from "../fieldInputProps.ts";
import { emailMessages } from "../fieldMessages.ts";
import { useFieldMessages } from "../useFieldMessages.ts";

export function EmailInput({ id, field, value, onChange, error, disabled }: FieldInputProps) {
  const { format } = useFieldMessages();
  return (
    <FieldFrame id={id} field={field} error={error}>
      <input
        id={id}
        type="email"
        className="fq-input"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="off"
        spellCheck={false}
        value={asText(value)}
        onChange={(event) => onChange(event.target.value)}
        placeholder={field.option?.placeholder || format(emailMessages.placeholder)}
        maxLength={320}
        disabled={disabled}
        {...controlA11y(id, field, error)}
      />
    </FieldFrame>
  );
}
