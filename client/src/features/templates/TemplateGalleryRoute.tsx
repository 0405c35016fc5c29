import { useEffect, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, usePaginationFragment } from "react-relay";
import { Link, useSearchParams } from "react-router";
import { LoadMore } from "../../components/LoadMore.tsx";
import { NotFoundPage } from "../../components/NotFoundPage.tsx";
import { PageTitle } from "../../components/PageTitle.tsx";
import { useLocalizedPath } from "../../i18n/localePath.ts";
import { preloadRouteQuery } from "../../relay/preloadRouteQuery.ts";
import { usePreloadedRouteQuery } from "../../relay/usePreloadedRouteQuery.ts";
import type { TemplateGallery_query$key } from "./__generated__/TemplateGallery_query.graphql.ts";
import type { TemplateGalleryPaginationQuery } from "./__generated__/TemplateGalleryPaginationQuery.graphql.ts";
import type { TemplateGalleryRouteQuery } from "./__generated__/TemplateGalleryRouteQuery.graphql.ts";
import { TemplateCard } from "./TemplateCard.tsx";
import { TemplateGrid } from "./TemplateGrid.tsx";
import { templatePaths } from "./templatePaths.ts";

export const TEMPLATE_PAGE_SIZE = 24;
const SEARCH_DEBOUNCE_MS = 300;

const query = graphql`
  query TemplateGalleryRouteQuery($category: String, $categorySlug: String!, $hasCategory: Boolean!, $search: String, $count: Int!) {
    viewer {
      id
    }
    templateCategory(slug: $categorySlug) @include(if: $hasCategory) {
      name
      slug
      templateCount
      parent {
        slug
        name
      }
    }
    ...TemplateGallery_query @arguments(category: $category, search: $search, count: $count)
  }
`;

/** /templates and /templates/:categorySlug, with the search (?q=) in the address. */
export function loadTemplateGalleryRoute(categorySlug: string | undefined, url: string) {
  const search = new URL(url).searchParams.get("q")?.trim() || null;
  return preloadRouteQuery<TemplateGalleryRouteQuery>(query, {
    category: categorySlug ?? null,
    categorySlug: categorySlug ?? "",
    hasCategory: Boolean(categorySlug),
    search,
    count: TEMPLATE_PAGE_SIZE,
  });
}

/** The template gallery: all templates or one category's, searchable, newest first, paged as you scroll. */
export function TemplateGalleryRoute() {
  const data = usePreloadedRouteQuery<TemplateGalleryRouteQuery>(query);
  const intl = useIntl();
  const localized = useLocalizedPath();
  const [searchParams, setSearchParams] = useSearchParams();
  const [searchText, setSearchText] = useState(searchParams.get("q") ?? "");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // SPEC.md §8: a category that does not exist is a 404.
  if (data.templateCategory === null) return <NotFoundPage />;
  const category = data.templateCategory;

  const onSearch = (text: string) => {
    setSearchText(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const next = new URLSearchParams(searchParams);
      if (text.trim()) next.set("q", text.trim());
      else next.delete("q");
      setSearchParams(next, { replace: true, preventScrollReset: true });
    }, SEARCH_DEBOUNCE_MS);
  };

  const heading =
    category?.name ??
    intl.formatMessage({ id: "templates.galleryRoute.heading", defaultMessage: "Form templates", description: "Heading of the template gallery (all categories)" });
  return (
    <div className="templates-page">
      <PageTitle title={heading} />
      <header className="templates-header">
        {category?.parent && (
          <p className="breadcrumb">
            <Link to={localized(templatePaths.category(category.parent.slug))}>{category.parent.name}</Link>
          </p>
        )}
        <h1>{heading}</h1>
        <p className="muted">
          {category ? (
            <FormattedMessage
              id="templates.galleryRoute.categoryIntro"
              defaultMessage="{count, plural, one {# ready-made template} other {# ready-made templates}}. Open one to try it, then use it to start your own form."
              description="Text under a template category's heading"
              values={{ count: category.templateCount }}
            />
          ) : (
            <FormattedMessage
              id="templates.galleryRoute.intro"
              defaultMessage="Start from a ready-made form: open a template to try it as your respondents will, then use it and make it yours in the editor."
              description="Text under the template gallery's heading"
            />
          )}
        </p>
        <div className="templates-search">
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth={2} />
            <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
          </svg>
          <input
            type="search"
            className="input"
            value={searchText}
            onChange={(event) => onSearch(event.target.value)}
            aria-label={intl.formatMessage({ id: "templates.galleryRoute.searchLabel", defaultMessage: "Search templates", description: "Accessible name of the template search box" })}
            placeholder={intl.formatMessage({
              id: "templates.galleryRoute.searchPlaceholder",
              defaultMessage: "Search templates, e.g. job application",
              description: "Placeholder of the template search box",
            })}
          />
        </div>
      </header>
      <TemplateGallery query={data} signedIn={Boolean(data.viewer)} searching={Boolean(searchParams.get("q"))} onClearSearch={() => onSearch("")} />
    </div>
  );
}

interface TemplateGalleryProps {
  query: TemplateGallery_query$key;
  signedIn: boolean;
  searching: boolean;
  onClearSearch: () => void;
}

function TemplateGallery({ query: queryRef, signedIn, searching, onClearSearch }: TemplateGalleryProps) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<TemplateGalleryPaginationQuery, TemplateGallery_query$key>(
    graphql`
      fragment TemplateGallery_query on Query
      @refetchable(queryName: "TemplateGalleryPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 24 }, cursor: { type: "String" }, category: { type: "String" }, search: { type: "String" }) {
        templates(first: $count, after: $cursor, category: $category, search: $search) @connection(key: "TemplateGallery_templates") {
          totalCount
          edges {
            node {
              id
              ...TemplateCard_template
            }
          }
        }
      }
    `,
    queryRef,
  );
  const edges = data.templates.edges;
  return (
    <>
      <p className="templates-count muted" role="status">
        {searching ? (
          <FormattedMessage
            id="templates.gallery.matches"
            defaultMessage="{count, plural, =0 {No template matches your search.} one {# template matches your search.} other {# templates match your search.}}"
            description="Result count of a template search"
            values={{ count: data.templates.totalCount }}
          />
        ) : (
          <FormattedMessage
            id="templates.gallery.count"
            defaultMessage="{count, plural, one {# template} other {# templates}}"
            description="How many templates the gallery shows"
            values={{ count: data.templates.totalCount }}
          />
        )}
      </p>
      {edges.length === 0 && searching ? (
        <div className="card empty-state">
          <h2>
            <FormattedMessage id="templates.gallery.noMatchTitle" defaultMessage="Nothing found" description="Heading when a template search finds nothing" />
          </h2>
          <p className="muted">
            <FormattedMessage
              id="templates.gallery.noMatchBody"
              defaultMessage="Try other words, a broader category, or start from a blank form."
              description="Advice when a template search finds nothing"
            />
          </p>
          <button type="button" className="btn btn-secondary" onClick={onClearSearch}>
            <FormattedMessage id="templates.gallery.clearSearch" defaultMessage="Clear search" description="Button that empties the template search" />
          </button>
        </div>
      ) : (
        <TemplateGrid>
          {edges.map((edge) => (
            <TemplateCard key={edge.node.id} template={edge.node} signedIn={signedIn} />
          ))}
        </TemplateGrid>
      )}
      <LoadMore hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(TEMPLATE_PAGE_SIZE)} />
    </>
  );
}
