import { useId, useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { checkNewsletterEmail } from "../../../../shared/newsletter/newsletterEmail.ts";
import { useGlobalLoading } from "../../components/GlobalLoading.tsx";
import { useSubscribeNewsletterMutation } from "./mutations/useSubscribeNewsletterMutation.ts";

/**
 * The footer's newsletter sign-up (SPEC.md §5, §7, §8): an empty box does nothing, a bad address
 * says so; otherwise the request runs under the global loading flag and the confirmation shows
 * whatever the outcome (the response is not read).
 */
export function NewsletterSignup() {
  const intl = useIntl();
  const { track } = useGlobalLoading();
  const [subscribe] = useSubscribeNewsletterMutation();
  const [email, setEmail] = useState("");
  const [state, setState] = useState<"idle" | "invalid" | "done">("idle");
  const inputId = useId();
  const messageId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkNewsletterEmail(email);
    if (check.kind === "empty") return;
    if (check.kind === "invalid") {
      setState("invalid");
      return;
    }
    await track(subscribe({ input: { email: check.email } }).catch(() => undefined));
    setEmail("");
    setState("done");
  };

  return (
    <form className="newsletter" noValidate onSubmit={(event) => void submit(event)}>
      <label htmlFor={inputId} className="footer-heading">
        <FormattedMessage id="newsletter.newsletterSignup.heading" defaultMessage="Get form tips by e-mail" description="Heading (label) of the footer newsletter sign-up" />
      </label>
      <p className="footer-muted">
        <FormattedMessage
          id="newsletter.newsletterSignup.body"
          defaultMessage="One short e-mail a month with templates, QR code ideas and new features. Unsubscribe any time."
          description="Text under the newsletter heading"
        />
      </p>
      <div className="newsletter-row">
        <input
          id={inputId}
          type="email"
          className={state === "invalid" ? "input field-invalid" : "input"}
          value={email}
          autoComplete="email"
          placeholder={intl.formatMessage({ id: "newsletter.newsletterSignup.placeholder", defaultMessage: "you@example.com", description: "Placeholder of the newsletter e-mail box" })}
          aria-invalid={state === "invalid" || undefined}
          aria-describedby={state === "idle" ? undefined : messageId}
          onChange={(event) => {
            setEmail(event.target.value);
            if (state !== "idle") setState("idle");
          }}
        />
        <button type="submit" className="btn btn-primary">
          <FormattedMessage id="newsletter.newsletterSignup.submit" defaultMessage="Subscribe" description="Newsletter sign-up button" />
        </button>
      </div>
      <p id={messageId} className={state === "invalid" ? "newsletter-message field-error" : "newsletter-message newsletter-done"} role={state === "invalid" ? "alert" : "status"}>
        {state === "invalid" && (
          <FormattedMessage id="newsletter.newsletterSignup.invalid" defaultMessage="Please input a valid email address" description="Error under the newsletter box (SPEC.md §8)" />
        )}
        {state === "done" && (
          <FormattedMessage id="newsletter.newsletterSignup.done" defaultMessage="Confirmed! You’re on the newsletter list!" description="Confirmation after the newsletter sign-up (SPEC.md §8)" />
        )}
      </p>
    </form>
  );
}
