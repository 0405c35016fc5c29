import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { EmptyState } from "../../components/EmptyState.tsx";
import { useLocalizedPath } from "../../i18n/localePath.ts";
import { CreateFormButton } from "./CreateFormButton.tsx";
import "./formList.css";

/** The owner has no forms at all: start one from scratch or from a template. */
export function FormListEmptyState() {
  const localized = useLocalizedPath();
  return (
    <EmptyState
      icon={
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
          <rect x="4" y="3" width="16" height="18" rx="2" />
          <path d="M8 8h8M8 12h8M8 16h5" />
        </svg>
      }
      title={<FormattedMessage id="forms.formListEmptyState.title" defaultMessage="You have no forms yet" description="Empty state of the form list" />}
    >
      <p>
        <FormattedMessage
          id="forms.formListEmptyState.body"
          defaultMessage="Create your first form and it appears here with its QR code and short link. Or pick one of our ready-made templates and adapt it."
          description="Explanation under the form list's empty state"
        />
      </p>
      <div className="empty-state-actions">
        <CreateFormButton large />
        <Link to={localized("/templates")} className="btn btn-secondary btn-large">
          <FormattedMessage id="forms.formListEmptyState.templates" defaultMessage="Start from a template" description="Empty state link to the template gallery" />
        </Link>
      </div>
    </EmptyState>
  );
}
