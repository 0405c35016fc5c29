import { FormattedMessage, useIntl } from "react-intl";
import { ColorInput } from "../../components/ColorInput.tsx";
import { SelectField } from "../../fields/editor/SelectField.tsx";
import { useEditor, useEditorSnapshot } from "./editorContext.ts";
import { BACKDROPS, type TBackgroundType } from "./formDraft.ts";
import { ImageUploadField } from "./ImageUploadField.tsx";
import { SegmentedControl } from "./SegmentedControl.tsx";

/** The page behind the form: a solid colour, a gradient or an image, and a backdrop over it. */
export function BackgroundSettings() {
  const intl = useIntl();
  const { store } = useEditor();
  const { draft, failure } = useEditorSnapshot();
  const errors = failure?.fieldErrors ?? {};
  const backdropLabels: Record<(typeof BACKDROPS)[number], string> = {
    "": intl.formatMessage({ id: "editor.backgroundSettings.backdropNone", defaultMessage: "None", description: "Backdrop choice: nothing over the background" }),
    light: intl.formatMessage({ id: "editor.backgroundSettings.backdropLight", defaultMessage: "Light veil", description: "Backdrop choice: a translucent white layer over the background" }),
    dark: intl.formatMessage({ id: "editor.backgroundSettings.backdropDark", defaultMessage: "Dark veil", description: "Backdrop choice: a translucent dark layer over the background" }),
    blur: intl.formatMessage({ id: "editor.backgroundSettings.backdropBlur", defaultMessage: "Blur", description: "Backdrop choice: the background blurred" }),
  };
  const current = (BACKDROPS as readonly string[]).includes(draft.backdrop) ? null : draft.backdrop;

  return (
    <div className="fe-stack">
      <SegmentedControl<TBackgroundType>
        label={<FormattedMessage id="editor.backgroundSettings.type" defaultMessage="Background" description="Label of the choice between a solid, gradient or image background" />}
        value={draft.backgroundType}
        onChange={(backgroundType) => store.update((d) => ({ ...d, backgroundType }))}
        options={[
          { value: "solid", label: <FormattedMessage id="editor.backgroundSettings.solid" defaultMessage="Solid" description="Background type: one colour" /> },
          { value: "gradient", label: <FormattedMessage id="editor.backgroundSettings.gradient" defaultMessage="Gradient" description="Background type: two colours blended" /> },
          { value: "image", label: <FormattedMessage id="editor.backgroundSettings.image" defaultMessage="Image" description="Background type: a picture" /> },
        ]}
      />
      {errors.backgroundType && <p className="field-error">{errors.backgroundType}</p>}
      {draft.backgroundType !== "image" && (
        <div className="settings-grid-2">
          <div>
            <ColorInput
              label={
                draft.backgroundType === "gradient" ? (
                  <FormattedMessage id="editor.backgroundSettings.color1" defaultMessage="From colour" description="First colour of a gradient background" />
                ) : (
                  <FormattedMessage id="editor.backgroundSettings.color" defaultMessage="Colour" description="Colour of a solid background" />
                )
              }
              value={draft.backgroundColor1}
              onChange={(backgroundColor1) => store.update((d) => ({ ...d, backgroundColor1 }))}
            />
            {errors.backgroundColor1 && <p className="field-error">{errors.backgroundColor1}</p>}
          </div>
          {draft.backgroundType === "gradient" && (
            <div>
              <ColorInput
                label={<FormattedMessage id="editor.backgroundSettings.color2" defaultMessage="To colour" description="Second colour of a gradient background" />}
                value={draft.backgroundColor2}
                onChange={(backgroundColor2) => store.update((d) => ({ ...d, backgroundColor2 }))}
              />
              {errors.backgroundColor2 && <p className="field-error">{errors.backgroundColor2}</p>}
            </div>
          )}
        </div>
      )}
      {draft.backgroundType === "image" && (
        <ImageUploadField
          label={<FormattedMessage id="editor.backgroundSettings.imageLabel" defaultMessage="Background image" description="Label of the background image upload" />}
          hint={<FormattedMessage id="editor.backgroundSettings.imageHint" defaultMessage="Covers the page behind the form. A wide photo works best." description="Hint under the background image upload" />}
          category="BACKGROUND"
          fit="cover"
          value={draft.backgroundImage}
          error={errors.backgroundImage}
          onChange={(backgroundImage) => store.update((d) => ({ ...d, backgroundImage }))}
        />
      )}
      <SelectField
        label={<FormattedMessage id="editor.backgroundSettings.backdrop" defaultMessage="Backdrop" description="Label of the choice of a layer over the background that keeps the form readable" />}
        hint={<FormattedMessage id="editor.backgroundSettings.backdropHint" defaultMessage="A layer over the background that keeps the form easy to read." description="Hint under the backdrop select" />}
        value={draft.backdrop}
        error={errors.backdrop}
        onChange={(e) => {
          const backdrop = e.target.value;
          store.update((d) => ({ ...d, backdrop }));
        }}
      >
        {current && <option value={current}>{current}</option>}
        {BACKDROPS.map((backdrop) => (
          <option key={backdrop} value={backdrop}>
            {backdropLabels[backdrop]}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
