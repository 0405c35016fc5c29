import { useId, useRef, useState, type DragEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Button } from "../../components/Button.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { safeLogoUrl } from "../../../../shared/qr/svgUtil.ts";
import { documentBaseUrl, resolveLogoUrl } from "./resolveLogoUrl.ts";
import { LOGO_ACCEPT, type TLogoUploadError } from "./useLogoUpload.ts";

interface LogoSectionProps {
  logo: string;
  uploading: boolean;
  error: TLogoUploadError | null;
  onUpload: (file: File) => void;
  onRemove: () => void;
}

export function LogoSection({ logo, uploading, error, onUpload, onRemove }: LogoSectionProps) {
  const intl = useIntl();
  const hintId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const actions = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState(false);
  const shownLogo = safeLogoUrl(resolveLogoUrl(logo, documentBaseUrl()));
  const describedBy = [error ? errorId : null, hintId].filter(Boolean).join(" ");

  const pick = () => input.current?.click();
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !uploading) onUpload(file);
  };

  return (
    <div className="qr-stack">
      <div
        className={`qr-logo-drop${dragging ? " qr-logo-drop-active" : ""}`}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = "copy";
          setDragging(true);
        }}
        onDragLeave={(event) => {
          // Moving over a child also fires dragleave on the zone; only leaving the zone counts.
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
      >
        <div className="qr-logo-thumb" aria-hidden={shownLogo ? undefined : true}>
          {shownLogo ? (
            <img src={shownLogo} alt={intl.formatMessage({ id: "qrDesign.logoSection.currentAlt", defaultMessage: "Current logo", description: "Alt text of the logo thumbnail in the QR logo settings" })} />
          ) : (
            <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" focusable="false">
              <path d="M12 16V5M7.5 9.5 12 5l4.5 4.5M5 19h14" />
            </svg>
          )}
        </div>
        <div className="qr-logo-body">
          <p className="qr-logo-title">
            {shownLogo ? (
              <FormattedMessage id="qrDesign.logoSection.hasLogo" defaultMessage="Logo in the centre of the code" description="Title next to the current QR logo thumbnail" />
            ) : (
              <FormattedMessage id="qrDesign.logoSection.noLogo" defaultMessage="Add your logo" description="Title of the empty QR logo drop zone" />
            )}
          </p>
          <p id={hintId} className="field-hint">
            <FormattedMessage
              id="qrDesign.logoSection.hint"
              defaultMessage="PNG, JPEG, WebP or GIF. Drop a file here or choose one. The code switches to high error correction so it stays scannable."
              description="Help text of the QR logo upload"
            />
          </p>
        </div>
        <div className="qr-logo-actions" ref={actions}>
          <Button
            variant="secondary"
            // Not disabled while busy: a disabled button would drop keyboard focus.
            aria-disabled={uploading || undefined}
            aria-describedby={describedBy}
            onClick={uploading ? undefined : pick}
          >
            {uploading ? (
              <span className="qr-busy-label">
                <Spinner />
                <FormattedMessage id="qrDesign.logoSection.uploading" defaultMessage="Uploading…" description="Logo upload button while the file is being uploaded" />
              </span>
            ) : shownLogo ? (
              <FormattedMessage id="qrDesign.logoSection.replace" defaultMessage="Replace logo" description="Button that uploads a new QR logo in place of the current one" />
            ) : (
              <FormattedMessage id="qrDesign.logoSection.upload" defaultMessage="Upload logo" description="Button that opens the file picker for the QR logo" />
            )}
          </Button>
          {logo && !uploading && (
            <Button
              variant="ghost"
              onClick={() => {
                onRemove();
                // The Remove button goes away: keep keyboard focus on the upload button.
                actions.current?.querySelector("button")?.focus();
              }}
            >
              <FormattedMessage id="qrDesign.logoSection.remove" defaultMessage="Remove" description="Button that removes the logo from the QR code" />
            </Button>
          )}
        </div>
        <input
          ref={input}
          type="file"
          accept={LOGO_ACCEPT.join(",")}
          hidden
          tabIndex={-1}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) onUpload(file);
          }}
        />
      </div>
      <div role="status" className="visually-hidden">
        {uploading && intl.formatMessage({ id: "qrDesign.logoSection.uploadingStatus", defaultMessage: "Uploading the logo", description: "Screen reader announcement while the QR logo uploads" })}
      </div>
      {error && (
        <p id={errorId} className="notice notice-error qr-notice" role="alert">
          {error.kind === "type" ? (
            <FormattedMessage id="qrDesign.logoSection.wrongType" defaultMessage="Choose a PNG, JPEG, WebP or GIF image." description="Error when the chosen QR logo file is not an accepted image type" />
          ) : (
            <FormattedMessage
              id="qrDesign.logoSection.failed"
              defaultMessage="The logo could not be uploaded. {detail}"
              description="Error when the QR logo upload fails; {detail} is the server's reason, or a request to try again"
              values={{
                detail:
                  error.detail ??
                  intl.formatMessage({ id: "qrDesign.logoSection.tryAgain", defaultMessage: "Please try again.", description: "Default reason appended to the failed logo upload message" }),
              }}
            />
          )}
        </p>
      )}
    </div>
  );
}
