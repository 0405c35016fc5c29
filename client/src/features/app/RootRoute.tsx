import { Suspense, useEffect, useMemo } from "react";
import { FormattedMessage } from "react-intl";
import { graphql } from "react-relay";
import { Outlet, ScrollRestoration } from "react-router";
import { Footer } from "../../components/Footer.tsx";
import { Header } from "../../components/Header.tsx";
import { PageLoading } from "../../components/PageLoading.tsx";
import { preloadRouteQuery } from "../../relay/preloadRouteQuery.ts";
import { usePreloadedRouteQuery } from "../../relay/usePreloadedRouteQuery.ts";
import { SignedOutActions } from "../auth/SignedOutActions.tsx";
import { UserMenu } from "../auth/UserMenu.tsx";
import { prefetchDashboard } from "../../dashboardModules.ts";
import { CookieConsentProvider } from "../consent/CookieConsentProvider.tsx";
import type { RootRouteQuery } from "./__generated__/RootRouteQuery.graphql.ts";
import { prefetchLater } from "./buildUpdates.ts";
import { NewBuildNotice } from "./NewBuildNotice.tsx";

/** The session as the whole app sees it; the route guards read the same query. */
export const rootRouteQuery = graphql`
  query RootRouteQuery {
    viewer {
      id
      ...UserMenu_viewer
    }
    siteConfig {
      analytics {
        googleGA4Id
        googleTagManagerId
        facebookPixelId
      }
    }
  }
`;

export function loadRootRoute() {
  return preloadRouteQuery<RootRouteQuery>(rootRouteQuery, {});
}

/** Layout of every page: header, content, footer. */
export function RootRoute() {
  const { viewer, siteConfig } = usePreloadedRouteQuery<RootRouteQuery>(rootRouteQuery);
  const { googleGA4Id, googleTagManagerId, facebookPixelId } = siteConfig.analytics;
  const trackers = useMemo(
    () => ({ googleGA4Id, googleTagManagerContainerId: googleTagManagerId, facebookPixel: facebookPixelId }),
    [googleGA4Id, googleTagManagerId, facebookPixelId],
  );
  const signedIn = Boolean(viewer);
  // Signed-in users will open the editor or the answers soon: fetch those pages ahead.
  useEffect(() => {
    if (signedIn) prefetchLater(prefetchDashboard);
  }, [signedIn]);
  return (
    <CookieConsentProvider trackers={trackers}>
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
        <NewBuildNotice />
        {/* Each new page starts at its top, or at the element its #hash names (/lawful-bases#secondary_purpose), once rendered; back and forward restore where the reader was. */}
        <ScrollRestoration />
      </div>
    </CookieConsentProvider>
  );
}
