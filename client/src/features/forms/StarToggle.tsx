import { useIntl } from "react-intl";
import "./formControls.css";

interface StarToggleProps {
  starred: boolean;
  onChange: (starred: boolean) => void;
  /** Extra context for screen readers, e.g. the id of the form's title. */
  describedBy?: string;
}

/** A toggle button (aria-pressed) drawn as a star. */
export function StarToggle({ starred, onChange, describedBy }: StarToggleProps) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className="star-toggle"
      aria-pressed={starred}
      aria-label={intl.formatMessage({ id: "forms.starToggle.label", defaultMessage: "Star", description: "Accessible name of the toggle that stars a form" })}
      aria-describedby={describedBy}
      title={
        starred
          ? intl.formatMessage({ id: "forms.starToggle.unstar", defaultMessage: "Remove star", description: "Tooltip of the star toggle of a starred form" })
          : intl.formatMessage({ id: "forms.starToggle.star", defaultMessage: "Star this form", description: "Tooltip of the star toggle of a form that is not starred" })
      }
      onClick={() => onChange(!starred)}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="m12 3.2 2.7 5.5 6 .9-4.35 4.25 1.03 6-5.38-2.83-5.38 2.83 1.03-6L3.3 9.6l6-.9Z" />
      </svg>
    </button>
  );
}
