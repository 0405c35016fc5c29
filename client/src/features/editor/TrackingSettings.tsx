import type { ChangeEvent } from "react";
import { FormattedMessage } from "react-intl";
import { TextField } from "../../components/TextField.tsx";
import { useEditor, useEditorSnapshot } from "./editorContext.ts";

type TTrackingKey = "googleGTMContainerId" | "googleGA4Id" | "fbPixelID";

/** Analytics ids the public form loads (Google Tag Manager, Google Analytics 4, Facebook pixel). */
export function TrackingSettings() {
  const { store } = useEditor();
  const { draft, failure } = useEditorSnapshot();
  const errors = failure?.fieldErrors ?? {};
  const bind = (key: TTrackingKey) => ({
    value: draft[key],
    error: errors[key],
    spellCheck: false,
    autoComplete: "off",
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const value = e.target.value;
      store.update((d) => ({ ...d, [key]: value }));
    },
  });
  return (
    <div className="fe-stack">
      <TextField
        label={<FormattedMessage id="editor.trackingSettings.gtm" defaultMessage="Google Tag Manager container" description="Label of the Google Tag Manager container id input" />}
        placeholder="GTM-XXXXXXX"
        maxLength={20}
        {...bind("googleGTMContainerId")}
      />
      <TextField
        label={<FormattedMessage id="editor.trackingSettings.ga4" defaultMessage="Google Analytics 4 measurement ID" description="Label of the GA4 id input" />}
        placeholder="G-XXXXXXXXXX"
        maxLength={20}
        {...bind("googleGA4Id")}
      />
      <TextField
        label={<FormattedMessage id="editor.trackingSettings.fbPixel" defaultMessage="Facebook pixel ID" description="Label of the Facebook pixel id input" />}
        placeholder="123456789012345"
        inputMode="numeric"
        maxLength={20}
        hint={<FormattedMessage id="editor.trackingSettings.hint" defaultMessage="Leave empty to load no tracking code on the form." description="Hint under the tracking id inputs" />}
        {...bind("fbPixelID")}
      />
    </div>
  );
}
