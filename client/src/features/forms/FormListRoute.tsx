import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "react-relay";
import { Navigate } from "react-router";
import { PageTitle } from "../../components/PageTitle.tsx";
import { useLocalizedPath } from "../../i18n/localePath.ts";
import { preloadRouteQuery } from "../../relay/preloadRouteQuery.ts";
import { usePreloadedRouteQuery } from "../../relay/usePreloadedRouteQuery.ts";
import type { FormListRouteQuery } from "./__generated__/FormListRouteQuery.graphql.ts";
import { CreateFormButton } from "./CreateFormButton.tsx";
import { FormList } from "./FormList.tsx";
import "./formList.css";

const query = graphql`
  query FormListRouteQuery {
    viewer {
      ...FormList_viewer
    }
  }
`;

export function loadFormListRoute() {
  return preloadRouteQuery<FormListRouteQuery>(query, {});
}

/** /form: the destination after signing in. The owner's forms as cards. */
export function FormListRoute() {
  const { viewer } = usePreloadedRouteQuery<FormListRouteQuery>(query);
  const intl = useIntl();
  const localized = useLocalizedPath();
  // The session ended after the guard ran (e.g. signed out in another tab).
  if (!viewer) return <Navigate to={localized("/login")} replace />;

  return (
    <div className="page container">
      <PageTitle title={intl.formatMessage({ id: "forms.formListRoute.title", defaultMessage: "Forms", description: "Title of the form list page" })} />
      <header className="page-header page-header-actions">
        <div>
          <h1>
            <FormattedMessage id="forms.formListRoute.heading" defaultMessage="Your forms" description="Heading of the form list page" />
          </h1>
          <p className="muted">
            <FormattedMessage
              id="forms.formListRoute.intro"
              defaultMessage="Every form you create appears here with its QR code. Switch forms on or off, star the ones you use most."
              description="Text under the form list heading"
            />
          </p>
        </div>
        <div className="page-header-buttons">
          <CreateFormButton />
        </div>
      </header>
      <FormList viewer={viewer} />
    </div>
  );
}
