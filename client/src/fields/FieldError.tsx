import { errorIdOf } from "./fieldA11y.ts";
import { validationMessages } from "./fieldMessages.ts";
import { useFieldMessages } from "./useFieldMessages.ts";

/**
 * The error line under a field, referenced by its controls' aria-describedby. Screen readers hear
 * it with the field's question first ("Driver code: This field is required"): the short visible
 * message alone would not say which field it is about, e.g. when read in a list of errors.
 */
export function FieldError({ id, label, message }: { id: string; label: string; message: string }) {
  const { format } = useFieldMessages();
  return (
    <p id={errorIdOf(id)} className="fq-error">
      <svg className="fq-error-icon" viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M10 1.667a8.333 8.333 0 1 0 0 16.666A8.333 8.333 0 0 0 10 1.667Zm0 4.166c.46 0 .833.373.833.834v3.75a.833.833 0 1 1-1.666 0v-3.75c0-.46.373-.834.833-.834Zm0 8.75a1 1 0 1 1 0-2 1 1 0 0 1 0 2Z"
        />
      </svg>
      <span>
        {label && <span className="fq-sr">{format(validationMessages.field, { field: label })} </span>}
        {message}
      </span>
    </p>
  );
}
