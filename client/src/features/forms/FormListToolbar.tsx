import { useId } from "react";
import { useIntl, type IntlShape } from "react-intl";
import { Spinner } from "../../components/Spinner.tsx";
import { FORM_FILTERS, FORM_ORDERS, type FormFilter, type SortOrder } from "./formListFilters.ts";

interface FormListToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
  filter: FormFilter;
  onFilterChange: (filter: FormFilter) => void;
  order: SortOrder;
  onOrderChange: (order: SortOrder) => void;
  /** A refetch is running. */
  busy: boolean;
}

function filterLabel(intl: IntlShape, filter: FormFilter): string {
  switch (filter) {
    case "active":
      return intl.formatMessage({ id: "forms.formListToolbar.filterActive", defaultMessage: "Active", description: "Filter showing only forms that accept responses" });
    case "inactive":
      return intl.formatMessage({ id: "forms.formListToolbar.filterInactive", defaultMessage: "Inactive", description: "Filter showing only switched-off forms" });
    case "starred":
      return intl.formatMessage({ id: "forms.formListToolbar.filterStarred", defaultMessage: "Starred", description: "Filter showing only starred forms" });
    default:
      return intl.formatMessage({ id: "forms.formListToolbar.filterAll", defaultMessage: "All", description: "Filter showing every form" });
  }
}

export function orderLabel(intl: IntlShape, order: SortOrder): string {
  switch (order) {
    case "CREATED":
      return intl.formatMessage({ id: "forms.formListToolbar.orderCreated", defaultMessage: "Created", description: "Sort option: by creation date, newest first" });
    case "TITLE":
      return intl.formatMessage({ id: "forms.formListToolbar.orderTitle", defaultMessage: "Title", description: "Sort option: alphabetically by title (A to Z)" });
    default:
      return intl.formatMessage({ id: "forms.formListToolbar.orderUpdated", defaultMessage: "Last updated", description: "Sort option: most recently changed first" });
  }
}

/** Search box, status filter and sort order above the form grid. */
export function FormListToolbar({ search, onSearchChange, filter, onFilterChange, order, onOrderChange, busy }: FormListToolbarProps) {
  const intl = useIntl();
  const searchId = useId();
  const orderId = useId();
  const filterName = useId();

  return (
    <div className="form-list-toolbar">
      <search className="form-list-search">
        <label htmlFor={searchId} className="visually-hidden">
          {intl.formatMessage({ id: "forms.formListToolbar.searchLabel", defaultMessage: "Search forms", description: "Accessible label of the form search box" })}
        </label>
        <svg className="form-list-search-icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <input
          id={searchId}
          type="search"
          className="input"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder={intl.formatMessage({ id: "forms.formListToolbar.searchPlaceholder", defaultMessage: "Search by title", description: "Placeholder of the form search box" })}
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
        />
        {busy && (
          <span className="form-list-search-busy">
            <Spinner label={intl.formatMessage({ id: "forms.formListToolbar.loading", defaultMessage: "Updating the list", description: "Accessible label of the spinner while the form list reloads" })} />
          </span>
        )}
      </search>
      <fieldset className="form-filter">
        <legend className="visually-hidden">
          {intl.formatMessage({ id: "forms.formListToolbar.filterLegend", defaultMessage: "Show", description: "Accessible name of the group of status filters" })}
        </legend>
        {FORM_FILTERS.map((value) => (
          <label key={value} className="form-filter-option">
            <input type="radio" name={filterName} value={value} checked={filter === value} onChange={() => onFilterChange(value)} />
            <span>{filterLabel(intl, value)}</span>
          </label>
        ))}
      </fieldset>
      <div className="form-list-sort">
        <label htmlFor={orderId} className="form-list-sort-label">
          {intl.formatMessage({ id: "forms.formListToolbar.orderLabel", defaultMessage: "Sort", description: "Label of the sort order select" })}
        </label>
        <select id={orderId} className="input form-list-select" value={order} onChange={(event) => onOrderChange(event.target.value as SortOrder)}>
          {FORM_ORDERS.map((value) => (
            <option key={value} value={value}>
              {orderLabel(intl, value)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
