import type { ReactNode } from "react";
import type { TFormField } from "../../../shared/fields/formFields.ts";
import { describedByOf, fieldLabel, helpIdOf, hintIdOf } from "./fieldA11y.ts";
import { FieldError } from "./FieldError.tsx";
import { RequiredMark } from "./RequiredMark.tsx";
import "./fields.css";

interface FieldFrameProps {
  /** The control's id (labelled by a <label for>) or, for groups, the fieldset's id. */
  id: string;
  field: TFormField;
  error?: string;
  /** Several controls: a fieldset whose legend is the question. */
  group?: boolean;
  /** "radiogroup" for a group of radio buttons, so aria-invalid applies to the group. */
  role?: "radiogroup";
  /** A line under the control (e.g. the chosen date in the form's format). */
  hint?: ReactNode;
  children: ReactNode;
}

/** Question, the owner's help text, the control(s), a hint and the error of one field. */
export function FieldFrame({ id, field, error, group = false, role, hint, children }: FieldFrameProps) {
  const help = field.option?.help?.trim();
  const label = fieldLabel(field);
  const question = (
    <>
      <span className="fq-question-text">{label}</span>
      {field.option?.required && <RequiredMark />}
    </>
  );
  const body = (
    <>
      {help && (
        <p id={helpIdOf(id)} className="fq-help">
          {help}
        </p>
      )}
      {children}
      {hint && (
        <p id={hintIdOf(id)} className="fq-hint">
          {hint}
        </p>
      )}
      {error && <FieldError id={id} label={label} message={error} />}
    </>
  );
  const className = ["fq-field", error && "fq-field-invalid"].filter(Boolean).join(" ");

  if (group) {
    return (
      <fieldset
        id={id}
        className={className}
        role={role}
        aria-describedby={describedByOf(id, field, error, Boolean(hint))}
        aria-invalid={role && error ? true : undefined}
      >
        <legend className="fq-question">{question}</legend>
        {body}
      </fieldset>
    );
  }
  return (
    <div className={className}>
      <label className="fq-question" htmlFor={id}>
        {question}
      </label>
      {body}
    </div>
  );
}
