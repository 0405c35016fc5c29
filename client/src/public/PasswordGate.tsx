import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useFieldMessages } from "../fields/useFieldMessages.ts";
import type { TPublicForm } from "./publicApi.ts";
import { passwordMessages } from "./passwordMessages.ts";
import { StatusCard } from "./StatusCard.tsx";

interface PasswordGateProps {
  form: TPublicForm;
  /** Checks the password with the server; resolves with an error kind or null when it opened the form. */
  onUnlock: (password: string) => Promise<"wrong" | "tooMany" | null>;
  /** Shown when the gate comes back because the server refused the password on submit. */
  initialError?: "expired" | null;
}

/** A password-locked form: the server checks the password (getqr with x-form-password). */
export function PasswordGate({ form, onUnlock, initialError = null }: PasswordGateProps) {
  const { format } = useFieldMessages();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState("");
  const [visible, setVisible] = useState(false);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<"wrong" | "tooMany" | "empty" | "expired" | null>(initialError);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checking) return;
    if (!password) {
      setError("empty");
      inputRef.current?.focus();
      return;
    }
    setChecking(true);
    const result = await onUnlock(password);
    // On success the gate unmounts.
    if (result) {
      setChecking(false);
      setError(result);
      inputRef.current?.select();
      inputRef.current?.focus();
    }
  };

  return (
    <StatusCard form={form} icon="lock" heading={format(passwordMessages.heading)}>
      <p className="pf-text">{format(passwordMessages.intro)}</p>
      <form className="pf-gate" noValidate onSubmit={submit}>
        <label className="pf-label" htmlFor={inputId}>
          {format(passwordMessages.label)}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className="pf-input"
          type={visible ? "text" : "password"}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            if (error === "empty") setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <p id={errorId} className="pf-error" role="alert">
          {error ? format(passwordMessages[error]) : ""}
        </p>
        <label className="pf-check">
          <input type="checkbox" checked={visible} onChange={(event) => setVisible(event.target.checked)} />
          <span>{format(passwordMessages.show)}</span>
        </label>
        <button type="submit" className="fq-submit pf-button" aria-disabled={checking || undefined} aria-busy={checking || undefined}>
          {checking && <span className="fq-spinner" aria-hidden="true" />}
          <span>{format(checking ? passwordMessages.checking : passwordMessages.submit)}</span>
        </button>
      </form>
    </StatusCard>
  );
}
