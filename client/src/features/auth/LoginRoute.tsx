import { useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "react-relay";
import { Link } from "react-router";
import { AuthCard } from "../../components/AuthCard.tsx";
import { Button } from "../../components/Button.tsx";
import { TextField } from "../../components/TextField.tsx";
import { useToasts } from "../../components/Toasts.tsx";
import { useLocalizedPath } from "../../i18n/localePath.ts";
import { preloadRouteQuery } from "../../relay/preloadRouteQuery.ts";
import { usePreloadedRouteQuery } from "../../relay/usePreloadedRouteQuery.ts";
import type { LoginRouteQuery } from "./__generated__/LoginRouteQuery.graphql.ts";
import { GoogleSignInButton } from "./GoogleSignInButton.tsx";
import { useLoginMutation } from "./mutations/useLoginMutation.ts";
import { errorMessage, payloadFailure, type Failure } from "./payloadFailure.ts";
import { useCompleteSignIn, useWithNext } from "./useCompleteSignIn.ts";

const query = graphql`
  query LoginRouteQuery {
    signInOptions {
      ...GoogleSignInButton_signInOptions
    }
  }
`;

export function loadLoginRoute() {
  return preloadRouteQuery<LoginRouteQuery>(query, {});
}

export function LoginRoute() {
  const data = usePreloadedRouteQuery<LoginRouteQuery>(query);
  const intl = useIntl();
  const toasts = useToasts();
  const localized = useLocalizedPath();
  const completeSignIn = useCompleteSignIn();
  const withNext = useWithNext();
  const [login, submitting] = useLoginMutation();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [fieldErrors, setFieldErrors] = useState<Failure["fieldErrors"]>({});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFieldErrors({});
    try {
      const { login: payload } = await login({ input: { email, password } });
      if (payload.viewer) {
        completeSignIn(
          intl.formatMessage(
            { id: "auth.loginRoute.success", defaultMessage: "Welcome back, {name}!", description: "Toast after a successful sign-in" },
            { name: payload.viewer.name },
          ),
        );
        return;
      }
      const failure = payloadFailure(payload);
      setFieldErrors(failure.fieldErrors);
      toasts.error(failure.message);
    } catch (error) {
      toasts.error(errorMessage(error));
    }
  };

  return (
    <AuthCard
      title={intl.formatMessage({ id: "auth.loginRoute.title", defaultMessage: "Login", description: "Title of the sign-in page" })}
      subtitle={
        <FormattedMessage
          id="auth.loginRoute.subtitle"
          defaultMessage="Welcome back! Sign in to manage your forms and QR codes."
          description="Text under the sign-in page title"
        />
      }
      footer={
        <FormattedMessage
          id="auth.loginRoute.noAccount"
          defaultMessage="New to FormQR? {link}"
          description="Line under the sign-in card; {link} is a link to the sign-up page"
          values={{
            link: (
              <Link to={withNext(localized("/register"))}>
                <FormattedMessage id="auth.loginRoute.registerLink" defaultMessage="Create a free account" description="Link from sign-in to sign-up" />
              </Link>
            ),
          }}
        />
      }
    >
      <GoogleSignInButton signInOptions={data.signInOptions} />
      <form className="form-stack" onSubmit={(e) => void onSubmit(e)} noValidate>
        <TextField
          label={<FormattedMessage id="auth.loginRoute.email" defaultMessage="Email" description="Label of the e-mail input" />}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldErrors.email}
        />
        <TextField
          label={<FormattedMessage id="auth.loginRoute.password" defaultMessage="Password" description="Label of the password input" />}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldErrors.password}
        />
        <div className="form-row-end">
          <Link to={localized("/forgot-password")} className="text-link">
            <FormattedMessage id="auth.loginRoute.forgotPassword" defaultMessage="Forgot your password?" description="Link to the forgot-password page" />
          </Link>
        </div>
        <Button type="submit" block busy={submitting}>
          <FormattedMessage id="auth.loginRoute.submit" defaultMessage="Sign in" description="Submit button of the sign-in form" />
        </Button>
      </form>
    </AuthCard>
  );
}
