import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import { Spinner } from "../../components/Spinner.tsx";
import { useToasts } from "../../components/Toasts.tsx";
import { useLocalizedPath } from "../../i18n/localePath.ts";
import { errorMessage } from "../auth/payloadFailure.ts";
import type { FormCard_form$key } from "./__generated__/FormCard_form.graphql.ts";
import { ActiveSwitch } from "./ActiveSwitch.tsx";
import { formPaths } from "./formPaths.ts";
import { useCloneFormMutation } from "./mutations/useCloneFormMutation.ts";
import { useSetFormActiveMutation } from "./mutations/useSetFormActiveMutation.ts";
import { useSetFormStarredMutation } from "./mutations/useSetFormStarredMutation.ts";
import { QrThumbnail } from "./QrThumbnail.tsx";
import { RelativeDate } from "./RelativeDate.tsx";
import { StarToggle } from "./StarToggle.tsx";
import { useDisplayTitle } from "./useDisplayTitle.ts";
import { payloadMessage } from "./payloadMessage.ts";

interface FormCardProps {
  form: FormCard_form$key;
  /** The list this card is in: a clone is put at its top. */
  connectionId: string;
  /** Asks the list to confirm and delete this form. */
  onDelete: (form: { qrId: string; title: string }) => void;
  /** Asks the list to save this form as a template. */
  onSaveAsTemplate: (form: { qrId: string; title: string }) => void;
}

/** One form in the /form grid: its QR code, numbers, switches and actions. */
export function FormCard({ form: formKey, connectionId, onDelete, onSaveAsTemplate }: FormCardProps) {
  const form = useFragment(
    graphql`
      fragment FormCard_form on Form {
        id
        qrId
        title
        active
        starred
        submissionCount
        updatedAt
        qrImageUrl
        qrSVGUrl
      }
    `,
    formKey,
  );
  const intl = useIntl();
  const toasts = useToasts();
  const localized = useLocalizedPath();
  const displayTitle = useDisplayTitle();
  const [setActive] = useSetFormActiveMutation();
  const [setStarred] = useSetFormStarredMutation();
  const [cloneForm, cloning] = useCloneFormMutation();
  const titleId = useId();
  const title = displayTitle(form.title);

  const failed = (reason: string) =>
    toasts.error(
      intl.formatMessage(
        { id: "forms.formCard.updateFailed", defaultMessage: "Could not update “{title}”: {reason}", description: "Error toast when switching or starring a form fails" },
        { title, reason },
      ),
    );

  const onActive = async (active: boolean) => {
    try {
      const { setFormActive: payload } = await setActive(form, active);
      if (payload.__typename !== "FormSuccess") failed(payloadMessage(payload));
    } catch (error) {
      failed(errorMessage(error));
    }
  };

  const onStarred = async (starred: boolean) => {
    try {
      const { setFormStarred: payload } = await setStarred(form, starred);
      if (payload.__typename !== "FormSuccess") failed(payloadMessage(payload));
    } catch (error) {
      failed(errorMessage(error));
    }
  };

  const onClone = async () => {
    try {
      const { cloneForm: payload } = await cloneForm(form.qrId, [connectionId]);
      if (payload.__typename === "FormSuccess") {
        toasts.success(
          intl.formatMessage(
            { id: "forms.formCard.cloned", defaultMessage: "Created “{title}”", description: "Toast after cloning a form; {title} is the copy's title" },
            { title: displayTitle(payload.form.title) },
          ),
        );
      } else {
        toasts.error(payloadMessage(payload));
      }
    } catch (error) {
      toasts.error(errorMessage(error));
    }
  };

  return (
    <article className="card form-card" aria-labelledby={titleId}>
      <div className="form-card-media">
        <QrThumbnail key={`${form.qrImageUrl}|${form.qrSVGUrl}`} imageUrl={form.qrImageUrl ?? null} svgUrl={form.qrSVGUrl ?? null} title={title} />
        {!form.active && (
          <span className="form-card-badge">
            <FormattedMessage id="forms.formCard.inactiveBadge" defaultMessage="Inactive" description="Badge on the QR code of a form that does not accept responses" />
          </span>
        )}
      </div>
      <div className="form-card-body">
        <div className="form-card-heading">
          <h2 id={titleId} className={form.title.trim() ? "form-card-title" : "form-card-title form-card-title-untitled"}>
            <Link to={localized(formPaths.edit(form.qrId))}>{title}</Link>
          </h2>
          <StarToggle starred={form.starred} onChange={(starred) => void onStarred(starred)} describedBy={titleId} />
        </div>
        <p className="form-card-meta">
          <span>
            <FormattedMessage
              id="forms.formCard.submissions"
              defaultMessage="{count, plural, one {# submission} other {# submissions}}"
              description="Number of submissions of a form"
              values={{ count: form.submissionCount }}
            />
          </span>
          <span aria-hidden="true">·</span>
          <span>
            <FormattedMessage
              id="forms.formCard.updated"
              defaultMessage="Updated {date}"
              description="When a form was last changed; {date} is e.g. '5 minutes ago' or 'Nov 3, 2026'"
              values={{ date: <RelativeDate value={form.updatedAt} /> }}
            />
          </span>
        </p>
        <ActiveSwitch
          checked={form.active}
          onChange={(active) => void onActive(active)}
          describedBy={titleId}
          label={<FormattedMessage id="forms.formCard.active" defaultMessage="Active" description="Label of the switch that lets a form accept responses" />}
        />
      </div>
      <div className="form-card-actions">
        <Link to={localized(formPaths.edit(form.qrId))} className="btn btn-secondary btn-small" aria-describedby={titleId}>
          <FormattedMessage id="forms.formCard.edit" defaultMessage="Edit" description="Link to the form editor" />
        </Link>
        <Link to={localized(formPaths.submissions(form.qrId))} className="btn btn-ghost btn-small" aria-describedby={titleId}>
          <FormattedMessage id="forms.formCard.submissionsLink" defaultMessage="Submissions" description="Link to a form's submissions" />
        </Link>
        <span className="form-card-actions-end">
          <a
            href={formPaths.public(form.qrId)}
            target="_blank"
            rel="noopener"
            className="card-action"
            aria-describedby={titleId}
            title={intl.formatMessage({ id: "forms.formCard.openTooltip", defaultMessage: "Open the form in a new tab", description: "Tooltip of the link that opens the public form" })}
          >
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
              <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
            </svg>
            <span className="visually-hidden">
              <FormattedMessage id="forms.formCard.open" defaultMessage="Open" description="Accessible name of the link that opens the public form in a new tab" />
            </span>
          </a>
          <button
            type="button"
            className="card-action"
            onClick={() => void onClone()}
            disabled={cloning}
            aria-busy={cloning || undefined}
            aria-describedby={titleId}
            title={intl.formatMessage({ id: "forms.formCard.cloneTooltip", defaultMessage: "Make a copy of this form", description: "Tooltip of the clone button" })}
          >
            {cloning ? (
              <Spinner />
            ) : (
              <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
                <rect x="9" y="9" width="11" height="11" rx="2" />
                <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
              </svg>
            )}
            <span className="visually-hidden">
              <FormattedMessage id="forms.formCard.clone" defaultMessage="Clone" description="Accessible name of the button that copies a form" />
            </span>
          </button>
          <button
            type="button"
            className="card-action"
            onClick={() => onSaveAsTemplate({ qrId: form.qrId, title })}
            aria-describedby={titleId}
            title={intl.formatMessage({
              id: "forms.formCard.saveAsTemplateTooltip",
              defaultMessage: "Save as template",
              description: "Tooltip of the button that saves a form as the user's own template",
            })}
          >
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
              <rect x="4" y="3" width="16" height="18" rx="2" />
              <path d="M8 8h8M8 12h8M8 16h5" />
            </svg>
            <span className="visually-hidden">
              <FormattedMessage id="forms.formCard.saveAsTemplate" defaultMessage="Save as template" description="Accessible name of the button that saves a form as a template" />
            </span>
          </button>
          <button
            type="button"
            className="card-action card-action-danger"
            onClick={() => onDelete({ qrId: form.qrId, title })}
            aria-describedby={titleId}
            title={intl.formatMessage({ id: "forms.formCard.deleteTooltip", defaultMessage: "Delete this form", description: "Tooltip of the delete button" })}
          >
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
              <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
            </svg>
            <span className="visually-hidden">
              <FormattedMessage id="forms.formCard.delete" defaultMessage="Delete" description="Accessible name of the button that deletes a form" />
            </span>
          </button>
        </span>
      </div>
    </article>
  );
}
