import { FormattedMessage } from "react-intl";

interface SubmissionsBulkBarProps {
  selectedCount: number;
  busy: boolean;
  onDelete: () => void;
  onClear: () => void;
}

/** Shown while rows are selected: how many, and deleting them all at once. */
export function SubmissionsBulkBar({ selectedCount, busy, onDelete, onClear }: SubmissionsBulkBarProps) {
  return (
    <div className="submissions-bulk-bar">
      <p className="submissions-bulk-count" aria-live="polite">
        <FormattedMessage
          id="submissions.bulkBar.selected"
          defaultMessage="{count, plural, one {# submission selected} other {# submissions selected}}"
          description="Bulk bar: how many submissions are selected"
          values={{ count: selectedCount }}
        />
      </p>
      <div className="submissions-bulk-actions">
        <button type="button" className="btn btn-ghost btn-small" onClick={onClear} disabled={busy}>
          <FormattedMessage id="submissions.bulkBar.clear" defaultMessage="Clear selection" description="Bulk bar: unselect every submission" />
        </button>
        <button type="button" className="btn btn-secondary btn-small submissions-danger" onClick={onDelete} disabled={busy}>
          <FormattedMessage id="submissions.bulkBar.delete" defaultMessage="Delete selected" description="Bulk bar: delete the selected submissions (after confirmation)" />
        </button>
      </div>
    </div>
  );
}
