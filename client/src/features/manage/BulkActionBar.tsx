import { FormattedMessage } from "react-intl";
import { Spinner } from "../../components/Spinner.tsx";

export type BulkAction = "activate" | "deactivate" | "delete";

interface BulkActionBarProps {
  selectedCount: number;
  /** The action that is running, if any. */
  running: BulkAction | null;
  onAction: (action: BulkAction) => void;
  onClear: () => void;
}

/** Sticky bar above the table: how many forms are selected and what to do with them. */
export function BulkActionBar({ selectedCount, running, onAction, onClear }: BulkActionBarProps) {
  const none = selectedCount === 0;
  const disabled = none || running !== null;
  return (
    <div className={none ? "bulk-bar" : "bulk-bar bulk-bar-active"}>
      <div className="bulk-bar-status">
        <p className="bulk-bar-count" aria-live="polite">
          {none ? (
            <FormattedMessage id="manage.bulkActionBar.hint" defaultMessage="Select forms to change several at once" description="Bulk action bar when no form is selected" />
          ) : (
            <FormattedMessage
              id="manage.bulkActionBar.selected"
              defaultMessage="{count, number} selected"
              description="Bulk action bar: how many forms are selected"
              values={{ count: selectedCount }}
            />
          )}
        </p>
        {!none && (
          <button type="button" className="btn btn-ghost btn-small" onClick={onClear} disabled={running !== null}>
            <FormattedMessage id="manage.bulkActionBar.clear" defaultMessage="Clear selection" description="Button that unselects every form" />
          </button>
        )}
      </div>
      <div className="bulk-bar-actions">
        <button type="button" className="btn btn-secondary btn-small" onClick={() => onAction("activate")} disabled={disabled} aria-busy={running === "activate" || undefined}>
          {running === "activate" && <Spinner />}
          <FormattedMessage id="manage.bulkActionBar.activate" defaultMessage="Activate" description="Bulk action that switches the selected forms on" />
        </button>
        <button type="button" className="btn btn-secondary btn-small" onClick={() => onAction("deactivate")} disabled={disabled} aria-busy={running === "deactivate" || undefined}>
          {running === "deactivate" && <Spinner />}
          <FormattedMessage id="manage.bulkActionBar.deactivate" defaultMessage="Deactivate" description="Bulk action that switches the selected forms off" />
        </button>
        <button type="button" className="btn btn-danger-outline btn-small" onClick={() => onAction("delete")} disabled={disabled}>
          <FormattedMessage id="manage.bulkActionBar.delete" defaultMessage="Delete" description="Bulk action that deletes the selected forms (after confirmation)" />
        </button>
      </div>
    </div>
  );
}
