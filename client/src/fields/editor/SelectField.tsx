import { useId, type ReactNode, type SelectHTMLAttributes } from "react";
import "./fieldEditor.css";

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}

/** A labelled native select (keyboard and mobile pickers for free), styled like .input. */
export function SelectField({ label, hint, error, className, children, ...select }: SelectFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={["field", error && "field-invalid", className].filter(Boolean).join(" ")}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="input fe-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(" ") || undefined}
        {...select}
      >
        {children}
      </select>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
      {hint && !error && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
