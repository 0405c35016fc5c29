import { useId, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Button } from "../../components/Button.tsx";
import type { TQrOptions } from "../../../../shared/qr/qrOptions.ts";
import { downloadBlob } from "./downloadBlob.ts";
import { exportQrCode, QR_EXPORT_SIZES, type TQrExportSize } from "./exportQrCode.ts";
import { LogoInlineError } from "./inlineLogo.ts";
import type { TQrExportFormat } from "./qrExportFileName.ts";
import "./qrDesign.css";

interface QrExportPanelProps {
  data: string;
  options: TQrOptions;
  /** Base of the downloaded file names, usually the form title (slugified here). */
  fileName: string;
}

type TExportError = "logo" | "failed";

/** Downloads the code as PNG or SVG at 256–2048 px, rendered in the browser from the same SVG as the preview. */
export function QrExportPanel({ data, options, fileName }: QrExportPanelProps) {
  const intl = useIntl();
  const sizeId = useId();
  const hintId = useId();
  const [size, setSize] = useState<TQrExportSize>(1024);
  const [busy, setBusy] = useState<TQrExportFormat | null>(null);
  const [error, setError] = useState<TExportError | null>(null);
  const disabled = !data;

  const download = async (format: TQrExportFormat) => {
    if (busy || disabled) return;
    setBusy(format);
    setError(null);
    try {
      const file = await exportQrCode(data, options, format, size, fileName);
      downloadBlob(file.blob, file.fileName);
    } catch (reason) {
      console.warn("QR export failed", reason);
      setError(reason instanceof LogoInlineError ? "logo" : "failed");
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="qr-export">
      <div className="field">
        <label className="field-label" htmlFor={sizeId}>
          <FormattedMessage id="qrDesign.qrExportPanel.size" defaultMessage="Size" description="Label of the QR export size select" />
        </label>
        <select
          id={sizeId}
          className="input qr-select"
          value={size}
          aria-describedby={hintId}
          onChange={(event) => setSize(Number(event.target.value) as TQrExportSize)}
        >
          {QR_EXPORT_SIZES.map((value) => (
            <option key={value} value={value}>
              {intl.formatMessage(
                { id: "qrDesign.qrExportPanel.sizeOption", defaultMessage: "{size} px wide", description: "An export size choice; {size} is the width of the image in pixels" },
                { size: value },
              )}
            </option>
          ))}
        </select>
        <p id={hintId} className="field-hint">
          {disabled ? (
            <FormattedMessage
              id="qrDesign.qrExportPanel.noLink"
              defaultMessage="Downloads are available once the form has its link."
              description="Hint in the QR export panel before the form has a short link"
            />
          ) : (
            <FormattedMessage
              id="qrDesign.qrExportPanel.hint"
              defaultMessage="PNG for documents and social posts; SVG stays sharp at any size, ideal for print."
              description="Hint under the QR export size select"
            />
          )}
        </p>
      </div>
      <div className="qr-export-actions">
        {(["png", "svg"] as const).map((format) => (
          <Button
            key={format}
            variant={format === "png" ? "primary" : "secondary"}
            aria-disabled={disabled || (busy !== null && busy !== format) || undefined}
            aria-busy={busy === format || undefined}
            onClick={() => void download(format)}
            disabled={disabled}
          >
            {busy === format ? (
              <span className="qr-busy-label">
                <span className="spinner" aria-hidden="true" />
                <FormattedMessage id="qrDesign.qrExportPanel.preparing" defaultMessage="Preparing…" description="Export button label while the file is being made" />
              </span>
            ) : format === "png" ? (
              <FormattedMessage id="qrDesign.qrExportPanel.png" defaultMessage="Download PNG" description="Button that downloads the QR code as a PNG image" />
            ) : (
              <FormattedMessage id="qrDesign.qrExportPanel.svg" defaultMessage="Download SVG" description="Button that downloads the QR code as an SVG vector image" />
            )}
          </Button>
        ))}
      </div>
      <div role="alert">
        {error && (
          <p className="notice notice-error qr-notice">
            {error === "logo" ? (
              <FormattedMessage
                id="qrDesign.qrExportPanel.logoError"
                defaultMessage="The logo could not be loaded for the export. Upload it again or remove it, then try once more."
                description="Error when the QR export cannot download the logo image"
              />
            ) : (
              <FormattedMessage
                id="qrDesign.qrExportPanel.error"
                defaultMessage="The QR code could not be exported. Please try again."
                description="Error when the QR export fails"
              />
            )}
          </p>
        )}
      </div>
    </div>
  );
}
