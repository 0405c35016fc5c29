import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { TConsent } from "../../consent/consent.ts";

const NONE: TConsent = { analytical: false, functional: false, targeting: false };
const ALL: TConsent = { analytical: true, functional: true, targeting: true };

interface CookieSettingsDialogProps {
  open: boolean;
  initial: TConsent | null;
  onSave: (consent: TConsent) => void;
  onClose: () => void;
}

/** SPEC.md §2 "Cookie Settings": one switch per optional category, the necessary ones always on. */
export function CookieSettingsDialog({ open, initial, onSave, onClose }: CookieSettingsDialogProps) {
  const intl = useIntl();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [choice, setChoice] = useState<TConsent>(initial ?? NONE);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setChoice(initial ?? NONE);
      dialog.showModal();
    } else if (!open && dialog.open) dialog.close();
  }, [open, initial]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      onClose();
    };
    dialog.addEventListener("cancel", onCancel);
    return () => dialog.removeEventListener("cancel", onCancel);
  }, [onClose]);

  const category = (key: keyof TConsent | "necessary", title: ReactNode, body: ReactNode) => (
    <li className="cookie-category">
      <label className="cookie-category-row">
        <span className="cookie-category-text">
          <strong>{title}</strong>
          <span className="muted">{body}</span>
        </span>
        <input
          type="checkbox"
          role="switch"
          className="cookie-switch"
          checked={key === "necessary" ? true : choice[key]}
          disabled={key === "necessary"}
          onChange={key === "necessary" ? undefined : (event) => setChoice((current) => ({ ...current, [key]: event.target.checked }))}
        />
      </label>
    </li>
  );

  return (
    <dialog ref={ref} className="cookie-dialog" aria-labelledby={titleId} onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div className="cookie-dialog-panel">
        <h2 id={titleId}>
          <FormattedMessage id="consent.cookieSettings.title" defaultMessage="Cookie settings" description="Title of the cookie settings dialog" />
        </h2>
        <p className="muted">
          <FormattedMessage
            id="consent.cookieSettings.intro"
            defaultMessage="Choose which cookies FormQR may use. Turning a category off deletes its cookies from this browser."
            description="Text at the top of the cookie settings dialog"
          />
        </p>
        <ul className="cookie-categories">
          {category(
            "necessary",
            <FormattedMessage id="consent.cookieSettings.necessary" defaultMessage="Strictly necessary" description="Cookie category that is always on" />,
            <FormattedMessage id="consent.cookieSettings.necessaryBody" defaultMessage="Sign-in, security and your cookie choice. Always on." description="What the strictly necessary cookies do" />,
          )}
          {category(
            "analytical",
            <FormattedMessage id="consent.cookieSettings.analytical" defaultMessage="Analytical" description="Cookie category: analytics" />,
            <FormattedMessage id="consent.cookieSettings.analyticalBody" defaultMessage="Count visits and see which pages help, so we can improve them." description="What analytical cookies do" />,
          )}
          {category(
            "functional",
            <FormattedMessage id="consent.cookieSettings.functional" defaultMessage="Functional" description="Cookie category: functional" />,
            <FormattedMessage id="consent.cookieSettings.functionalBody" defaultMessage="Remember extra choices, such as the language of our blog." description="What functional cookies do" />,
          )}
          {category(
            "targeting",
            <FormattedMessage id="consent.cookieSettings.targeting" defaultMessage="Targeting" description="Cookie category: targeting / advertising" />,
            <FormattedMessage id="consent.cookieSettings.targetingBody" defaultMessage="Measure our advertising and show you relevant offers elsewhere." description="What targeting cookies do" />,
          )}
        </ul>
        <div className="cookie-dialog-actions">
          <button type="button" className="btn btn-ghost" onClick={() => onSave(NONE)}>
            <FormattedMessage id="consent.cookieSettings.rejectAll" defaultMessage="Reject all" description="Cookie settings button that refuses every optional category" />
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => onSave(choice)}>
            <FormattedMessage id="consent.cookieSettings.save" defaultMessage="Save choices" description="Cookie settings button that saves the switches as they are" />
          </button>
          <button type="button" className="btn btn-primary" onClick={() => onSave(ALL)}>
            <FormattedMessage id="consent.cookieSettings.acceptAll" defaultMessage="Accept all" description="Cookie settings button that accepts every category" />
          </button>
        </div>
        <button
          type="button"
          className="cookie-dialog-close"
          aria-label={intl.formatMessage({ id: "consent.cookieSettings.close", defaultMessage: "Close", description: "Accessible name of the cookie settings dialog's close button" })}
          onClick={onClose}
        >
          ×
        </button>
      </div>
    </dialog>
  );
}
