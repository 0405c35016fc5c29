import { commonMessages } from "./fieldMessages.ts";
import { useFieldMessages } from "./useFieldMessages.ts";

/** A red asterisk for the eye, the word "required" for screen readers. */
export function RequiredMark() {
  const { format } = useFieldMessages();
  return (
    <>
      <span className="fq-required" aria-hidden="true">
        *
      </span>
      <span className="fq-sr"> {format(commonMessages.required)}</span>
    </>
  );
}
