import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "react-relay";
import { Navigate } from "react-router";
import { PageTitle } from "../../components/PageTitle.tsx";
import { useLocalizedPath } from "../../i18n/localePath.ts";
import { preloadRouteQuery } from "../../relay/preloadRouteQuery.ts";
import { usePreloadedRouteQuery } from "../../relay/usePreloadedRouteQuery.ts";
import type { IntegrationRouteQuery } from "./__generated__/IntegrationRouteQuery.graphql.ts";
import { ApiHowTo } from "./ApiHowTo.tsx";
import { PersonalAccessTokens } from "./PersonalAccessTokens.tsx";
import "../forms/formControls.css";
import "./settings.css";

const query = graphql`
  query IntegrationRouteQuery {
    viewer {
      ...PersonalAccessTokens_viewer
    }
  }
`;

export function loadIntegrationRoute() {
  return preloadRouteQuery<IntegrationRouteQuery>(query, {});
}

/** /setting/integration: personal access tokens for the API, and how to use them. */
export function IntegrationRoute() {
  const { viewer } = usePreloadedRouteQuery<IntegrationRouteQuery>(query);
  const intl = useIntl();
  const localized = useLocalizedPath();
  if (!viewer) return <Navigate to={localized("/login")} replace />;
  return (
    <div className="page container settings-page">
      <PageTitle title={intl.formatMessage({ id: "settings.integrationRoute.title", defaultMessage: "Integrations", description: "Title of the integration settings page" })} />
      <header className="page-header">
        <h1>
          <FormattedMessage id="settings.integrationRoute.heading" defaultMessage="Integrations" description="Heading of the integration settings page" />
        </h1>
        <p className="muted">
          <FormattedMessage
            id="settings.integrationRoute.intro"
            defaultMessage="Connect FormQR to your own tools: read your forms and their submissions from scripts and apps."
            description="Text under the integration page heading"
          />
        </p>
      </header>
      <PersonalAccessTokens viewer={viewer} />
      <ApiHowTo />
    </div>
  );
}
