import { useCallback } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { TQrOptions } from "../../../../shared/qr/qrOptions.ts";
import { QrCustomizePanel } from "../qrDesign/QrCustomizePanel.tsx";
import { QrPreview } from "../qrDesign/QrPreview.tsx";
import { useEditor, useEditorSnapshot } from "./editorContext.ts";
import { LocalPublicUrlNotice } from "./LocalPublicUrlNotice.tsx";

interface QrSettingsPanelProps {
  /** Applies a design template (flushes pending changes first; see FormEditor). */
  onApplyTemplate: (templateId: string | null) => void;
}

/**
 * The QR code tab: the live preview (drawn from the draft at once) above the customize
 * panel. Changes go into the draft; the autosave sends them 500 ms later and the server
 * redraws the stored PNG/SVG (SPEC.md §4).
 */
export function QrSettingsPanel({ onApplyTemplate }: QrSettingsPanelProps) {
  const intl = useIntl();
  const { store, shortUrl, upload } = useEditor();
  const { draft, qrTemplateId, failure } = useEditorSnapshot();
  const onChange = useCallback((patch: Partial<TQrOptions>) => store.updateQrOptions(patch), [store]);
  const onUploadLogo = useCallback(async (file: File) => (await upload("QR_LOGO", file)).fileUrl, [upload]);
  const qrErrors = Object.entries(failure?.fieldErrors ?? {}).filter(([path]) => path === "qrOptions" || path.startsWith("qrOptions."));
  const title = draft.title.trim() || intl.formatMessage({ id: "editor.qrSettingsPanel.untitled", defaultMessage: "Untitled form", description: "Form name in the QR preview label when the form has no title" });

  return (
    <div className="qr-settings">
      <div className="qr-settings-preview">
        <QrPreview
          data={shortUrl}
          options={draft.qrOptions}
          label={intl.formatMessage({ id: "editor.qrSettingsPanel.previewLabel", defaultMessage: "QR code for {title}", description: "Accessible name of the live QR code preview" }, { title })}
        />
        <p className="qr-settings-link">{shortUrl}</p>
      </div>
      <LocalPublicUrlNotice />
      {qrErrors.length > 0 && (
        <div className="notice notice-error settings-errors" role="alert">
          <p>
            <FormattedMessage id="editor.qrSettingsPanel.errors" defaultMessage="These QR settings were not saved:" description="Heading of the list of rejected QR options" />
          </p>
          <ul>
            {qrErrors.map(([path, message]) => (
              <li key={path}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      <QrCustomizePanel data={shortUrl} options={draft.qrOptions} templateId={qrTemplateId} onChange={onChange} onApplyTemplate={onApplyTemplate} onUploadLogo={onUploadLogo} />
    </div>
  );
}
