import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { exportUrl, type SubmissionFilters } from "./submissionFilters.ts";

interface SubmissionsToolbarProps {
  qrId: string;
  search: string;
  onSearchChange: (text: string) => void;
  from: string;
  to: string;
  onRangeChange: (range: { from: string; to: string }) => void;
  /** The filters the table shows, which the export follows. */
  applied: SubmissionFilters;
  busy: boolean;
}

/** Search box, date range and the CSV / XLSX export of what the table shows. */
export function SubmissionsToolbar({ qrId, search, onSearchChange, from, to, onRangeChange, applied, busy }: SubmissionsToolbarProps) {
  const intl = useIntl();
  const searchId = useId();
  const fromId = useId();
  const toId = useId();
  return (
    <div className="submissions-toolbar" role="search" aria-busy={busy || undefined}>
      <div className="field submissions-search">
        <label className="field-label" htmlFor={searchId}>
          <FormattedMessage id="submissions.toolbar.search" defaultMessage="Search answers" description="Label of the search box above the submissions table" />
        </label>
        <input
          id={searchId}
          type="search"
          className="input"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder={intl.formatMessage({ id: "submissions.toolbar.searchPlaceholder", defaultMessage: "Any text in an answer", description: "Placeholder of the submissions search box" })}
          autoComplete="off"
        />
      </div>
      <div className="field submissions-date">
        <label className="field-label" htmlFor={fromId}>
          <FormattedMessage id="submissions.toolbar.from" defaultMessage="From" description="Label of the first day of the date filter" />
        </label>
        <input id={fromId} type="date" className="input" value={from} max={to || undefined} onChange={(event) => onRangeChange({ from: event.target.value, to })} />
      </div>
      <div className="field submissions-date">
        <label className="field-label" htmlFor={toId}>
          <FormattedMessage id="submissions.toolbar.to" defaultMessage="To" description="Label of the last day of the date filter" />
        </label>
        <input id={toId} type="date" className="input" value={to} min={from || undefined} onChange={(event) => onRangeChange({ from, to: event.target.value })} />
      </div>
      <div className="submissions-export" role="group" aria-label={intl.formatMessage({ id: "submissions.toolbar.exportGroup", defaultMessage: "Export", description: "Accessible name of the export buttons group" })}>
        <a className="btn btn-secondary" href={exportUrl(qrId, "csv", applied)} download>
          <svg className="btn-icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
          </svg>
          <FormattedMessage id="submissions.toolbar.exportCsv" defaultMessage="Export CSV" description="Link that downloads the shown submissions as a CSV file" />
        </a>
        <a className="btn btn-secondary" href={exportUrl(qrId, "xlsx", applied)} download>
          <svg className="btn-icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
          </svg>
          <FormattedMessage id="submissions.toolbar.exportXlsx" defaultMessage="Export Excel" description="Link that downloads the shown submissions as an Excel (XLSX) file" />
        </a>
      </div>
    </div>
  );
}
