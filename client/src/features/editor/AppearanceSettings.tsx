import { FormattedMessage } from "react-intl";
import { ColorInput } from "../../components/ColorInput.tsx";
import { useEditor, useEditorSnapshot } from "./editorContext.ts";
import { ImageUploadField } from "./ImageUploadField.tsx";

/** Header and button colours and the logo of the public form. */
export function AppearanceSettings() {
  const { store } = useEditor();
  const { draft, failure } = useEditorSnapshot();
  const errors = failure?.fieldErrors ?? {};
  const setColor = (key: "headerColor" | "buttonColor") => (hex: string) => store.update((d) => ({ ...d, appearance: { ...d.appearance, [key]: hex } }));
  return (
    <div className="fe-stack">
      <div className="settings-grid-2">
        <div>
          <ColorInput label={<FormattedMessage id="editor.appearanceSettings.headerColor" defaultMessage="Header colour" description="Label of the colour of the form's header band" />} value={draft.appearance.headerColor} onChange={setColor("headerColor")} />
          {errors["appearance.headerColor"] && <p className="field-error">{errors["appearance.headerColor"]}</p>}
        </div>
        <div>
          <ColorInput label={<FormattedMessage id="editor.appearanceSettings.buttonColor" defaultMessage="Button colour" description="Label of the colour of the form's submit button" />} value={draft.appearance.buttonColor} onChange={setColor("buttonColor")} />
          {errors["appearance.buttonColor"] && <p className="field-error">{errors["appearance.buttonColor"]}</p>}
        </div>
      </div>
      {errors.appearance && <p className="field-error">{errors.appearance}</p>}
      <ImageUploadField
        label={<FormattedMessage id="editor.appearanceSettings.logo" defaultMessage="Logo" description="Label of the logo image of the form" />}
        hint={<FormattedMessage id="editor.appearanceSettings.logoHint" defaultMessage="Shown in the form's header. PNG, JPEG, WebP, GIF or SVG." description="Hint under the logo upload" />}
        category="LOGO"
        value={draft.logo}
        error={errors.logo}
        onChange={(logo) => store.update((d) => ({ ...d, logo }))}
      />
    </div>
  );
}
