import { useEffect, useId, useState } from "react";
import { FormattedMessage, FormattedNumber, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay";
import { NavLink, useLocation, useParams } from "react-router";
import { unlocalizedPath, useLocalizedPath } from "../../i18n/localePath.ts";
import type { CategoryNav_query$key } from "./__generated__/CategoryNav_query.graphql.ts";
import { templatePaths } from "./templatePaths.ts";

interface CategoryNavProps {
  query: CategoryNav_query$key;
  signedIn: boolean;
  /** Phones: the menu folds behind a button naming the current category. */
  folded: boolean;
}

/** The category tree of the template library: groups with counts; the open group shows its sub-categories. */
export function CategoryNav({ query, signedIn, folded }: CategoryNavProps) {
  const { templateCategories } = useFragment(
    graphql`
      fragment CategoryNav_query on Query {
        templateCategories {
          id
          slug
          name
          templateCount
          parent {
            id
          }
        }
      }
    `,
    query,
  );
  const intl = useIntl();
  const localized = useLocalizedPath();
  const { categorySlug } = useParams();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  useEffect(() => setOpen(false), [location.pathname]);

  const groups = templateCategories.filter((c) => !c.parent);
  const current = templateCategories.find((c) => c.slug === categorySlug);
  const openGroupId = current ? (current.parent?.id ?? current.id) : null;
  const total = groups.reduce((sum, group) => sum + group.templateCount, 0);
  const path = unlocalizedPath(location.pathname);
  const label = intl.formatMessage({ id: "templates.categoryNav.label", defaultMessage: "Template categories", description: "Accessible name of the template category menu" });
  const allLabel = intl.formatMessage({ id: "templates.categoryNav.all", defaultMessage: "All templates", description: "Menu entry showing every template" });
  const currentLabel =
    current?.name ??
    (path === templatePaths.favorites
      ? intl.formatMessage({ id: "templates.categoryNav.favorites", defaultMessage: "My favorites", description: "Menu entry of the user's favorite templates" })
      : path === templatePaths.mine
        ? intl.formatMessage({ id: "templates.categoryNav.mine", defaultMessage: "My templates", description: "Menu entry of the user's own templates" })
        : allLabel);

  const item = (to: string, text: string, count: number | null, extraClass = "") => (
    <NavLink to={localized(to)} end className={({ isActive }) => ["category-link", extraClass, isActive && "active"].filter(Boolean).join(" ")}>
      <span className="category-name">{text}</span>
      {count !== null && (
        <span className="category-count">
          <FormattedNumber value={count} />
        </span>
      )}
    </NavLink>
  );

  const list = (
    <ul id={listId} className="category-list">
      <li>{item(templatePaths.gallery, allLabel, total)}</li>
      {signedIn && (
        <>
          <li>
            {item(
              templatePaths.mine,
              intl.formatMessage({ id: "templates.categoryNav.mine", defaultMessage: "My templates", description: "Menu entry of the user's own templates" }),
              null,
            )}
          </li>
          <li className="category-list-separated">
            {item(
              templatePaths.favorites,
              intl.formatMessage({ id: "templates.categoryNav.favorites", defaultMessage: "My favorites", description: "Menu entry of the user's favorite templates" }),
              null,
            )}
          </li>
        </>
      )}
      {groups.map((group) => (
        <li key={group.id}>
          {item(templatePaths.category(group.slug), group.name, group.templateCount)}
          {group.id === openGroupId && (
            <ul className="category-sublist">
              {templateCategories
                .filter((c) => c.parent?.id === group.id)
                .map((sub) => (
                  <li key={sub.id}>{item(templatePaths.category(sub.slug), sub.name, sub.templateCount, "category-link-sub")}</li>
                ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );

  if (!folded) {
    return (
      <nav className="category-nav" aria-label={label}>
        {/* A caption, not a heading: the menu comes before the page's h1 (the nav landmark names it). */}
        <p className="category-nav-heading">
          <FormattedMessage id="templates.categoryNav.heading" defaultMessage="Categories" description="Heading of the template category menu" />
        </p>
        {list}
      </nav>
    );
  }
  return (
    <nav className="category-nav category-nav-folded" aria-label={label}>
      <button type="button" className="category-nav-toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((value) => !value)}>
        <span className="category-nav-toggle-label">
          <FormattedMessage id="templates.categoryNav.current" defaultMessage="Category:" description="Label before the current category on the folded (phone) category menu" />
        </span>
        <span className="category-nav-toggle-value">{currentLabel}</span>
        <span className="chevron" aria-hidden="true" />
      </button>
      {open && list}
    </nav>
  );
}
