import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { useLocalizedPath } from "../../i18n/localePath.ts";

/** Header actions for visitors: Login and Register (SPEC.md §2). */
export function SignedOutActions() {
  const intl = useIntl();
  const localized = useLocalizedPath();
  return (
    <div className="header-actions">
      <Link
        to={localized("/login")}
        className="btn btn-ghost"
        title={intl.formatMessage({
          id: "auth.signedOutActions.loginTitle",
          defaultMessage: "Sign in to your account",
          description: "Tooltip of the header's Login button",
        })}
      >
        <FormattedMessage id="auth.signedOutActions.login" defaultMessage="Login" description="Header button to the sign-in page" />
      </Link>
      <Link
        to={localized("/register")}
        className="btn btn-primary"
        title={intl.formatMessage({
          id: "auth.signedOutActions.registerTitle",
          defaultMessage: "Sign up for free now",
          description: "Tooltip of the header's Register button",
        })}
      >
        <FormattedMessage id="auth.signedOutActions.register" defaultMessage="Register" description="Header button to the sign-up page" />
      </Link>
    </div>
  );
}
