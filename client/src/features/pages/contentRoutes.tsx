import type { RouteObject } from "react-router";
import { routeSegment, type AppRoutePath } from "../../../../shared/appRoutes.ts";
import { LEGAL_PAGE_PATHS } from "../../../../shared/sitePaths.ts";
import { ContentPage } from "../content/ContentPage.tsx";
import type { TContentPage } from "../content/contentTypes.ts";

type TPageModule = () => Promise<{ page: TContentPage }>;

// Each page's text is its own chunk, loaded when the page is opened.
const legalPages: Record<(typeof LEGAL_PAGE_PATHS)[number], TPageModule> = {
  "/privacy-notice": () => import("../legal/privacyNotice.ts"),
  "/general-terms-and-conditions": () => import("../legal/generalTerms.ts"),
  "/children-personal-data-policy": () => import("../legal/childrenDataPolicy.ts"),
  "/specific-terms-of-use": () => import("../legal/specificTerms.ts"),
  "/notice-third-party-respondents": () => import("../legal/thirdPartyRespondents.ts"),
  "/lawful-bases": () => import("../legal/lawfulBases.ts"),
  "/sensitive-personal-data-policy": () => import("../legal/sensitiveDataPolicy.ts"),
  "/cookie-policy": () => import("../legal/cookiePolicy.ts"),
  "/cookie-declaration": () => import("../legal/cookieDeclaration.ts"),
};

function contentRoute(path: AppRoutePath, load: TPageModule, withContents: boolean): RouteObject {
  return {
    path: routeSegment(path),
    lazy: async () => {
      const { page } = await load();
      return { Component: () => <ContentPage page={page} withContents={withContents} /> };
    },
  };
}

/** The long-form pages of SPEC.md §2: the nine legal pages, cookie notice, about, FAQ and the guide. */
export function contentPageRoutes(): RouteObject[] {
  return [
    ...LEGAL_PAGE_PATHS.map((path) => contentRoute(path, legalPages[path], true)),
    contentRoute("/cookies-notice", () => import("../legal/cookiesNotice.ts"), false),
    contentRoute("/about", () => import("./aboutPage.ts"), false),
    contentRoute("/tiger-form-guide", () => import("./formGuidePage.ts"), true),
    {
      path: routeSegment("/faq"),
      lazy: async () => {
        const [{ faq }, { FaqRoute }] = await Promise.all([import("./faqPage.ts"), import("./FaqRoute.tsx")]);
        return { Component: () => <FaqRoute faq={faq} /> };
      },
    },
  ];
}
