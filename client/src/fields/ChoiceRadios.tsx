import type { TFormField } from "../../../shared/fields/formFields.ts";
import { FieldFrame } from "./FieldFrame.tsx";
import { commonMessages } from "./fieldMessages.ts";
import { useFieldMessages } from "./useFieldMessages.ts";

export interface TChoiceItem {
  value: string;
  label: string;
}

interface ChoiceRadiosProps {
  id: string;
  field: TFormField;
  choices: TChoiceItem[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}

/** A radio group of large tappable cards; arrow keys move between choices (native radios). */
export function ChoiceRadios({ id, field, choices, value, onChange, error, disabled }: ChoiceRadiosProps) {
  const { format } = useFieldMessages();
  return (
    <FieldFrame id={id} field={field} error={error} group role="radiogroup">
      {choices.length === 0 ? (
        <p className="fq-empty-note">{format(commonMessages.noOptions)}</p>
      ) : (
        <div className="fq-choices">
          {choices.map((choice, index) => (
            <label key={`${index}-${choice.value}`} className="fq-choice" htmlFor={`${id}-${index}`}>
              <input
                id={`${id}-${index}`}
                type="radio"
                className="fq-choice-control"
                name={id}
                value={choice.value}
                checked={choice.value === value}
                onChange={() => onChange(choice.value)}
                disabled={disabled}
              />
              <span className="fq-choice-label">{choice.label}</span>
            </label>
          ))}
        </div>
      )}
    </FieldFrame>
  );
}
