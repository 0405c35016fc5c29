import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { Spinner } from "../../components/Spinner.tsx";
import { useToasts } from "../../components/Toasts.tsx";
import { useLocalizedPath } from "../../i18n/localePath.ts";
import { errorMessage } from "../auth/payloadFailure.ts";
import { formPaths } from "./formPaths.ts";
import { useCreateFormMutation } from "./mutations/useCreateFormMutation.ts";
import { payloadMessage } from "./payloadMessage.ts";
import "./formControls.css";

/** Creates an empty form and opens it in the editor. */
export function CreateFormButton({ large = false }: { large?: boolean }) {
  const intl = useIntl();
  const toasts = useToasts();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [createForm, creating] = useCreateFormMutation();

  const failed = (reason: string) =>
    toasts.error(
      intl.formatMessage(
        { id: "forms.createFormButton.failed", defaultMessage: "Could not create the form: {reason}", description: "Error toast when creating a form fails" },
        { reason },
      ),
    );

  const onClick = async () => {
    try {
      const { createForm: payload } = await createForm();
      if (payload.__typename === "FormSuccess") void navigate(localized(formPaths.edit(payload.form.qrId)));
      else failed(payloadMessage(payload));
    } catch (error) {
      failed(errorMessage(error));
    }
  };

  return (
    <button
      type="button"
      className={large ? "btn btn-primary btn-large" : "btn btn-primary"}
      disabled={creating}
      aria-busy={creating || undefined}
      onClick={() => void onClick()}
    >
      {creating ? (
        <Spinner />
      ) : (
        <svg className="btn-icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.25} strokeLinecap="round" aria-hidden="true">
          <path d="M12 5v14M5 12h14" />
        </svg>
      )}
      <FormattedMessage id="forms.createFormButton.label" defaultMessage="Create form" description="Button that creates a new form and opens the editor" />
    </button>
  );
}
