import { useCallback } from "react";
import { useIntl } from "react-intl";

/** A form's title for display: forms saved without one read "Untitled form". */
export function useDisplayTitle(): (title: string) => string {
  const intl = useIntl();
  return useCallback(
    (title: string) =>
      title.trim() ||
      intl.formatMessage({ id: "forms.displayTitle.untitled", defaultMessage: "Untitled form", description: "Shown instead of the title of a form that has none" }),
    [intl],
  );
}
