import { useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useSearchParams } from "react-router";
import { AuthCard } from "../../components/AuthCard.tsx";
import { Button } from "../../components/Button.tsx";
import { TextField } from "../../components/TextField.tsx";
import { useToasts } from "../../components/Toasts.tsx";
import { useLocalizedPath } from "../../i18n/localePath.ts";
import { invalidDataMessage } from "./invalidDataMessage.ts";
import { useResetPasswordMutation } from "./mutations/useResetPasswordMutation.ts";
import { PASSWORD_MIN_LENGTH } from "../../../../shared/passwordRules.ts";
import { payloadFailure, type Failure } from "./payloadFailure.ts";
import { useCompleteSignIn } from "./useCompleteSignIn.ts";

/** Reached from the e-mailed link /reset-password?token=… */
export function ResetPasswordRoute() {
  const intl = useIntl();
  const toasts = useToasts();
  const localized = useLocalizedPath();
  const completeSignIn = useCompleteSignIn();
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const [resetPassword, submitting] = useResetPasswordMutation();
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [fieldErrors, setFieldErrors] = useState<Failure["fieldErrors"]>({});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFieldErrors({});
    try {
      const { resetPassword: payload } = await resetPassword({ input: { token, password, confirmPassword } });
      switch (payload.__typename) {
        case "AuthSuccess":
          completeSignIn(
            intl.formatMessage({
              id: "auth.resetPasswordRoute.success",
              defaultMessage: "Your password has been changed. You are now signed in.",
              description: "Toast after the password was reset",
            }),
          );
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

  const title = intl.formatMessage({ id: "auth.resetPasswordRoute.title", defaultMessage: "Reset password", description: "Title of the reset-password page" });
  const requestNewLink = (
    <Link to={localized("/forgot-password")}>
      <FormattedMessage id="auth.resetPasswordRoute.requestNewLink" defaultMessage="Request a new link" description="Link to the forgot-password page" />
    </Link>
  );

  if (!token) {
    return (
      <AuthCard title={title} footer={requestNewLink}>
        <div className="notice notice-error" role="alert">
          <p>
            <FormattedMessage
              id="auth.resetPasswordRoute.missingToken"
              defaultMessage="This reset link is incomplete. Please open the link from your email again, or request a new one."
              description="Shown when /reset-password is opened without a token"
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
        <FormattedMessage id="auth.resetPasswordRoute.subtitle" defaultMessage="Choose a new password for your account." description="Text under the reset-password page title" />
      }
      footer={fieldErrors.token ? requestNewLink : undefined}
    >
      <form className="form-stack" onSubmit={(e) => void onSubmit(e)} noValidate>
        {fieldErrors.token && (
          <div className="notice notice-error" role="alert">
            <p>{fieldErrors.token}</p>
          </div>
        )}
        <TextField
          label={<FormattedMessage id="auth.resetPasswordRoute.password" defaultMessage="New password" description="Label of the new password input" />}
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
              id="auth.resetPasswordRoute.passwordHint"
              defaultMessage="At least {count} characters."
              description="Hint under the new password input; {count} is the minimum length"
              values={{ count: PASSWORD_MIN_LENGTH }}
            />
          }
        />
        <TextField
          label={<FormattedMessage id="auth.resetPasswordRoute.confirmPassword" defaultMessage="Confirm new password" description="Label of the repeat-password input" />}
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={confirmPassword}
          onChange={(e) => setConfirmPassword(e.target.value)}
          error={fieldErrors.confirmPassword}
        />
        <Button type="submit" block busy={submitting}>
          <FormattedMessage id="auth.resetPasswordRoute.submit" defaultMessage="Save new password" description="Submit button of the reset-password form" />
        </Button>
      </form>
    </AuthCard>
  );
}
