import { FormattedMessage } from "react-intl";
import { AccessSettings } from "./AccessSettings.tsx";
import { AppearanceSettings } from "./AppearanceSettings.tsx";
import { BackgroundSettings } from "./BackgroundSettings.tsx";
import { EmbeddingSettings } from "./EmbeddingSettings.tsx";
import { useEditorSnapshot } from "./editorContext.ts";
import { ExpirySettings } from "./ExpirySettings.tsx";
import { GeneralSettings } from "./GeneralSettings.tsx";
import { ImageUploadField } from "./ImageUploadField.tsx";
import { NotificationSettings } from "./NotificationSettings.tsx";
import { SettingsSection } from "./SettingsSection.tsx";
import { TrackingSettings } from "./TrackingSettings.tsx";
import { useEditor } from "./editorContext.ts";

const SECTION_KEYS = {
  general: ["title", "shortText", "locale"],
  appearance: ["appearance", "logo"],
  background: ["backgroundType", "backgroundColor1", "backgroundColor2", "backgroundImage", "backdrop"],
  access: ["active", "lock", "allowEmbedding", "notificationPeriod"],
  expiry: ["expiryType", "expiryDate", "expiryScans", "expireByIP"],
  tracking: ["googleGTMContainerId", "googleGA4Id", "fbPixelID"],
  sharing: ["previewImage"],
} as const;

/** Everything about the form besides its fields, in collapsible sections. */
export function FormSettingsPanel() {
  const { store } = useEditor();
  const { draft, failure } = useEditorSnapshot();
  const heads = new Set(Object.keys(failure?.fieldErrors ?? {}).map((path) => path.split(".")[0]));
  const invalid = (section: keyof typeof SECTION_KEYS) => SECTION_KEYS[section].some((key) => heads.has(key));

  return (
    <div className="form-settings">
      <SettingsSection icon="text" defaultOpen invalid={invalid("general")} title={<FormattedMessage id="editor.formSettingsPanel.general" defaultMessage="General" description="Form settings section: title, introduction, language" />}>
        <GeneralSettings />
      </SettingsSection>
      <SettingsSection icon="palette" invalid={invalid("appearance")} title={<FormattedMessage id="editor.formSettingsPanel.appearance" defaultMessage="Colours & logo" description="Form settings section: header and button colours, logo" />}>
        <AppearanceSettings />
      </SettingsSection>
      <SettingsSection icon="image" invalid={invalid("background")} title={<FormattedMessage id="editor.formSettingsPanel.background" defaultMessage="Background" description="Form settings section: page background" />}>
        <BackgroundSettings />
      </SettingsSection>
      <SettingsSection
        icon="lock"
        invalid={invalid("access")}
        title={<FormattedMessage id="editor.formSettingsPanel.access" defaultMessage="Access & notifications" description="Form settings section: active, password lock, e-mail notifications" />}
        summary={
          draft.active ? (
            <FormattedMessage id="editor.formSettingsPanel.open" defaultMessage="Open" description="Summary of the access section: the form takes answers" />
          ) : (
            <FormattedMessage id="editor.formSettingsPanel.closed" defaultMessage="Closed" description="Summary of the access section: the form takes no answers" />
          )
        }
      >
        <div className="fe-stack">
          <AccessSettings />
          <EmbeddingSettings />
          <NotificationSettings />
        </div>
      </SettingsSection>
      <SettingsSection icon="clock" invalid={invalid("expiry")} title={<FormattedMessage id="editor.formSettingsPanel.expiry" defaultMessage="Expiry" description="Form settings section: when the form closes" />}>
        <ExpirySettings />
      </SettingsSection>
      <SettingsSection icon="chart" invalid={invalid("tracking")} title={<FormattedMessage id="editor.formSettingsPanel.tracking" defaultMessage="Tracking" description="Form settings section: analytics ids" />}>
        <TrackingSettings />
      </SettingsSection>
      <SettingsSection icon="share" invalid={invalid("sharing")} title={<FormattedMessage id="editor.formSettingsPanel.sharing" defaultMessage="Link preview" description="Form settings section: the image shown when the form's link is shared" />}>
        <ImageUploadField
          label={<FormattedMessage id="editor.formSettingsPanel.previewImage" defaultMessage="Preview image" description="Label of the link preview image upload" />}
          hint={<FormattedMessage id="editor.formSettingsPanel.previewImageHint" defaultMessage="Shown when the link is shared in chats and social media (1200 × 630 px works best)." description="Hint under the preview image upload" />}
          category="PREVIEW"
          fit="cover"
          value={draft.previewImage}
          error={failure?.fieldErrors.previewImage}
          onChange={(previewImage) => store.update((d) => ({ ...d, previewImage }))}
        />
      </SettingsSection>
    </div>
  );
}
