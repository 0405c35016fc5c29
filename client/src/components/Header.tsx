import { useEffect, useId, useState, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, NavLink, useLocation, useNavigate } from "react-router";
import { isFormBuilderOpen, resetFormBuilder } from "../features/editor/formBuilderSession.ts";
import { LanguageSelector } from "../features/i18n/LanguageSelector.tsx";
import { TemplatesMenu } from "../features/templates/TemplatesMenu.tsx";
import { unlocalizedPath, useLocalizedPath } from "../i18n/localePath.ts";
import { BrandLogo } from "./BrandLogo.tsx";

/** SPEC.md §2: Forms is also active on the settings, manage, form-edit and submissions pages. */
export function isFormsSection(pathname: string): boolean {
  const path = unlocalizedPath(pathname);
  return (
    path === "/form" ||
    path.startsWith("/form/") ||
    path === "/manage" ||
    path === "/setting" ||
    path.startsWith("/setting/")
  );
}

interface HeaderProps {
  /** Login/Register buttons or the user menu. */
  account: ReactNode;
}

/** Sticky top bar; below 1023 px the navigation collapses behind a menu button. */
export function Header({ account }: HeaderProps) {
  const intl = useIntl();
  const localized = useLocalizedPath();
  const location = useLocation();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();

  // A navigation closes the mobile menu.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setMenuOpen(false);
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const formsActive = isFormsSection(location.pathname);

  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <Link to={localized("/")} className="brand">
          <BrandLogo />
          <span className="brand-name">FormQR</span>
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="menu-toggle-bars" aria-hidden="true" />
          <span className="visually-hidden">
            {menuOpen
              ? intl.formatMessage({
                  id: "components.header.closeMenu",
                  defaultMessage: "Close menu",
                  description: "Accessible label of the header's mobile menu button while the menu is open",
                })
              : intl.formatMessage({
                  id: "components.header.openMenu",
                  defaultMessage: "Open menu",
                  description: "Accessible label of the header's mobile menu button while the menu is closed",
                })}
          </span>
        </button>
        <div id={navId} className={menuOpen ? "site-nav site-nav-open" : "site-nav"}>
          <nav
            className="site-nav-links"
            aria-label={intl.formatMessage({
              id: "components.header.mainNavigation",
              defaultMessage: "Main",
              description: "Accessible name of the header's main navigation landmark",
            })}
          >
            <Link
              to={localized("/form")}
              className={formsActive ? "nav-link active" : "nav-link"}
              aria-current={formsActive ? "page" : undefined}
              onClick={(event) => {
                // SPEC.md §2: Forms resets the form builder (its pending save is sent first).
                if (!isFormBuilderOpen() || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                void resetFormBuilder().then((leave) => leave && navigate(localized("/form")));
              }}
            >
              <FormattedMessage id="components.header.forms" defaultMessage="Forms" description="Header link to the user's form list" />
            </Link>
            <TemplatesMenu />
            {/* SPEC.md §2: the blog opens in a new tab. */}
            <a href={localized("/blog")} target="_blank" rel="noopener" className="nav-link">
              <FormattedMessage id="components.header.blog" defaultMessage="Blog" description="Header link to the blog (opens in a new tab)" />
              <span className="visually-hidden">
                <FormattedMessage id="components.header.newTab" defaultMessage="(opens in a new tab)" description="Read by screen readers after a link that opens a new tab" />
              </span>
            </a>
            <NavLink to={localized("/pricing")} className={({ isActive }) => (isActive ? "nav-link active" : "nav-link")}>
              <FormattedMessage id="components.header.pricing" defaultMessage="Pricing" description="Header link to the pricing page" />
            </NavLink>
            <NavLink to={localized("/faq")} className={({ isActive }) => (isActive ? "nav-link active" : "nav-link")}>
              <FormattedMessage id="components.header.faq" defaultMessage="FAQ" description="Header link to the frequently asked questions" />
            </NavLink>
          </nav>
          <div className="site-nav-account">
            <LanguageSelector />
            {account}
          </div>
        </div>
      </div>
    </header>
  );
}
