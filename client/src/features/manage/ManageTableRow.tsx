import { useId } from "react";
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import { useLocalizedPath } from "../../i18n/localePath.ts";
import { formPaths } from "../forms/formPaths.ts";
import { useDisplayTitle } from "../forms/useDisplayTitle.ts";
import type { ManageTableRow_form$key } from "./__generated__/ManageTableRow_form.graphql.ts";

interface ManageTableRowProps {
  form: ManageTableRow_form$key;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
}

/** One form in the Manage Forms table. */
export function ManageTableRow({ form: formKey, selected, onSelectedChange }: ManageTableRowProps) {
  const form = useFragment(
    graphql`
      fragment ManageTableRow_form on Form {
        qrId
        title
        active
        submissionCount
        createdAt
        updatedAt
      }
    `,
    formKey,
  );
  const intl = useIntl();
  const localized = useLocalizedPath();
  const displayTitle = useDisplayTitle();
  const titleId = useId();
  const title = displayTitle(form.title);

  return (
    <tr className={selected ? "manage-row manage-row-selected" : "manage-row"}>
      <td className="manage-cell-check">
        <input
          type="checkbox"
          className="row-checkbox"
          checked={selected}
          onChange={(event) => onSelectedChange(event.target.checked)}
          aria-label={intl.formatMessage(
            { id: "manage.manageTableRow.select", defaultMessage: "Select {title}", description: "Accessible label of a row's checkbox in Manage Forms" },
            { title },
          )}
        />
      </td>
      <th scope="row" className="manage-cell-title">
        <span id={titleId} className={form.title.trim() ? "manage-title" : "manage-title manage-title-untitled"}>
          {title}
        </span>
        <span className="manage-qrid">/{form.qrId}</span>
      </th>
      <td>
        <span className={form.active ? "form-status form-status-active" : "form-status"}>
          {form.active ? (
            <FormattedMessage id="manage.manageTableRow.active" defaultMessage="Active" description="Status badge of a form that accepts responses" />
          ) : (
            <FormattedMessage id="manage.manageTableRow.inactive" defaultMessage="Inactive" description="Status badge of a switched-off form" />
          )}
        </span>
      </td>
      <td className="manage-cell-number">
        <FormattedNumber value={form.submissionCount} />
      </td>
      <td className="manage-cell-date">
        <time dateTime={form.createdAt}>
          <FormattedDate value={form.createdAt} dateStyle="medium" />
        </time>
      </td>
      <td className="manage-cell-date">
        <time dateTime={form.updatedAt}>
          <FormattedDate value={form.updatedAt} dateStyle="medium" />
        </time>
      </td>
      <td className="manage-cell-actions">
        <Link to={localized(formPaths.edit(form.qrId))} className="btn btn-secondary btn-small" aria-describedby={titleId}>
          <FormattedMessage id="manage.manageTableRow.edit" defaultMessage="Edit" description="Link to the form editor from Manage Forms" />
        </Link>
        <Link to={localized(formPaths.submissions(form.qrId))} className="btn btn-ghost btn-small" aria-describedby={titleId}>
          <FormattedMessage id="manage.manageTableRow.submissions" defaultMessage="Submissions" description="Link to a form's submissions from Manage Forms" />
        </Link>
      </td>
    </tr>
  );
}
