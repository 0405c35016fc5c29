import { ANSWER_LIMITS } from "../../../../shared/validation/answerValues.ts";
import { asTextRecord } from "../answerReaders.ts";
import { errorIdOf } from "../fieldA11y.ts";
import { FieldFrame } from "../FieldFrame.tsx";
import type { FieldInputProps } from "../fieldInputProps.ts";
import { nameMessages } from "../fieldMessages.ts";
import { useFieldMessages } from "../useFieldMessages.ts";

const KEYS = ["firstName", "lastName"] as const;
const AUTOCOMPLETE = { firstName: "given-name", lastName: "family-name" } as const;

export function NameInput({ id, field, value, onChange, error, disabled }: FieldInputProps) {
  const { format } = useFieldMessages();
  const name = asTextRecord(value, KEYS);
  return (
    <FieldFrame id={id} field={field} error={error} group>
      <div className="fq-grid fq-grid-2">
        {KEYS.map((key) => (
          <div key={key} className="fq-subfield">
            <label className="fq-sublabel" htmlFor={`${id}-${key}`}>
              {format(nameMessages[key])}
            </label>
            <input
              id={`${id}-${key}`}
              type="text"
              className="fq-input"
              autoComplete={AUTOCOMPLETE[key]}
              value={name[key]}
              onChange={(event) => onChange({ ...name, [key]: event.target.value })}
              maxLength={ANSWER_LIMITS.shortText}
              disabled={disabled}
              aria-invalid={error && !name[key].trim() ? true : undefined}
              aria-describedby={error ? errorIdOf(id) : undefined}
            />
          </div>
        ))}
      </div>
    </FieldFrame>
  );
}
