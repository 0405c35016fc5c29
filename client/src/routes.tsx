import type { RouteObject } from "react-router";
import { routeSegment } from "../../shared/appRoutes.ts";
import { ErrorPage } from "./components/ErrorPage.tsx";
import { NotFoundPage } from "./components/NotFoundPage.tsx";
import { PageLoading } from "./components/PageLoading.tsx";
import { loadRootRoute, RootRoute } from "./features/app/RootRoute.tsx";
import { requireSignedIn, requireSignedOut } from "./features/app/sessionGuards.ts";
import { ForgotPasswordRoute } from "./features/auth/ForgotPasswordRoute.tsx";
import { loadLoginRoute, LoginRoute } from "./features/auth/LoginRoute.tsx";
import { loadRegisterRoute, RegisterRoute } from "./features/auth/RegisterRoute.tsx";
import { ResetPasswordRoute } from "./features/auth/ResetPasswordRoute.tsx";
import { FormListRoute, loadFormListRoute } from "./features/forms/FormListRoute.tsx";
import { HomeRoute, loadHomeRoute } from "./features/home/HomeRoute.tsx";
import { contentPageRoutes } from "./features/pages/contentRoutes.tsx";
import { loadPricingRoute, PricingRoute } from "./features/pages/PricingRoute.tsx";
import { BlogIndexRoute } from "./features/blog/BlogIndexRoute.tsx";
import { FavoriteTemplatesRoute, loadFavoriteTemplatesRoute } from "./features/templates/FavoriteTemplatesRoute.tsx";
import { loadMyTemplatesRoute, MyTemplatesRoute } from "./features/templates/MyTemplatesRoute.tsx";
import { loadTemplateGalleryRoute, TemplateGalleryRoute } from "./features/templates/TemplateGalleryRoute.tsx";
import { loadTemplateRoute, TemplateRoute } from "./features/templates/TemplateRoute.tsx";
import { loadTemplatesLayout, TemplatesLayout } from "./features/templates/TemplatesLayout.tsx";
import type { LocaleHandle } from "./i18n/localePath.ts";
import { DEFAULT_LOCALE, LOCALE_PREFIXES, localeOfPath } from "./i18n/locales.ts";
import { dashboardModules } from "./dashboardModules.ts";

/**
 * The one route table (paths without a locale prefix, SPEC.md §2). It is instantiated
 * once for the default language and once per entry of LOCALE_PREFIXES. Its paths come from
 * shared/appRoutes.ts, which the server uses to answer 404 for every other address.
 */
function pageRoutes(prefix: string): RouteObject[] {
  const signedInOnly = async ({ request }: { request: Request }) => {
    await requireSignedIn(prefix, request);
    return null;
  };
  return [
    { index: true, loader: loadHomeRoute, Component: HomeRoute },
    {
      path: routeSegment("/login"),
      loader: async ({ request }) => (await requireSignedOut(prefix, request), loadLoginRoute()),
      Component: LoginRoute,
    },
    {
      path: routeSegment("/register"),
      loader: async ({ request }) => (await requireSignedOut(prefix, request), loadRegisterRoute()),
      Component: RegisterRoute,
    },
    { path: routeSegment("/forgot-password"), Component: ForgotPasswordRoute },
    { path: routeSegment("/reset-password"), Component: ResetPasswordRoute },
    {
      path: routeSegment("/form"),
      loader: async ({ request }) => (await requireSignedIn(prefix, request), loadFormListRoute()),
      Component: FormListRoute,
    },
    // The heavy signed-in pages load on demand (and are prefetched: RootRoute).
    {
      path: routeSegment("/manage"),
      lazy: async () => {
        const { loadManageRoute, ManageRoute } = await dashboardModules.manage();
        return { loader: async ({ request }) => (await requireSignedIn(prefix, request), loadManageRoute()), Component: ManageRoute };
      },
    },
    {
      path: routeSegment("/form/:qrId/edit"),
      lazy: async () => {
        const { FormEditorRoute, loadFormEditorRoute } = await dashboardModules.editor();
        return { loader: async ({ params, request }) => (await requireSignedIn(prefix, request), loadFormEditorRoute(params.qrId!)), Component: FormEditorRoute };
      },
    },
    {
      path: routeSegment("/form/:qrId/submissions"),
      lazy: async () => {
        const { loadSubmissionsRoute, SubmissionsRoute } = await dashboardModules.submissions();
        return { loader: async ({ params, request }) => (await requireSignedIn(prefix, request), loadSubmissionsRoute(params.qrId!)), Component: SubmissionsRoute };
      },
    },
    {
      path: routeSegment("/setting/integration"),
      lazy: async () => {
        const { IntegrationRoute, loadIntegrationRoute } = await dashboardModules.integration();
        return { loader: async ({ request }) => (await requireSignedIn(prefix, request), loadIntegrationRoute()), Component: IntegrationRoute };
      },
    },
    {
      // The templates layout: the category menu beside each list of templates.
      path: routeSegment("/templates"),
      loader: loadTemplatesLayout,
      Component: TemplatesLayout,
      children: [
        { index: true, loader: ({ request }) => loadTemplateGalleryRoute(undefined, request.url), Component: TemplateGalleryRoute },
        {
          path: routeSegment("/templates/favorites", "/templates"),
          loader: async ({ request }) => (await requireSignedIn(prefix, request), loadFavoriteTemplatesRoute()),
          Component: FavoriteTemplatesRoute,
        },
        { path: routeSegment("/templates/mine", "/templates"), loader: loadMyTemplatesRoute, Component: MyTemplatesRoute },
        {
          path: routeSegment("/templates/:categorySlug", "/templates"),
          loader: ({ params, request }) => loadTemplateGalleryRoute(params.categorySlug, request.url),
          Component: TemplateGalleryRoute,
        },
      ],
    },
    { path: routeSegment("/template/:slug"), loader: ({ params }) => loadTemplateRoute(params.slug!), Component: TemplateRoute },
    { path: routeSegment("/pricing"), loader: loadPricingRoute, Component: PricingRoute },
    ...contentPageRoutes(),
    { path: routeSegment("/blog"), Component: BlogIndexRoute },
    {
      path: routeSegment("/blog/:articleSlug"),
      lazy: async () => {
        const { BlogArticleRoute, loadBlogArticleRoute } = await import("./features/blog/BlogArticleRoute.tsx");
        return { loader: ({ params }) => loadBlogArticleRoute(params.articleSlug), Component: BlogArticleRoute };
      },
    },
    // Not built yet, but already behind the guard: signed-out users go to /login.
    { path: "form/*", loader: signedInOnly, Component: NotFoundPage },
    { path: "setting/*", loader: signedInOnly, Component: NotFoundPage },
    { path: "*", Component: NotFoundPage },
  ];
}

function localeRoot(prefix: string): RouteObject {
  const handle: LocaleHandle = { localePrefix: prefix };
  return {
    id: prefix ? `root-${prefix}` : "root",
    path: prefix ? `/${prefix}` : "/",
    handle,
    loader: ({ request }) => {
      // The page speaks one language for its whole life (catalogue, Relay store): an in-app
      // link into another language's routes is a full navigation.
      if ((prefix || DEFAULT_LOCALE) !== localeOfPath(window.location.pathname)) {
        window.location.assign(request.url);
        return new Promise<never>(() => {});
      }
      return loadRootRoute();
    },
    // The session query stays current through the Relay store; no refetch per navigation.
    shouldRevalidate: () => false,
    Component: RootRoute,
    HydrateFallback: PageLoading,
    // Without the layout (its query failed) …
    errorElement: <ErrorPage />,
    // … and inside it, so a failing page keeps the header.
    children: [{ errorElement: <ErrorPage />, children: pageRoutes(prefix) }],
  };
}

export const routes: RouteObject[] = ["", ...LOCALE_PREFIXES].map(localeRoot);
