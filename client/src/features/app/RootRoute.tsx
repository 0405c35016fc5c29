import { Suspense } from "react";
import { FormattedMessage } from "react-intl";
import { graphql } from "react-relay";
import { Outlet } from "react-router";
import { Footer } from "../../components/Footer.tsx";
import { Header } from "../../components/Header.tsx";
import { PageLoading } from "../../components/PageLoading.tsx";
import { preloadRouteQuery } from "../../relay/preloadRouteQuery.ts";
import { usePreloadedRouteQuery } from "../../relay/usePreloadedRouteQuery.ts";
import { SignedOutActions } from "../auth/SignedOutActions.tsx";
import { UserMenu } from "../auth/UserMenu.tsx";
import type { RootRouteQuery } from "./__generated__/RootRouteQuery.graphql.ts";

/** The session as the whole app sees it; the route guards read the same query. */
export const rootRouteQuery = graphql`
  query RootRouteQuery {
    viewer {
      id
      ...UserMenu_viewer
    }
  }
`;

export function loadRootRoute() {
  return preloadRouteQuery<RootRouteQuery>(rootRouteQuery, {});
}

/** Layout of every page: header, content, footer. */
export function RootRoute() {
  const { viewer } = usePreloadedRouteQuery<RootRouteQuery>(rootRouteQuery);
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        <FormattedMessage id="app.rootRoute.skipToContent" defaultMessage="Skip to content" description="Keyboard skip link at the top of every page" />
      </a>
      <Header account={viewer ? <UserMenu viewer={viewer} /> : <SignedOutActions />} />
      <main id="main" className="app-main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
