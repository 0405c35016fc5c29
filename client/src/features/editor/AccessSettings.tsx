import { useId, useState, type FormEvent } from "react";
import { FormattedMessage } from "react-intl";
import { Button } from "../../components/Button.tsx";
import { SwitchField } from "../../components/SwitchField.tsx";
import { useEditor, useEditorSnapshot } from "./editorContext.ts";

/** Whether the form takes answers, and its password lock (the password is write-only, stored hashed). */
export function AccessSettings() {
  const id = useId();
  const { store } = useEditor();
  const { draft, failure } = useEditorSnapshot();
  // A form locked when it was opened has a password; one set here counts too.
  const [hasPassword, setHasPassword] = useState(draft.lock.active);
  const [wantLock, setWantLock] = useState(false);
  const [password, setPassword] = useState("");
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const passwordError = failure?.fieldErrors["lock.password"] ?? failure?.fieldErrors.lock;
  const locked = draft.lock.active || wantLock;

  const toggleLock = (checked: boolean) => {
    setSaved(false);
    if (!checked) {
      setWantLock(false);
      store.update((d) => ({ ...d, lock: { active: false, password: "" } }));
    } else if (hasPassword) {
      store.update((d) => ({ ...d, lock: { active: true, password: "" } }));
    } else {
      setWantLock(true);
    }
  };

  const savePassword = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return;
    setSaving(true);
    store.update((d) => ({ ...d, lock: { active: true, password } }));
    const clean = await store.flush();
    setSaving(false);
    if (clean) {
      setPassword("");
      setHasPassword(true);
      setWantLock(false);
      setSaved(true);
    }
  };

  return (
    <div className="fe-stack">
      <SwitchField
        label={<FormattedMessage id="editor.accessSettings.active" defaultMessage="Accepting answers" description="Switch that opens or closes the form for respondents" />}
        hint={
          draft.active ? (
            <FormattedMessage id="editor.accessSettings.activeOn" defaultMessage="Anyone with the link or QR code can answer." description="Hint when the form is active" />
          ) : (
            <FormattedMessage id="editor.accessSettings.activeOff" defaultMessage="The form is closed: visitors see that it no longer takes answers." description="Hint when the form is inactive" />
          )
        }
        checked={draft.active}
        onChange={(active) => store.update((d) => ({ ...d, active }))}
      />
      <SwitchField
        label={<FormattedMessage id="editor.accessSettings.lock" defaultMessage="Password protection" description="Switch that makes visitors enter a password before answering" />}
        hint={<FormattedMessage id="editor.accessSettings.lockHint" defaultMessage="Visitors enter a password before they can answer." description="Hint under the password protection switch" />}
        checked={locked}
        onChange={toggleLock}
      />
      {locked && (
        <form className="lock-form" onSubmit={(e) => void savePassword(e)} noValidate>
          <div className={passwordError ? "field field-invalid" : "field"}>
            <label className="field-label" htmlFor={`${id}-password`}>
              {hasPassword ? (
                <FormattedMessage id="editor.accessSettings.newPassword" defaultMessage="New password" description="Label of the password input when the form already has one" />
              ) : (
                <FormattedMessage id="editor.accessSettings.password" defaultMessage="Password" description="Label of the form password input" />
              )}
            </label>
            <div className="lock-form-row">
              <input
                id={`${id}-password`}
                type="password"
                className="input"
                autoComplete="new-password"
                maxLength={200}
                value={password}
                aria-invalid={passwordError ? true : undefined}
                aria-describedby={`${id}-password-note`}
                onChange={(e) => {
                  setPassword(e.target.value);
                  setSaved(false);
                }}
              />
              <Button type="submit" variant="secondary" busy={saving} disabled={!password}>
                {hasPassword ? (
                  <FormattedMessage id="editor.accessSettings.changePassword" defaultMessage="Change" description="Button saving a new form password" />
                ) : (
                  <FormattedMessage id="editor.accessSettings.setPassword" defaultMessage="Set password" description="Button saving the form password and turning the lock on" />
                )}
              </Button>
            </div>
            <p id={`${id}-password-note`} className={passwordError ? "field-error" : "field-hint"} role={passwordError || saved ? "status" : undefined}>
              {passwordError ??
                (saved ? (
                  <FormattedMessage id="editor.accessSettings.passwordSaved" defaultMessage="Password saved. The form is locked." description="Note after the form password was saved" />
                ) : hasPassword ? (
                  <FormattedMessage id="editor.accessSettings.passwordKept" defaultMessage="The current password stays until you set a new one. It is stored encrypted and never shown." description="Hint under the password input when a password exists" />
                ) : (
                  <FormattedMessage id="editor.accessSettings.passwordNeeded" defaultMessage="Set a password to turn the lock on." description="Hint under the password input before a password exists" />
                ))}
            </p>
          </div>
        </form>
      )}
    </div>
  );
}
