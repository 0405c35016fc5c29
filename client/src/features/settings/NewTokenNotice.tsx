import { useEffect, useId, useRef } from "react";
import { FormattedMessage } from "react-intl";
import { CopyLinkButton } from "../submissions/CopyLinkButton.tsx";

/** The new token's secret, shown this once, with Copy and a warning. */
export function NewTokenNotice({ name, token, onDone }: { name: string; token: string; onDone: () => void }) {
  const inputId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className="token-notice" role="status" tabIndex={-1}>
      <p className="token-notice-title">
        <FormattedMessage id="settings.newTokenNotice.title" defaultMessage="Token “{name}” created" description="Heading of the box showing a new token" values={{ name }} />
      </p>
      <p className="token-notice-warning">
        <FormattedMessage
          id="settings.newTokenNotice.warning"
          defaultMessage="Copy it now: for your safety it is shown only once. Keep it secret, like a password."
          description="Warning that a new token is shown only once"
        />
      </p>
      <label className="visually-hidden" htmlFor={inputId}>
        <FormattedMessage id="settings.newTokenNotice.label" defaultMessage="Your new token" description="Accessible label of the new token's text box" />
      </label>
      <div className="token-notice-row">
        <input id={inputId} className="input token-secret" value={token} readOnly onFocus={(event) => event.currentTarget.select()} />
        <CopyLinkButton text={token} className="btn btn-primary" />
      </div>
      <button type="button" className="btn btn-ghost btn-small" onClick={onDone}>
        <FormattedMessage id="settings.newTokenNotice.done" defaultMessage="I have copied it" description="Button that hides the new token" />
      </button>
    </div>
  );
}
