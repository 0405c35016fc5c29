import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { FieldMessagesProvider } from "../../fields/FieldMessagesProvider.tsx";
import { FormFieldsView } from "../../fields/FormFieldsView.tsx";
import { useFormAnswers } from "../../fields/useFormAnswers.ts";
import { useEditorSnapshot } from "./editorContext.ts";

export type TPreviewDevice = "desktop" | "mobile";

/**
 * The public form as respondents will see it, from the draft (so it follows every edit),
 * on a desktop or phone width. Answers stay in the preview: submitting validates them and
 * says that nothing was sent.
 */
export function FormPreview({ device }: { device: TPreviewDevice }) {
  const intl = useIntl();
  const { draft } = useEditorSnapshot();
  const { values, onChange, reset } = useFormAnswers(draft.fields);
  const [submitted, setSubmitted] = useState(false);
  const title = draft.title.trim() || intl.formatMessage({ id: "editor.formPreview.untitled", defaultMessage: "Untitled form", description: "Title shown in the preview of a form without a title" });

  return (
    <div className={`form-preview form-preview-${device}`}>
      <div className="form-preview-frame">
        {device === "desktop" ? (
          <div className="form-preview-chrome" aria-hidden="true">
            <span />
            <span />
            <span />
          </div>
        ) : (
          <div className="form-preview-notch" aria-hidden="true" />
        )}
        <div className="form-preview-screen">
          <FieldMessagesProvider locale={intl.locale} messages={intl.messages}>
            <FormFieldsView
              title={title}
              shortText={draft.shortText}
              fields={draft.fields}
              appearance={draft.appearance}
              background={{
                type: draft.backgroundType,
                color1: draft.backgroundColor1,
                color2: draft.backgroundColor2,
                imageUrl: draft.backgroundImage?.fileUrl ?? null,
              }}
              logoUrl={draft.logo?.fileUrl ?? null}
              values={values}
              onChange={(fieldId, value) => {
                setSubmitted(false);
                onChange(fieldId, value);
              }}
              onSubmit={() => setSubmitted(true)}
            />
          </FieldMessagesProvider>
        </div>
      </div>
      <p className="form-preview-note" role="status">
        {submitted ? (
          <>
            <FormattedMessage id="editor.formPreview.submitted" defaultMessage="All answers are valid. This is a preview, so nothing was sent." description="Note after submitting the form in the preview" />{" "}
            <button
              type="button"
              className="text-button"
              onClick={() => {
                reset();
                setSubmitted(false);
              }}
            >
              <FormattedMessage id="editor.formPreview.reset" defaultMessage="Clear answers" description="Button emptying the answers typed in the preview" />
            </button>
          </>
        ) : (
          <FormattedMessage id="editor.formPreview.note" defaultMessage="Try the form: answers typed here are not saved." description="Note under the form preview" />
        )}
      </p>
    </div>
  );
}
