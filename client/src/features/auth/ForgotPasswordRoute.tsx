import { useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { AuthCard } from "../../components/AuthCard.tsx";
import { Button } from "../../components/Button.tsx";
import { TextField } from "../../components/TextField.tsx";
import { useToasts } from "../../components/Toasts.tsx";
import { useLocalizedPath } from "../../i18n/localePath.ts";
import { invalidDataMessage } from "./invalidDataMessage.ts";
import { useRequestPasswordResetMutation } from "./mutations/useRequestPasswordResetMutation.ts";
import { payloadFailure, type Failure } from "./payloadFailure.ts";

export function ForgotPasswordRoute() {
  const intl = useIntl();
  const toasts = useToasts();
  const localized = useLocalizedPath();
  const [requestReset, submitting] = useRequestPasswordResetMutation();
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Failure["fieldErrors"]>({});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFieldErrors({});
    try {
      const { requestPasswordReset: payload } = await requestReset({ input: { email } });
      switch (payload.__typename) {
        case "Done":
          // The same answer for every address: the page never tells who has an account.
          setSentTo(email.trim());
          return;
        case "ValidationError": {
          const failure = payloadFailure(payload);
          setFieldErrors(failure.fieldErrors);
          toasts.error(failure.message);
          return;
        }
        default:
          toasts.error(intl.formatMessage(invalidDataMessage));
      }
    } catch {
      toasts.error(intl.formatMessage(invalidDataMessage));
    }
  };

  const backToLogin = (
    <Link to={localized("/login")}>
      <FormattedMessage id="auth.forgotPasswordRoute.backToLogin" defaultMessage="Back to sign in" description="Link from the forgot-password page to sign-in" />
    </Link>
  );
  const title = intl.formatMessage({ id: "auth.forgotPasswordRoute.title", defaultMessage: "Forgot password", description: "Title of the forgot-password page" });

  if (sentTo !== null) {
    return (
      <AuthCard title={title} footer={backToLogin}>
        <div className="notice notice-success" role="status">
          <h2>
            <FormattedMessage id="auth.forgotPasswordRoute.sentHeading" defaultMessage="Check your inbox" description="Heading after a reset link was requested" />
          </h2>
          <p>
            <FormattedMessage
              id="auth.forgotPasswordRoute.sentBody"
              defaultMessage="If an account exists for {email}, we have sent it a link to reset your password."
              description="Text after a reset link was requested; {email} is the address entered"
              values={{ email: <strong>{sentTo}</strong> }}
            />
          </p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={title}
      subtitle={
        <FormattedMessage
          id="auth.forgotPasswordRoute.subtitle"
          defaultMessage="Enter the email address of your account and we will send you a link to choose a new password."
          description="Text under the forgot-password page title"
        />
      }
      footer={backToLogin}
    >
      <form className="form-stack" onSubmit={(e) => void onSubmit(e)} noValidate>
        <TextField
          label={<FormattedMessage id="auth.forgotPasswordRoute.email" defaultMessage="Email" description="Label of the e-mail input" />}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldErrors.email}
        />
        <Button type="submit" block busy={submitting}>
          <FormattedMessage id="auth.forgotPasswordRoute.submit" defaultMessage="Send reset link" description="Submit button of the forgot-password form" />
        </Button>
      </form>
    </AuthCard>
  );
}
