import { fieldLabel } from "../fieldA11y.ts";
import type { FieldInputProps } from "../fieldInputProps.ts";
import "../fields.css";

/** A section heading inside the form; takes no answer. */
export function TitleInput({ id, field }: FieldInputProps) {
  const help = field.option?.help?.trim();
  return (
    <div className="fq-static">
      <h2 id={id} className="fq-static-title">
        {fieldLabel(field)}
      </h2>
      {help && <p className="fq-static-subtitle">{help}</p>}
    </div>
  );
}
