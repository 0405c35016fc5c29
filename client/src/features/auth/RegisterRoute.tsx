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
import type { RegisterRouteQuery } from "./__generated__/RegisterRouteQuery.graphql.ts";
import { GoogleSignInButton } from "./GoogleSignInButton.tsx";
import { useRegisterMutation } from "./mutations/useRegisterMutation.ts";
import { PASSWORD_MIN_LENGTH } from "../../../../shared/passwordRules.ts";
import { errorMessage, payloadFailure, type Failure } from "./payloadFailure.ts";
import { useCompleteSignIn, useWithNext } from "./useCompleteSignIn.ts";

const query = graphql`
  query RegisterRouteQuery {
    signInOptions {
      ...GoogleSignInButton_signInOptions
    }
  }
`;

export function loadRegisterRoute() {
  return preloadRouteQuery<RegisterRouteQuery>(query, {});
}

export function RegisterRoute() {
  const data = usePreloadedRouteQuery<RegisterRouteQuery>(query);
  const intl = useIntl();
  const toasts = useToasts();
  const localized = useLocalizedPath();
  const completeSignIn = useCompleteSignIn();
  const withNext = useWithNext();
  const [register, submitting] = useRegisterMutation();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [fieldErrors, setFieldErrors] = useState<Failure["fieldErrors"]>({});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFieldErrors({});
    try {
      const { register: payload } = await register({ input: { name, email, password } });
      if (payload.viewer) {
        completeSignIn(
          intl.formatMessage(
            { id: "auth.registerRoute.success", defaultMessage: "Welcome to FormQR, {name}! Your account is ready.", description: "Toast after a successful sign-up" },
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
      title={intl.formatMessage({ id: "auth.registerRoute.title", defaultMessage: "Register", description: "Title of the sign-up page" })}
      subtitle={
        <FormattedMessage
          id="auth.registerRoute.subtitle"
          defaultMessage="Create your free account and build forms with styled QR codes."
          description="Text under the sign-up page title"
        />
      }
      footer={
        <FormattedMessage
          id="auth.registerRoute.haveAccount"
          defaultMessage="Already have an account? {link}"
          description="Line under the sign-up card; {link} is a link to the sign-in page"
          values={{
            link: (
              <Link to={withNext(localized("/login"))}>
                <FormattedMessage id="auth.registerRoute.loginLink" defaultMessage="Sign in" description="Link from sign-up to sign-in" />
              </Link>
            ),
          }}
        />
      }
    >
      <GoogleSignInButton signInOptions={data.signInOptions} />
      <form className="form-stack" onSubmit={(e) => void onSubmit(e)} noValidate>
        <TextField
          label={<FormattedMessage id="auth.registerRoute.name" defaultMessage="Name" description="Label of the name input" />}
          name="name"
          autoComplete="name"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={fieldErrors.name}
        />
        <TextField
          label={<FormattedMessage id="auth.registerRoute.email" defaultMessage="Email" description="Label of the e-mail input" />}
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
          label={<FormattedMessage id="auth.registerRoute.password" defaultMessage="Password" description="Label of the password input" />}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldErrors.password}
          hint={
            <FormattedMessage
              id="auth.registerRoute.passwordHint"
              defaultMessage="At least {count} characters."
              description="Hint under the password input; {count} is the minimum length"
              values={{ count: PASSWORD_MIN_LENGTH }}
            />
          }
        />
        <Button type="submit" block busy={submitting}>
          <FormattedMessage id="auth.registerRoute.submit" defaultMessage="Create account" description="Submit button of the sign-up form" />
        </Button>
      </form>
    </AuthCard>
  );
}
