import { fieldLabel } from "../fieldA11y.ts";
import type { FieldInputProps } from "../fieldInputProps.ts";
import "../fields.css";

/** A paragraph of text inside the form (line breaks kept); takes no answer. */
export function DescriptionInput({ id, field }: FieldInputProps) {
  return (
    <p id={id} className="fq-static fq-static-description">
      {fieldLabel(field)}
    </p>
  );
}
