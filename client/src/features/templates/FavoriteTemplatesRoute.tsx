import { FormattedMessage, useIntl } from "react-intl";
import { graphql, usePaginationFragment } from "react-relay";
import { Link, Navigate } from "react-router";
import { EmptyState } from "../../components/EmptyState.tsx";
import { LoadMore } from "../../components/LoadMore.tsx";
import { PageTitle } from "../../components/PageTitle.tsx";
import { useLocalizedPath } from "../../i18n/localePath.ts";
import { preloadRouteQuery } from "../../relay/preloadRouteQuery.ts";
import { usePreloadedRouteQuery } from "../../relay/usePreloadedRouteQuery.ts";
import type { FavoriteTemplatesRoute_viewer$key } from "./__generated__/FavoriteTemplatesRoute_viewer.graphql.ts";
import type { FavoriteTemplatesPaginationQuery } from "./__generated__/FavoriteTemplatesPaginationQuery.graphql.ts";
import type { FavoriteTemplatesRouteQuery } from "./__generated__/FavoriteTemplatesRouteQuery.graphql.ts";
import { TemplateCard } from "./TemplateCard.tsx";
import { TemplateGrid } from "./TemplateGrid.tsx";
import { TEMPLATE_PAGE_SIZE } from "./TemplateGalleryRoute.tsx";
import { templatePaths } from "./templatePaths.ts";

const query = graphql`
  query FavoriteTemplatesRouteQuery($count: Int!) {
    viewer {
      ...FavoriteTemplatesRoute_viewer @arguments(count: $count)
    }
  }
`;

export function loadFavoriteTemplatesRoute() {
  return preloadRouteQuery<FavoriteTemplatesRouteQuery>(query, { count: TEMPLATE_PAGE_SIZE });
}

/** /templates/favorites (signed in only): the templates the user marked with a heart. */
export function FavoriteTemplatesRoute() {
  const { viewer } = usePreloadedRouteQuery<FavoriteTemplatesRouteQuery>(query);
  const intl = useIntl();
  const localized = useLocalizedPath();
  if (!viewer) return <Navigate to={localized("/login")} replace />;
  const heading = intl.formatMessage({ id: "templates.favoritesRoute.heading", defaultMessage: "My favorites", description: "Heading of the favorite templates page" });
  return (
    <div className="templates-page">
      <PageTitle title={heading} />
      <header className="templates-header">
        <h1>{heading}</h1>
        <p className="muted">
          <FormattedMessage
            id="templates.favoritesRoute.intro"
            defaultMessage="Templates you marked with a heart, to find them again quickly."
            description="Text under the favorite templates heading"
          />
        </p>
      </header>
      <FavoriteList viewer={viewer} />
    </div>
  );
}

function FavoriteList({ viewer }: { viewer: FavoriteTemplatesRoute_viewer$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<FavoriteTemplatesPaginationQuery, FavoriteTemplatesRoute_viewer$key>(
    graphql`
      fragment FavoriteTemplatesRoute_viewer on User
      @refetchable(queryName: "FavoriteTemplatesPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 24 }, cursor: { type: "String" }) {
        favoriteTemplates(first: $count, after: $cursor) @connection(key: "FavoriteTemplatesRoute_favoriteTemplates") {
          edges {
            node {
              id
              ...TemplateCard_template
            }
          }
        }
      }
    `,
    viewer,
  );
  const localized = useLocalizedPath();
  const edges = data.favoriteTemplates.edges;
  if (edges.length === 0) {
    return (
      <EmptyState
        icon={<HeartIcon />}
        title={<FormattedMessage id="templates.favoritesRoute.emptyTitle" defaultMessage="No favorites yet" description="Heading when the user has no favorite template" />}
      >
        <p className="muted">
          <FormattedMessage
            id="templates.favoritesRoute.emptyBody"
            defaultMessage="Tap the heart on any template to keep it here."
            description="Advice when the user has no favorite template"
          />
        </p>
        <Link className="btn btn-primary" to={localized(templatePaths.gallery)}>
          <FormattedMessage id="templates.favoritesRoute.browse" defaultMessage="Browse templates" description="Button from an empty template list to the gallery" />
        </Link>
      </EmptyState>
    );
  }
  return (
    <>
      <TemplateGrid>
        {edges.map((edge) => (
          <TemplateCard key={edge.node.id} template={edge.node} signedIn />
        ))}
      </TemplateGrid>
      <LoadMore hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(TEMPLATE_PAGE_SIZE)} />
    </>
  );
}

function HeartIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinejoin="round">
      <path d="M12 20.3 4.7 13.2a4.6 4.6 0 0 1 6.5-6.5l.8.8.8-.8a4.6 4.6 0 0 1 6.5 6.5Z" />
    </svg>
  );
}
