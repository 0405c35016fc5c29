import { useEffect, useId, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay";
import { Link, useLocation, useNavigate } from "react-router";
import { Spinner } from "../../components/Spinner.tsx";
import { useToasts } from "../../components/Toasts.tsx";
import { useLocalizedPath } from "../../i18n/localePath.ts";
import type { UserMenu_viewer$key } from "./__generated__/UserMenu_viewer.graphql.ts";
import { useLogoutMutation } from "./mutations/useLogoutMutation.ts";
import { useSignOutEverywhereMutation } from "./mutations/useSignOutEverywhereMutation.ts";
import { errorMessage } from "./payloadFailure.ts";

/** The signed-in user's menu in the header: Manage Forms, Integrations, Logout and sign out everywhere. */
export function UserMenu({ viewer }: { viewer: UserMenu_viewer$key }) {
  const user = useFragment(
    graphql`
      fragment UserMenu_viewer on User {
        name
        email
      }
    `,
    viewer,
  );
  const intl = useIntl();
  const toasts = useToasts();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const location = useLocation();
  const [logout, loggingOut] = useLogoutMutation();
  const [signOutEverywhere, signingOutEverywhere] = useSignOutEverywhereMutation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const endSession = async (end: () => Promise<unknown>, done: string) => {
    try {
      // Leave the signed-in page first: once the store forgets the viewer, a page of the
      // signed-in area would send us to /login instead of home.
      await navigate(localized("/"));
      await end();
      toasts.success(done);
    } catch (error) {
      toasts.error(errorMessage(error));
    }
  };
  const onLogout = () =>
    endSession(
      () => logout({}),
      intl.formatMessage({ id: "auth.userMenu.loggedOut", defaultMessage: "Logout successful", description: "Toast after signing out" }),
    );
  const onSignOutEverywhere = () =>
    endSession(
      () => signOutEverywhere({}),
      intl.formatMessage({
        id: "auth.userMenu.signedOutEverywhere",
        defaultMessage: "Signed out on all devices",
        description: "Toast after ending every session of the account on every device",
      }),
    );

  const initial = user.name.trim().charAt(0).toUpperCase() || "?";

  return (
    <div className="user-menu" ref={rootRef}>
      <button type="button" className="user-menu-button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        <span className="avatar" aria-hidden="true">
          {initial}
        </span>
        <span className="user-menu-name">{user.name}</span>
        <span className="chevron" aria-hidden="true" />
      </button>
      <div id={panelId} className="user-menu-panel" hidden={!open}>
        <div className="user-menu-identity">
          <strong>{user.name}</strong>
          <span className="muted">{user.email}</span>
        </div>
        <ul>
          <li>
            <Link to={localized("/manage")} className="user-menu-item">
              <FormattedMessage id="auth.userMenu.manageForms" defaultMessage="Manage Forms" description="User menu link to the Manage Forms page" />
            </Link>
          </li>
          <li>
            <Link to={localized("/setting/integration")} className="user-menu-item">
              <FormattedMessage id="auth.userMenu.integrations" defaultMessage="Integrations" description="User menu link to the integration settings (API tokens)" />
            </Link>
          </li>
          <li>
            <button type="button" className="user-menu-item" onClick={() => void onLogout()} disabled={loggingOut}>
              {loggingOut && <Spinner />}
              <FormattedMessage id="auth.userMenu.logout" defaultMessage="Logout" description="User menu button that signs out" />
            </button>
          </li>
          <li>
            <button type="button" className="user-menu-item" onClick={() => void onSignOutEverywhere()} disabled={signingOutEverywhere}>
              {signingOutEverywhere && <Spinner />}
              <FormattedMessage
                id="auth.userMenu.signOutEverywhere"
                defaultMessage="Sign out on all devices"
                description="User menu button that ends every session of the account (every browser and device), this one included"
              />
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
