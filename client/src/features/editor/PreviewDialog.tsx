import { useEffect, useId, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { EditorIcon } from "../../fields/editor/EditorIcon.tsx";
import { FormPreview, type TPreviewDevice } from "./FormPreview.tsx";
import { SegmentedControl } from "./SegmentedControl.tsx";

/**
 * The preview overlay (a native modal <dialog>: focus is trapped, Escape closes it and focus
 * returns to the Preview button), with a desktop / mobile width toggle.
 */
export function PreviewDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const [device, setDevice] = useState<TPreviewDevice>("desktop");

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="preview-dialog"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="preview-dialog-bar">
        <h2 id={titleId} className="preview-dialog-title">
          <FormattedMessage id="editor.previewDialog.title" defaultMessage="Preview" description="Heading of the preview overlay" />
        </h2>
        <SegmentedControl<TPreviewDevice>
          label={intl.formatMessage({ id: "editor.previewDialog.device", defaultMessage: "Screen size", description: "Accessible label of the desktop/mobile toggle of the preview" })}
          hideLabel
          className="segmented-compact"
          value={device}
          onChange={setDevice}
          options={[
            { value: "desktop", icon: <EditorIcon name="desktop" size={16} />, label: <FormattedMessage id="editor.previewDialog.desktop" defaultMessage="Desktop" description="Preview width choice" /> },
            { value: "mobile", icon: <EditorIcon name="mobile" size={16} />, label: <FormattedMessage id="editor.previewDialog.mobile" defaultMessage="Mobile" description="Preview width choice" /> },
          ]}
        />
        <button
          type="button"
          className="fe-icon-button preview-dialog-close"
          onClick={onClose}
          aria-label={intl.formatMessage({ id: "editor.previewDialog.close", defaultMessage: "Close preview", description: "Accessible label of the preview overlay's close button" })}
        >
          <EditorIcon name="close" size={20} />
        </button>
      </div>
      <div className="preview-dialog-body">{open && <FormPreview device={device} />}</div>
    </dialog>
  );
}
