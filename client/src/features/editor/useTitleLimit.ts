import { useIntl } from "react-intl";
import { FORM_TITLE_MAX_LENGTH } from "../../../../shared/forms/formTitle.ts";

/** The counter shows from this many characters on. */
const COUNTER_FROM = FORM_TITLE_MAX_LENGTH - 40;

/**
 * What the title inputs say about the length limit: a counter near it, and an error past it.
 * The inputs take more than the limit on purpose (no maxLength): a browser would cut a pasted
 * title silently, mid-word; the server refuses it instead, and this says why.
 */
export function useTitleLimit(title: string): { counter: string | null; tooLong: string | null } {
  const intl = useIntl();
  // The server trims before it counts.
  const count = title.trim().length;
  const values = { count, max: FORM_TITLE_MAX_LENGTH };
  return {
    counter:
      count >= COUNTER_FROM && count <= FORM_TITLE_MAX_LENGTH
        ? intl.formatMessage({ id: "editor.titleLimit.counter", defaultMessage: "{count} of {max} characters", description: "Counter under the form title input once the title nears its length limit" }, values)
        : null,
    tooLong:
      count > FORM_TITLE_MAX_LENGTH
        ? intl.formatMessage(
            {
              id: "editor.titleLimit.tooLong",
              defaultMessage: "Too long: {count} of at most {max} characters. Shorten the title to save it.",
              description: "Error under the form title input when the title is longer than allowed; it is not saved until shortened",
            },
            values,
          )
        : null,
  };
}
