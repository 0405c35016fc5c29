import { Suspense, useEffect, useId, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useLazyLoadQuery } from "react-relay";
import { Link, useLocation } from "react-router";
import { Spinner } from "../../components/Spinner.tsx";
import { unlocalizedPath, useLocalizedPath } from "../../i18n/localePath.ts";
import type { TemplatesMenuQuery } from "./__generated__/TemplatesMenuQuery.graphql.ts";
import { templatePaths } from "./templatePaths.ts";
import "./templatesMenu.css";

/** Template routes, for the header link's active state. */
export function isTemplatesSection(pathname: string): boolean {
  const path = unlocalizedPath(pathname);
  return path === "/templates" || path.startsWith("/templates/") || path.startsWith("/template/");
}

/**
 * The header's Templates dropdown (SPEC.md §2): All Templates and the category groups with their
 * sub-pages, plus My Templates and My Favorites for a signed-in user. Its entries are loaded the
 * first time it opens, once, and stay.
 */
export function TemplatesMenu() {
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const active = isTemplatesSection(location.pathname);

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  return (
    <div className="templates-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={active ? "nav-link templates-menu-button active" : "nav-link templates-menu-button"}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen((value) => !value);
          setEverOpened(true);
        }}
      >
        <FormattedMessage id="templates.templatesMenu.label" defaultMessage="Templates" description="Header menu button of the template library" />
        <span className="chevron" aria-hidden="true" />
      </button>
      {everOpened && (
        <div id={panelId} className="templates-menu-panel" hidden={!open}>
          <Suspense
            fallback={
              <div className="templates-menu-loading">
                <Spinner />
              </div>
            }
          >
            <TemplatesMenuEntries />
          </Suspense>
        </div>
      )}
    </div>
  );
}

function TemplatesMenuEntries() {
  const { templateCategories, viewer } = useLazyLoadQuery<TemplatesMenuQuery>(
    graphql`
      query TemplatesMenuQuery {
        viewer {
          id
        }
        templateCategories {
          id
          slug
          name
          parent {
            id
          }
        }
      }
    `,
    {},
    { fetchPolicy: "store-or-network" },
  );
  const intl = useIntl();
  const localized = useLocalizedPath();
  const groups = templateCategories.filter((c) => !c.parent);
  return (
    <nav aria-label={intl.formatMessage({ id: "templates.templatesMenu.nav", defaultMessage: "Templates", description: "Accessible name of the header's template menu" })}>
      <ul className="templates-menu-top">
        <li>
          <Link className="templates-menu-item templates-menu-strong" to={localized(templatePaths.gallery)}>
            <FormattedMessage id="templates.templatesMenu.all" defaultMessage="All Templates" description="Template menu entry showing every template" />
          </Link>
        </li>
        {viewer && (
          <>
            <li>
              <Link className="templates-menu-item" to={localized(templatePaths.mine)}>
                <FormattedMessage id="templates.templatesMenu.mine" defaultMessage="My Templates" description="Template menu entry of the user's own templates" />
              </Link>
            </li>
            <li>
              <Link className="templates-menu-item" to={localized(templatePaths.favorites)}>
                <FormattedMessage id="templates.templatesMenu.favorites" defaultMessage="My Favorites" description="Template menu entry of the user's favorite templates" />
              </Link>
            </li>
          </>
        )}
      </ul>
      <ul className="templates-menu-groups">
        {groups.map((group) => (
          <li key={group.id}>
            <Link className="templates-menu-item templates-menu-group" to={localized(templatePaths.category(group.slug))}>
              {group.name}
            </Link>
            <ul className="templates-menu-subs">
              {templateCategories
                .filter((c) => c.parent?.id === group.id)
                .map((sub) => (
                  <li key={sub.id}>
                    <Link className="templates-menu-item templates-menu-sub" to={localized(templatePaths.category(sub.slug))}>
                      {sub.name}
                    </Link>
                  </li>
                ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}
