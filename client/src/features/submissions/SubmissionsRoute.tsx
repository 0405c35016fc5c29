import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "react-relay";
import { Link } from "react-router";
import { NotFoundPage } from "../../components/NotFoundPage.tsx";
import { PageTitle } from "../../components/PageTitle.tsx";
import { useLocalizedPath } from "../../i18n/localePath.ts";
import { preloadRouteQuery } from "../../relay/preloadRouteQuery.ts";
import { usePreloadedRouteQuery } from "../../relay/usePreloadedRouteQuery.ts";
import { formPaths } from "../forms/formPaths.ts";
import { useDisplayTitle } from "../forms/useDisplayTitle.ts";
import type { SubmissionsRouteQuery } from "./__generated__/SubmissionsRouteQuery.graphql.ts";
import { SubmissionsEmptyState } from "./SubmissionsEmptyState.tsx";
import { SubmissionsTable } from "./SubmissionsTable.tsx";
import "../forms/formControls.css";
import "./submissions.css";

const query = graphql`
  query SubmissionsRouteQuery($qrId: String!) {
    form(qrId: $qrId) {
      id
      qrId
      title
      shortUrl
      qrImageUrl
      qrSVGUrl
      scanCount
      submissionCount
      ...SubmissionsTable_form
    }
  }
`;

export function loadSubmissionsRoute(qrId: string) {
  return preloadRouteQuery<SubmissionsRouteQuery>(query, { qrId });
}

/** /form/{qrId}/submissions: the owner reads, filters, exports and deletes the answers of one form. */
export function SubmissionsRoute() {
  const { form } = usePreloadedRouteQuery<SubmissionsRouteQuery>(query);
  const intl = useIntl();
  const localized = useLocalizedPath();
  const displayTitle = useDisplayTitle();
  if (!form) return <NotFoundPage />;
  const title = displayTitle(form.title);

  return (
    <div className="page container submissions-page">
      <PageTitle
        title={intl.formatMessage(
          { id: "submissions.route.title", defaultMessage: "Submissions · {title}", description: "Browser tab title of the submissions page; {title} is the form title" },
          { title },
        )}
      />
      <nav className="submissions-breadcrumb" aria-label={intl.formatMessage({ id: "submissions.route.breadcrumb", defaultMessage: "Breadcrumb", description: "Accessible name of the breadcrumb above the submissions page" })}>
        <Link to={localized("/form")}>
          <FormattedMessage id="submissions.route.forms" defaultMessage="Forms" description="Breadcrumb link back to the form list" />
        </Link>
        <span aria-hidden="true"> / </span>
        <span>{title}</span>
      </nav>
      <header className="page-header page-header-actions submissions-header">
        <div>
          <h1>{title}</h1>
          <p className="submissions-stats">
            <span>
              <FormattedMessage
                id="submissions.route.submissionCount"
                defaultMessage="{count, plural, one {# submission} other {# submissions}}"
                description="Header of the submissions page: total number of submissions of the form"
                values={{ count: form.submissionCount }}
              />
            </span>
            <span aria-hidden="true">·</span>
            <span>
              <FormattedMessage
                id="submissions.route.scanCount"
                defaultMessage="{count, plural, one {# scan} other {# scans}}"
                description="Header of the submissions page: how often the form's QR code or link was opened"
                values={{ count: form.scanCount }}
              />
            </span>
          </p>
        </div>
        <div className="page-header-buttons">
          <Link to={localized(formPaths.edit(form.qrId))} className="btn btn-secondary">
            <svg className="btn-icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
              <path d="M4 20h4L19 9l-4-4L4 16v4Z" />
            </svg>
            <FormattedMessage id="submissions.route.edit" defaultMessage="Edit form" description="Link from the submissions page to the form editor" />
          </Link>
          <a href={formPaths.public(form.qrId)} target="_blank" rel="noreferrer" className="btn btn-secondary">
            <svg className="btn-icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
              <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
            </svg>
            <FormattedMessage id="submissions.route.open" defaultMessage="Open form" description="Link from the submissions page to the public form (new tab)" />
          </a>
        </div>
      </header>
      <SubmissionsTable
        key={form.id}
        form={form}
        emptyState={<SubmissionsEmptyState title={title} shortUrl={form.shortUrl} qrImageUrl={form.qrImageUrl ?? null} qrSVGUrl={form.qrSVGUrl ?? null} />}
      />
    </div>
  );
}
