import { useEffect, useId, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { useToasts } from "../../components/Toasts.tsx";
import { errorMessage } from "../auth/payloadFailure.ts";
import { payloadMessage } from "../forms/payloadMessage.ts";
import { useCreateTemplateFromFormMutation } from "./mutations/useCreateTemplateFromFormMutation.ts";

interface SaveAsTemplateDialogProps {
  /** The form to save; null keeps the dialog closed. */
  form: { qrId: string; title: string } | null;
  onClose: () => void;
}

/** Saves one of the user's forms as their own template (title and description to name it). */
export function SaveAsTemplateDialog({ form, onClose }: SaveAsTemplateDialogProps) {
  const intl = useIntl();
  const toasts = useToasts();
  const [save, saving] = useCreateTemplateFromFormMutation();
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [error, setError] = useState<string | null>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const errorId = useId();

  useEffect(() => {
    if (!form) return;
    setTitle(form.title);
    setDescription("");
    setError(null);
  }, [form]);

  const confirm = async () => {
    if (!form) return;
    if (!title.trim()) {
      setError(intl.formatMessage({ id: "templates.saveAsTemplateDialog.titleRequired", defaultMessage: "Give the template a title", description: "Error when saving a template without a title" }));
      titleRef.current?.focus();
      return;
    }
    try {
      const { createTemplateFromForm: payload } = await save({ qrId: form.qrId, title: title.trim(), description: description.trim() });
      if (payload.__typename === "TemplateSuccess") {
        toasts.success(
          intl.formatMessage(
            { id: "templates.saveAsTemplateDialog.saved", defaultMessage: "Saved “{title}” to My templates", description: "Toast after saving a form as a template" },
            { title: payload.template.title },
          ),
        );
        onClose();
      } else {
        setError(payload.__typename === "ValidationError" ? (payload.fieldErrors[0]?.message ?? payload.message) : payloadMessage(payload));
      }
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <ConfirmDialog
      open={form !== null}
      busy={saving}
      initialFocus={titleRef}
      title={<FormattedMessage id="templates.saveAsTemplateDialog.title" defaultMessage="Save as template" description="Title of the dialog that saves a form as a template" />}
      confirmLabel={<FormattedMessage id="templates.saveAsTemplateDialog.save" defaultMessage="Save template" description="Confirm button of the save-as-template dialog" />}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <p>
        <FormattedMessage
          id="templates.saveAsTemplateDialog.intro"
          defaultMessage="The template keeps the form's questions, colours and QR design, not its answers. Only you can see it, under My templates."
          description="Explanation in the save-as-template dialog"
        />
      </p>
      <div className="form-stack">
        <div className="field">
          <label className="field-label" htmlFor={titleId}>
            <FormattedMessage id="templates.saveAsTemplateDialog.titleLabel" defaultMessage="Template title" description="Label of the template title input" />
          </label>
          <input
            ref={titleRef}
            id={titleId}
            className={error ? "input field-invalid" : "input"}
            value={title}
            maxLength={200}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setTitle(event.target.value);
              setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                void confirm();
              }
            }}
          />
          {error && (
            <p id={errorId} className="field-error" role="alert">
              {error}
            </p>
          )}
        </div>
        <div className="field">
          <label className="field-label" htmlFor={descriptionId}>
            <FormattedMessage id="templates.saveAsTemplateDialog.descriptionLabel" defaultMessage="Description (optional)" description="Label of the template description input" />
          </label>
          <textarea id={descriptionId} className="input" rows={3} maxLength={1000} value={description} onChange={(event) => setDescription(event.target.value)} />
        </div>
      </div>
    </ConfirmDialog>
  );
}
