import { useEffect, useId, useRef } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { SUPPORT_EMAIL } from "../../components/supportContact.ts";
import { useLocalizedPath } from "../../i18n/localePath.ts";
import "./support.css";

/**
 * SPEC.md §2 "Help Center and Contact us": the support panel — answers first (FAQ, the guide),
 * then a person (an e-mail to support, pre-addressed).
 */
export function SupportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const localized = useLocalizedPath();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);
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

  const subject = intl.formatMessage({ id: "support.supportDialog.mailSubject", defaultMessage: "Help with FormQR", description: "Subject of the e-mail to support started from the help panel" });
  return (
    <dialog ref={ref} className="support-dialog" aria-labelledby={titleId} onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div className="support-panel">
        <header className="support-header">
          <h2 id={titleId}>
            <FormattedMessage id="support.supportDialog.title" defaultMessage="How can we help?" description="Title of the help and contact panel" />
          </h2>
          <button
            type="button"
            className="support-close"
            aria-label={intl.formatMessage({ id: "support.supportDialog.close", defaultMessage: "Close", description: "Accessible name of the help panel's close button" })}
            onClick={onClose}
          >
            ×
          </button>
        </header>
        <p className="muted">
          <FormattedMessage
            id="support.supportDialog.intro"
            defaultMessage="Most questions are answered in the FAQ and the step-by-step guide. Still stuck? Write to us: a person answers, usually within one working day."
            description="Text at the top of the help panel"
          />
        </p>
        <ul className="support-options">
          <li>
            <Link to={localized("/faq")} className="support-option" onClick={onClose}>
              <strong>
                <FormattedMessage id="support.supportDialog.faq" defaultMessage="Frequently asked questions" description="Help panel link to the FAQ" />
              </strong>
              <span className="muted">
                <FormattedMessage id="support.supportDialog.faqBody" defaultMessage="Forms, QR codes, answers, privacy and your account." description="What the FAQ covers, in the help panel" />
              </span>
            </Link>
          </li>
          <li>
            <Link to={localized("/tiger-form-guide")} className="support-option" onClick={onClose}>
              <strong>
                <FormattedMessage id="support.supportDialog.guide" defaultMessage="Form guide" description="Help panel link to the how-to guide" />
              </strong>
              <span className="muted">
                <FormattedMessage id="support.supportDialog.guideBody" defaultMessage="Build, share and read a form, step by step." description="What the guide covers, in the help panel" />
              </span>
            </Link>
          </li>
          <li>
            <a href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}`} className="support-option">
              <strong>
                <FormattedMessage id="support.supportDialog.contact" defaultMessage="Contact us" description="Help panel link that writes an e-mail to support" />
              </strong>
              <span className="muted">{SUPPORT_EMAIL}</span>
            </a>
          </li>
        </ul>
      </div>
    </dialog>
  );
}
