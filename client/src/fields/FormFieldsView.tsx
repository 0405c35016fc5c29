import { Suspense, useCallback, useEffect, useId, useMemo, useState, type CSSProperties, type FormEvent } from "react";
import type { TFormFields } from "../../../shared/fields/formFields.ts";
import { DEFAULT_FORM_CSS_COLOR } from "../../../shared/forms/formAppearance.ts";
import { answerErrorCodeOf, validateAnswerCodes, type TAnswerErrorCode } from "../../../shared/validation/validateAnswers.ts";
import type { TUploadFile } from "./fieldInputProps.ts";
import { fieldInputs } from "./fieldInputs.ts";
import { formViewMessages, validationMessages } from "./fieldMessages.ts";
import { normalizeHexColor, readableTextColor } from "./readableTextColor.ts";
import { PendingUploadsContext } from "./pendingUploadsContext.ts";
import { useFieldMessages } from "./useFieldMessages.ts";
import "./fields.css";

export interface TFormBackground {
  type: "solid" | "gradient" | "image";
  color1?: string | null;
  color2?: string | null;
  imageUrl?: string | null;
}

export interface FormFieldsViewProps {
  title: string;
  shortText?: string | null;
  fields: TFormFields;
  appearance?: { headerColor?: string | null; buttonColor?: string | null };
  background?: TFormBackground;
  logoUrl?: string | null;
  values: Record<string, unknown>;
  onChange: (fieldId: string, value: unknown) => void;
  /** Errors from elsewhere (e.g. the server's errors map): English messages of shared/validation or any text. */
  errors?: Record<string, string>;
  /** Called when the answers pass validateAnswers. */
  onSubmit?: () => void;
  submitting?: boolean;
  disabled?: boolean;
  onUpload?: TUploadFile;
  /** 1 on the public page; 2 where the form is a preview inside another page. */
  headingLevel?: 1 | 2;
}

const DEFAULT_PAGE = "#f1f5f9";
const FOCUSABLE = "input:not([type=hidden]):not(:disabled), select:not(:disabled), textarea:not(:disabled), button:not(:disabled)";

function backgroundStyle(background: TFormBackground | undefined): string {
  const color1 = normalizeHexColor(background?.color1) ?? DEFAULT_PAGE;
  const color2 = normalizeHexColor(background?.color2) ?? color1;
  switch (background?.type) {
    case "gradient":
      return `linear-gradient(135deg, ${color1}, ${color2})`;
    case "image":
      return background.imageUrl ? `${color1} url(${JSON.stringify(background.imageUrl)}) center / cover no-repeat` : color1;
    default:
      return color1;
  }
}

/** Moves focus to a field's first control, keeping its question in view. */
function focusField(element: HTMLElement | null) {
  if (!element) return;
  const target = element.matches(FOCUSABLE) ? element : element.querySelector<HTMLElement>(FOCUSABLE);
  const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  (element.closest(".fq-item") ?? element).scrollIntoView?.({ block: "center", behavior: reduceMotion ? "auto" : "smooth" });
  (target ?? element).focus({ preventScroll: true });
}

/**
 * The whole respondent form: header band (logo, title, short text) in the header colour, the
 * fields in order, and a submit button in the button colour, over the form's background. On
 * submit it validates with shared/validation, shows the errors (live from then on) and focuses
 * the first invalid field; valid answers go to onSubmit. Sized by its container, so it works as
 * the editor's desktop and mobile preview as well as the public page.
 */
export function FormFieldsView({
  title, shortText, fields, appearance, background, logoUrl, values, onChange, errors, onSubmit, submitting = false, disabled = false, onUpload, headingLevel = 1,
}: FormFieldsViewProps) {
  const { format } = useFieldMessages();
  const baseId = useId();
  const domId = useCallback((fieldId: string) => `${baseId}-${fieldId}`, [baseId]);
  const [attempted, setAttempted] = useState(false);
  // The DOM id to focus; a new object each time, so the same field is focused again.
  const [focusRequest, setFocusRequest] = useState<{ id: string } | null>(null);
  // Uploads by input id (pendingUploadsContext.ts): progress 0…1 in flight, -1 failed.
  const [uploads, setUploads] = useState<Record<string, number>>({});
  const reportUpload = useCallback(
    (id: string, state?: number) =>
      setUploads((current) => {
        if (current[id] === state) return current;
        const next = { ...current };
        if (state === undefined) delete next[id];
        else next[id] = state;
        return next;
      }),
    [],
  );
  // Submit was pressed while uploads ran: the answers go once they are done.
  const [queued, setQueued] = useState(false);
  const [uploadFailed, setUploadFailed] = useState(false);

  // Errors given from outside hold until the respondent edits that field. Compared by content,
  // so a parent passing a fresh but equal object on every render changes nothing.
  const errorsKey = errors && Object.keys(errors).length > 0 ? JSON.stringify(errors) : "";
  const [seenErrorsKey, setSeenErrorsKey] = useState(errorsKey);
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  if (errorsKey !== seenErrorsKey) {
    setSeenErrorsKey(errorsKey);
    setEdited(new Set());
  }

  const liveCodes = useMemo(() => (attempted ? validateAnswerCodes(fields, values) : {}), [attempted, fields, values]);
  const shownErrors = useMemo(() => {
    const shown: Record<string, string> = {};
    const translate = (message: string) => {
      const code: TAnswerErrorCode | undefined = answerErrorCodeOf(message);
      return code ? format(validationMessages[code]) : message;
    };
    for (const fieldId of Object.keys(fields)) {
      const code = liveCodes[fieldId];
      const outside = errors?.[fieldId];
      if (code) shown[fieldId] = format(validationMessages[code]);
      else if (outside && !edited.has(fieldId)) shown[fieldId] = translate(outside);
    }
    return shown;
  }, [fields, liveCodes, errors, edited, format]);
  const errorCount = Object.keys(shownErrors).length;
  const showSummary = errorCount > 0 && (attempted || errorsKey !== "");

  useEffect(() => {
    if (focusRequest) focusField(document.getElementById(focusRequest.id));
  }, [focusRequest]);

  // New errors from outside (the server refused the answers): show the first one.
  useEffect(() => {
    const first = errors ? Object.keys(fields).find((fieldId) => errors[fieldId]) : undefined;
    if (first) setFocusRequest({ id: domId(first) });
    // Only when a different errors map arrives.
  }, [errorsKey]);

  const uploadStates = Object.values(uploads);
  const inFlight = uploadStates.filter((state) => state >= 0);
  const failedUpload = Object.keys(uploads).find((id) => uploads[id]! < 0);
  if (uploadFailed && !failedUpload) setUploadFailed(false);

  const change = (fieldId: string, value: unknown) => {
    if (errors?.[fieldId] && !edited.has(fieldId)) setEdited((set) => new Set(set).add(fieldId));
    onChange(fieldId, value);
  };

  const send = () => {
    setAttempted(true);
    const first = Object.keys(validateAnswerCodes(fields, values))[0];
    // A file that did not upload would be silently missing from the answers: the visitor retries or removes it.
    const id = first ? domId(first) : failedUpload;
    setUploadFailed(!first && Boolean(failedUpload));
    if (id) setFocusRequest({ id });
    else onSubmit?.();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (disabled || submitting || queued) return;
    if (inFlight.length > 0) setQueued(true);
    else send();
  };

  // Sends the queued answers once the last upload is done (with the files it added to them).
  useEffect(() => {
    if (!queued || inFlight.length > 0) return;
    setQueued(false);
    send();
  }, [queued, inFlight.length]);
  const progress = Math.round((100 * inFlight.reduce((sum, state) => sum + state, 0)) / Math.max(1, inFlight.length));
  const busy = submitting || queued;

  // A form without colours of its own (a template preview) gets the same defaults as a stored form.
  const headerColor = normalizeHexColor(appearance?.headerColor) ?? DEFAULT_FORM_CSS_COLOR;
  const buttonColor = normalizeHexColor(appearance?.buttonColor) ?? DEFAULT_FORM_CSS_COLOR;
  const viewStyle = {
    background: backgroundStyle(background),
    "--fq-accent": buttonColor,
    "--fq-accent-text": readableTextColor(buttonColor),
  } as CSSProperties;
  const titleId = `${baseId}-title`;
  const shownTitle = title.trim();
  const bare = !shownTitle && !shortText?.trim() && !logoUrl;
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const entries = Object.entries(fields);

  return (
    <div className="fq-view" style={viewStyle}>
      <form className="fq-card" noValidate onSubmit={submit} aria-labelledby={titleId}>
        {/* A form without title, text or logo gets no empty band; its heading stays for screen readers. */}
        {bare ? (
          <Heading id={titleId} className="fq-sr">
            {format(formViewMessages.untitled)}
          </Heading>
        ) : (
          <header className="fq-header" style={{ background: headerColor, color: readableTextColor(headerColor) }}>
            {logoUrl && <img className="fq-logo" src={logoUrl} alt="" />}
            <Heading id={titleId} className="fq-title">
              {shownTitle || format(formViewMessages.untitled)}
            </Heading>
            {shortText && <p className="fq-short-text">{shortText}</p>}
          </header>
        )}
        <PendingUploadsContext value={reportUpload}>
          <fieldset className="fq-body" disabled={disabled}>
            {entries.length === 0 && <p className="fq-empty-note">{format(formViewMessages.empty)}</p>}
            {entries.map(([fieldId, field]) => {
              const Input = fieldInputs[field.name];
              if (!Input) return null;
              return (
                <div key={fieldId} className="fq-item" data-field-id={fieldId}>
                  <Suspense fallback={<div className="fq-field-loading" aria-hidden="true" />}>
                    <Input
                    id={domId(fieldId)}
                    field={field}
                    value={values[fieldId]}
                    onChange={(value) => change(fieldId, value)}
                    error={shownErrors[fieldId]}
                    disabled={disabled}
                    onUpload={onUpload}
                    />
                  </Suspense>
                </div>
              );
            })}
            <div className="fq-actions">
              {/* Not disabled while submitting: a disabled button would drop the keyboard focus. */}
              <button type="submit" className="fq-submit" disabled={disabled} aria-disabled={busy || undefined} aria-busy={busy || undefined}>
                {busy && <span className="fq-spinner" aria-hidden="true" />}
                <span>
                  {queued
                    ? format(formViewMessages.uploading, { progress })
                    : format(submitting ? formViewMessages.submitting : formViewMessages.submit)}
                </span>
              </button>
              <p className={uploadFailed ? "fq-status fq-status-warning" : "fq-status"} role="status">
                {queued ? format(formViewMessages.sendAfterUploads) : uploadFailed ? format(formViewMessages.uploadFailed) : ""}
              </p>
              <p className="fq-form-error" role="alert">
                {showSummary ? format(formViewMessages.errorSummary, { count: errorCount }) : ""}
              </p>
            </div>
          </fieldset>
        </PendingUploadsContext>
      </form>
    </div>
  );
}
