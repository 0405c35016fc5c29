import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "react-relay";
import { Link, Navigate } from "react-router";
import { PageTitle } from "../../components/PageTitle.tsx";
import { useLocalizedPath } from "../../i18n/localePath.ts";
import { preloadRouteQuery } from "../../relay/preloadRouteQuery.ts";
import { usePreloadedRouteQuery } from "../../relay/usePreloadedRouteQuery.ts";
import { CreateFormButton } from "../forms/CreateFormButton.tsx";
import type { ManageRouteQuery } from "./__generated__/ManageRouteQuery.graphql.ts";
import { ManageTable } from "./ManageTable.tsx";
import "./manage.css";

const query = graphql`
  query ManageRouteQuery {
    viewer {
      ...ManageTable_viewer
    }
  }
`;

export function loadManageRoute() {
  return preloadRouteQuery<ManageRouteQuery>(query, {});
}

/** /manage: Manage Forms, every form in one table with bulk actions. */
export function ManageRoute() {
  const { viewer } = usePreloadedRouteQuery<ManageRouteQuery>(query);
  const intl = useIntl();
  const localized = useLocalizedPath();
  if (!viewer) return <Navigate to={localized("/login")} replace />;

  return (
    <div className="page container">
      <PageTitle title={intl.formatMessage({ id: "manage.manageRoute.title", defaultMessage: "Manage Forms", description: "Title of the Manage Forms page" })} />
      <header className="page-header page-header-actions">
        <div>
          <h1>
            <FormattedMessage id="manage.manageRoute.heading" defaultMessage="Manage Forms" description="Heading of the Manage Forms page" />
          </h1>
          <p className="muted">
            <FormattedMessage
              id="manage.manageRoute.intro"
              defaultMessage="All your forms in one table. Select several to switch them on or off, or delete them together."
              description="Text under the Manage Forms heading"
            />
          </p>
        </div>
        <div className="page-header-buttons">
          <Link to={localized("/form")} className="btn btn-secondary">
            <FormattedMessage id="manage.manageRoute.cards" defaultMessage="Card view" description="Link from Manage Forms to the form list with cards" />
          </Link>
          <CreateFormButton />
        </div>
      </header>
      <ManageTable viewer={viewer} />
    </div>
  );
}
