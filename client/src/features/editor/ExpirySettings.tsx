import { useId, type ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { useEditor, useEditorSnapshot } from "./editorContext.ts";
import type { TExpiryType } from "./formDraft.ts";

/** When the form stops taking answers: on a date, after a number of scans, or once per visitor (SPEC.md §3/§4). */
export function ExpirySettings() {
  const id = useId();
  const { store } = useEditor();
  const { draft, failure } = useEditorSnapshot();
  const errors = failure?.fieldErrors ?? {};
  const typeError = errors.expiryType ?? errors.expireByIP;
  const setType = (expiryType: TExpiryType) => store.update((d) => ({ ...d, expiryType }));
  const today = new Date().toISOString().slice(0, 10);

  const choice = (type: TExpiryType, label: ReactNode, hint: ReactNode, control?: ReactNode) => (
    <div className={draft.expiryType === type ? "expiry-choice expiry-choice-checked" : "expiry-choice"}>
      <label className="expiry-choice-label">
        <input type="radio" name={`${id}-type`} value={type} checked={draft.expiryType === type} onChange={() => setType(type)} aria-describedby={`${id}-${type}-hint`} />
        <span>{label}</span>
      </label>
      <p id={`${id}-${type}-hint`} className="field-hint expiry-choice-hint">
        {hint}
      </p>
      {draft.expiryType === type && control}
    </div>
  );

  return (
    <fieldset className="expiry">
      <legend className="field-label">
        <FormattedMessage id="editor.expirySettings.legend" defaultMessage="Close the form" description="Legend of the expiry choices" />
      </legend>
      {choice(
        "date",
        <FormattedMessage id="editor.expirySettings.date" defaultMessage="On a date" description="Expiry choice: the form closes after a date" />,
        <FormattedMessage id="editor.expirySettings.dateHint" defaultMessage="Leave the date empty to keep the form open." description="Hint of the date expiry choice" />,
        <div className={errors.expiryDate ? "field field-invalid expiry-control" : "field expiry-control"}>
          <label className="field-label" htmlFor={`${id}-date`}>
            <FormattedMessage id="editor.expirySettings.dateLabel" defaultMessage="Last day to answer" description="Label of the expiry date input" />
          </label>
          <input
            id={`${id}-date`}
            type="date"
            className="input"
            min={today}
            value={draft.expiryDate}
            aria-invalid={errors.expiryDate ? true : undefined}
            onChange={(e) => {
              const expiryDate = e.target.value;
              store.update((d) => ({ ...d, expiryDate }));
            }}
          />
          {errors.expiryDate && <p className="field-error">{errors.expiryDate}</p>}
        </div>,
      )}
      {choice(
        "scans",
        <FormattedMessage id="editor.expirySettings.scans" defaultMessage="After a number of scans" description="Expiry choice: the form closes after its QR code / link was opened a number of times" />,
        <FormattedMessage id="editor.expirySettings.scansHint" defaultMessage="Counts each time the QR code or link is opened." description="Hint of the scans expiry choice" />,
        <div className={errors.expiryScans ? "field field-invalid expiry-control" : "field expiry-control"}>
          <label className="field-label" htmlFor={`${id}-scans`}>
            <FormattedMessage id="editor.expirySettings.scansLabel" defaultMessage="Number of scans" description="Label of the expiry scans input" />
          </label>
          <input
            id={`${id}-scans`}
            type="number"
            inputMode="numeric"
            className="input"
            min={1}
            max={10_000_000}
            step={1}
            value={draft.expiryScans}
            aria-invalid={errors.expiryScans ? true : undefined}
            onChange={(e) => {
              const expiryScans = e.target.value;
              store.update((d) => ({ ...d, expiryScans }));
            }}
          />
          {errors.expiryScans && <p className="field-error">{errors.expiryScans}</p>}
        </div>,
      )}
      {choice(
        "ip",
        <FormattedMessage id="editor.expirySettings.ip" defaultMessage="One answer per visitor" description="Expiry choice: each visitor (IP address) can answer once" />,
        <FormattedMessage id="editor.expirySettings.ipHint" defaultMessage="Each visitor (by IP address) can answer once." description="Hint of the IP expiry choice" />,
      )}
      {typeError && <p className="field-error">{typeError}</p>}
    </fieldset>
  );
}
