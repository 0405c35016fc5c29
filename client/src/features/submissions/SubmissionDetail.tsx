import { useEffect, useId, useRef, type KeyboardEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay";
import type { TUploadedFile } from "../../fields/fieldInputProps.ts";
import type { SubmissionDetail_submission$key } from "./__generated__/SubmissionDetail_submission.graphql.ts";
import { detailRows, type AnswerColumn } from "./answerColumns.ts";
import { AnswerView } from "./AnswerView.tsx";

interface SubmissionDetailProps {
  submission: SubmissionDetail_submission$key;
  columns: readonly AnswerColumn[];
  /** 1-based position among the loaded rows, and the total. */
  position: number;
  total: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onClose: () => void;
  onDelete: () => void;
  onDeleteFile: (file: TUploadedFile) => void;
}

/**
 * One submission in full, in a side panel built on the modal <dialog>: focus stays inside,
 * Escape closes it, ← / → (or the buttons) step to the previous and next submission.
 */
export function SubmissionDetail(props: SubmissionDetailProps) {
  const { columns, position, total, hasPrevious, hasNext, onPrevious, onNext, onClose, onDelete, onDeleteFile } = props;
  const submission = useFragment(
    graphql`
      fragment SubmissionDetail_submission on Submission {
        id
        submissionId
        data
        createdAt
      }
    `,
    props.submission,
  );
  const intl = useIntl();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) {
      dialog.showModal();
      closeRef.current?.focus();
    }
    return () => dialog?.close();
  }, []);

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

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (target.closest("input, textarea, select")) return;
    if (event.key === "ArrowLeft" && hasPrevious) {
      event.preventDefault();
      onPrevious();
    } else if (event.key === "ArrowRight" && hasNext) {
      event.preventDefault();
      onNext();
    }
  };

  const rows = detailRows(columns, submission.data);
  return (
    <dialog
      ref={ref}
      className="submission-detail"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="submission-detail-panel">
        <header className="submission-detail-header">
          <div>
            <h2 id={titleId} className="submission-detail-title">
              <FormattedMessage id="submissions.detail.title" defaultMessage="Submission" description="Title of the submission detail panel" />
            </h2>
            <p className="submission-detail-meta">
              <time dateTime={submission.createdAt as string}>
                {intl.formatDate(submission.createdAt as string, { dateStyle: "full", timeStyle: "short" })}
              </time>
              <span aria-hidden="true"> · </span>
              <FormattedMessage
                id="submissions.detail.position"
                defaultMessage="{position, number} of {total, number}"
                description="Detail panel: which submission of how many is shown"
                values={{ position, total }}
              />
            </p>
          </div>
          <button
            ref={closeRef}
            type="button"
            className="btn btn-ghost btn-small submission-detail-close"
            onClick={onClose}
            aria-label={intl.formatMessage({ id: "submissions.detail.close", defaultMessage: "Close", description: "Accessible label of the × button of the detail panel" })}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </header>
        <dl className="submission-detail-answers">
          {rows.map((row) => (
            <div key={row.id} className="submission-detail-answer">
              <dt>
                {row.label || (
                  <FormattedMessage id="submissions.detail.untitled" defaultMessage="Untitled field" description="Detail panel: a field without a label" />
                )}
              </dt>
              <dd>
                <AnswerView name={row.name} data={row.data} onDeleteFile={onDeleteFile} />
              </dd>
            </div>
          ))}
        </dl>
        <footer className="submission-detail-footer">
          <div className="submission-detail-nav">
            <button type="button" className="btn btn-secondary btn-small" onClick={onPrevious} disabled={!hasPrevious}>
              <span aria-hidden="true">←</span>
              <FormattedMessage id="submissions.detail.previous" defaultMessage="Newer" description="Detail panel: show the previous (newer) submission" />
            </button>
            <button type="button" className="btn btn-secondary btn-small" onClick={onNext} disabled={!hasNext}>
              <FormattedMessage id="submissions.detail.next" defaultMessage="Older" description="Detail panel: show the next (older) submission" />
              <span aria-hidden="true">→</span>
            </button>
          </div>
          <button type="button" className="btn btn-secondary btn-small submissions-danger" onClick={onDelete}>
            <FormattedMessage id="submissions.detail.delete" defaultMessage="Delete submission" description="Detail panel: button that deletes this submission (after confirmation)" />
          </button>
        </footer>
      </div>
    </dialog>
  );
}
