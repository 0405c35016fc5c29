import { useEffect, useId, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { EditorIcon } from "../../fields/editor/EditorIcon.tsx";
import { useLocalizedPath } from "../../i18n/localePath.ts";
import { formPaths } from "../forms/formPaths.ts";
import { QrExportPanel } from "../qrDesign/QrExportPanel.tsx";
import { QrPreview } from "../qrDesign/QrPreview.tsx";
import { useEditor, useEditorSnapshot } from "./editorContext.ts";
import { LocalPublicUrlNotice } from "./LocalPublicUrlNotice.tsx";
import { embedCode } from "./embedCode.ts";

/**
 * Share: the short link with a Copy button, the QR code and its downloads (PNG and SVG in
 * several sizes). `showQr` false leaves out the code itself where a preview is already shown.
 */
export function SharePanel({ showQr = true }: { showQr?: boolean }) {
  const intl = useIntl();
  const id = useId();
  const localized = useLocalizedPath();
  const { shortUrl, qrId } = useEditor();
  const { draft } = useEditorSnapshot();
  const [copied, setCopied] = useState<"done" | "failed" | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const title = draft.title.trim() || intl.formatMessage({ id: "editor.sharePanel.untitled", defaultMessage: "Untitled form", description: "Form name in the share panel when the form has no title" });

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(shortUrl);
      setCopied("done");
    } catch {
      // No clipboard permission: select the link so the owner can copy it by hand.
      input.current?.select();
      setCopied("failed");
    }
    timer.current = setTimeout(() => setCopied(null), 3000);
  };

  return (
    <div className="share-panel">
      <section className="share-section" aria-labelledby={`${id}-link`}>
        <h2 id={`${id}-link`} className="share-heading">
          <FormattedMessage id="editor.sharePanel.linkHeading" defaultMessage="Short link" description="Heading of the short link in the share panel" />
        </h2>
        {/* Without its own QR code (phones), the panel sits under the QR settings, which warn already. */}
        {showQr && <LocalPublicUrlNotice />}
        <div className="share-link-row">
          <label htmlFor={`${id}-url`} className="visually-hidden">
            <FormattedMessage id="editor.sharePanel.linkLabel" defaultMessage="Short link of the form" description="Accessible label of the read-only short link input" />
          </label>
          <input ref={input} id={`${id}-url`} className="input share-link-input" value={shortUrl} readOnly onFocus={(e) => e.currentTarget.select()} />
          <button type="button" className="btn btn-primary" onClick={() => void copy()}>
            <EditorIcon name={copied === "done" ? "check" : "copy"} size={16} />
            {copied === "done" ? (
              <FormattedMessage id="editor.sharePanel.copied" defaultMessage="Copied" description="Copy button after the link was copied" />
            ) : (
              <FormattedMessage id="editor.sharePanel.copy" defaultMessage="Copy" description="Button copying the short link" />
            )}
          </button>
        </div>
        <p className="field-hint" role="status">
          {copied === "done" && <FormattedMessage id="editor.sharePanel.copiedNote" defaultMessage="Link copied to the clipboard." description="Status after the link was copied" />}
          {copied === "failed" && <FormattedMessage id="editor.sharePanel.copyFailed" defaultMessage="Copying is blocked here: the link is selected, press Ctrl+C (⌘C) to copy it." description="Status when the clipboard is not available" />}
        </p>
        <a className="text-link share-open" href={localized(formPaths.public(qrId))} target="_blank" rel="noopener noreferrer">
          <EditorIcon name="external" size={14} />
          <FormattedMessage id="editor.sharePanel.open" defaultMessage="Open the form in a new tab" description="Link opening the public form from the share panel" />
        </a>
      </section>
      <section className="share-section" aria-labelledby={`${id}-qr`}>
        <h2 id={`${id}-qr`} className="share-heading">
          <FormattedMessage id="editor.sharePanel.qrHeading" defaultMessage="QR code" description="Heading of the QR code downloads in the share panel" />
        </h2>
        {showQr && (
          <div className="share-qr">
            <QrPreview
              data={shortUrl}
              options={draft.qrOptions}
              className="share-qr-preview"
              label={intl.formatMessage({ id: "editor.sharePanel.qrLabel", defaultMessage: "QR code for {title}", description: "Accessible name of the QR code in the share panel" }, { title })}
            />
          </div>
        )}
        <QrExportPanel data={shortUrl} options={draft.qrOptions} fileName={title} />
      </section>
      {draft.allowEmbedding && (
        <section className="share-section" aria-labelledby={`${id}-embed`}>
          <h2 id={`${id}-embed`} className="share-heading">
            <FormattedMessage id="editor.sharePanel.embedHeading" defaultMessage="Embed on a website" description="Heading of the iframe code in the share panel, shown when embedding is allowed" />
          </h2>
          <label htmlFor={`${id}-embed-code`} className="field-hint">
            <FormattedMessage id="editor.sharePanel.embedLabel" defaultMessage="Paste this code into a page of your website to show the form there." description="Label of the read-only iframe code in the share panel" />
          </label>
          <textarea id={`${id}-embed-code`} className="input share-embed-code" rows={4} readOnly value={embedCode(shortUrl, qrId, title)} onFocus={(e) => e.currentTarget.select()} />
        </section>
      )}
    </div>
  );
}
