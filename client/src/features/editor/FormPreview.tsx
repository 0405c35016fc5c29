import { useIntl } from "react-intl";
import { FormTryout } from "../../components/FormTryout.tsx";
import { useEditorSnapshot } from "./editorContext.ts";

export type TPreviewDevice = "desktop" | "mobile";

/** The public form as respondents will see it, from the draft (so it follows every edit), on a desktop or phone width. */
export function FormPreview({ device }: { device: TPreviewDevice }) {
  const intl = useIntl();
  const { draft } = useEditorSnapshot();
  const title = draft.title.trim() || intl.formatMessage({ id: "editor.formPreview.untitled", defaultMessage: "Untitled form", description: "Title shown in the preview of a form without a title" });

  return (
    <div className={`form-preview form-preview-${device}`}>
      <FormTryout
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
        renderScreen={(form) => (
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
            <div className="form-preview-screen">{form}</div>
          </div>
        )}
      />
    </div>
  );
}
