import { Suspense } from "react";
import { graphql } from "react-relay";
import { Outlet } from "react-router";
import { PageLoading } from "../../components/PageLoading.tsx";
import { useMediaQuery } from "../../components/useMediaQuery.ts";
import { preloadRouteQuery } from "../../relay/preloadRouteQuery.ts";
import { usePreloadedRouteQuery } from "../../relay/usePreloadedRouteQuery.ts";
import type { TemplatesLayoutQuery } from "./__generated__/TemplatesLayoutQuery.graphql.ts";
import { CategoryNav } from "./CategoryNav.tsx";
import "./templates.css";

const query = graphql`
  query TemplatesLayoutQuery {
    viewer {
      id
    }
    ...CategoryNav_query
  }
`;

export function loadTemplatesLayout() {
  return preloadRouteQuery<TemplatesLayoutQuery>(query, {});
}

/** Below this width the category menu folds into a disclosure above the templates. */
export const TEMPLATES_MOBILE_QUERY = "(max-width: 1023px)";

/**
 * The templates layout (SPEC.md §2): the category menu beside the gallery on wide screens, folded
 * above it on phones (mobile detection by media query, so it follows rotation and resizing).
 */
export function TemplatesLayout() {
  const data = usePreloadedRouteQuery<TemplatesLayoutQuery>(query);
  const mobile = useMediaQuery(TEMPLATES_MOBILE_QUERY);
  return (
    <div className={mobile ? "templates-layout templates-layout-mobile container" : "templates-layout container"}>
      <CategoryNav query={data} signedIn={Boolean(data.viewer)} folded={mobile} />
      <div className="templates-content">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
