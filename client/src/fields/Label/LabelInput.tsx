import { fieldLabel } from "../fieldA11y.ts";
import type { FieldInputProps } from "../fieldInputProps.ts";
import "../fields.css";

/** A short emphasised line of text inside the form; takes no answer. */
export function LabelInput({ id, field }: FieldInputProps) {
  return (
    <p id={id} className="fq-static fq-static-label">
      {fieldLabel(field)}
    </p>
  );
}
