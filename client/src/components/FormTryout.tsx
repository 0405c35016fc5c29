import { useState, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { TFormFields } from "../../../shared/fields/formFields.ts";
import { FieldMessagesProvider } from "../fields/FieldMessagesProvider.tsx";
import { FormFieldsView, type TFormBackground } from "../fields/FormFieldsView.tsx";
import { useFormAnswers } from "../fields/useFormAnswers.ts";
import "./FormTryout.css";

export interface FormTryoutProps {
  title: string;
  shortText?: string | null;
  fields: TFormFields;
  appearance?: { headerColor?: string | null; buttonColor?: string | null };
  background?: TFormBackground;
  logoUrl?: string | null;
  /** Wraps the form, e.g. in a device frame; the note stays outside it. */
  renderScreen?: (form: ReactNode) => ReactNode;
}

/**
 * A form as respondents see it, to try: answers stay in the page, and submitting validates
 * them and says that nothing was sent. The editor's preview and the template page show it.
 */
export function FormTryout({ title, shortText, fields, appearance, background, logoUrl, renderScreen = (form) => form }: FormTryoutProps) {
  const intl = useIntl();
  const { values, onChange, reset } = useFormAnswers(fields);
  const [submitted, setSubmitted] = useState(false);
  return (
    <>
      {renderScreen(
        <FieldMessagesProvider locale={intl.locale} messages={intl.messages}>
          <FormFieldsView
            title={title}
            shortText={shortText}
            fields={fields}
            appearance={appearance}
            background={background}
            logoUrl={logoUrl}
            values={values}
            onChange={(fieldId, value) => {
              setSubmitted(false);
              onChange(fieldId, value);
            }}
            onSubmit={() => setSubmitted(true)}
            headingLevel={2}
          />
        </FieldMessagesProvider>,
      )}
      <p className="form-tryout-note" role="status">
        {submitted ? (
          <>
            <FormattedMessage
              id="components.formTryout.submitted"
              defaultMessage="All answers are valid. This is a preview, so nothing was sent."
              description="Note after submitting a form in a preview (editor or template page)"
            />{" "}
            <button
              type="button"
              className="text-button"
              onClick={() => {
                reset();
                setSubmitted(false);
              }}
            >
              <FormattedMessage id="components.formTryout.reset" defaultMessage="Clear answers" description="Button emptying the answers typed in a form preview" />
            </button>
          </>
        ) : (
          <FormattedMessage id="components.formTryout.note" defaultMessage="Try the form: answers typed here are not saved." description="Note under a form preview" />
        )}
      </p>
    </>
  );
}
