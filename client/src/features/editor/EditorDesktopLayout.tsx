import { useState, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { EditorIcon } from "../../fields/editor/EditorIcon.tsx";
import { useEditor, useEditorSnapshot } from "./editorContext.ts";
import { EditorTopBar } from "./EditorTopBar.tsx";
import { FieldCanvas } from "./FieldCanvas.tsx";
import { FieldDndContext } from "./FieldDndContext.tsx";
import { FieldPalette } from "./FieldPalette.tsx";
import { FieldSettingsPanel } from "./FieldSettingsPanel.tsx";
import { FormSettingsPanel } from "./FormSettingsPanel.tsx";
import { PreviewDialog } from "./PreviewDialog.tsx";
import { QrSettingsPanel } from "./QrSettingsPanel.tsx";
import { SharePanel } from "./SharePanel.tsx";
import { panelId, tabId, Tabs } from "./Tabs.tsx";

export type TSideTab = "field" | "form" | "qr" | "share";

interface EditorDesktopLayoutProps {
  sideTab: TSideTab;
  onSideTab: (tab: TSideTab) => void;
  onApplyTemplate: (templateId: string | null) => void;
  banner: ReactNode;
}

const SIDE = "editor-side";

/** Desktop (≥ 1024 px): palette on the left, the canvas in the centre, settings tabs on the right. */
export function EditorDesktopLayout({ sideTab, onSideTab, onApplyTemplate, banner }: EditorDesktopLayoutProps) {
  const intl = useIntl();
  const { addField, selectedId } = useEditor();
  const { draft, failure } = useEditorSnapshot();
  const [previewOpen, setPreviewOpen] = useState(false);
  const errorHeads = new Set(Object.keys(failure?.fieldErrors ?? {}).map((path) => path.split(".")[0]));
  const dot = <span className="editor-tab-dot" aria-hidden="true" />;

  const panel = (tab: TSideTab, content: ReactNode) => (
    <div role="tabpanel" id={panelId(SIDE, tab)} aria-labelledby={tabId(SIDE, tab)} hidden={sideTab !== tab} className="editor-side-panel" tabIndex={0}>
      {sideTab === tab && content}
    </div>
  );

  return (
    <div className="editor editor-desktop">
      <EditorTopBar onPreview={() => setPreviewOpen(true)} onShare={() => onSideTab("share")} />
      {banner}
      <FieldDndContext>
        <div className="editor-body">
          <aside className="editor-palette" aria-labelledby="editor-palette-heading">
            <h2 id="editor-palette-heading" className="editor-zone-heading">
              <FormattedMessage id="editor.desktopLayout.paletteHeading" defaultMessage="Add fields" description="Heading of the palette of field types" />
            </h2>
            <FieldPalette draggable fieldCount={Object.keys(draft.fields).length} onAdd={(name) => addField(name)} />
          </aside>
          <section
            className="editor-canvas"
            aria-label={intl.formatMessage({ id: "editor.desktopLayout.canvasLabel", defaultMessage: "Form", description: "Accessible name of the canvas holding the field cards" })}
          >
            <FieldCanvas onEditForm={() => onSideTab("form")} />
          </section>
          <aside className="editor-side" aria-label={intl.formatMessage({ id: "editor.desktopLayout.sideLabel", defaultMessage: "Settings", description: "Accessible name of the settings column" })}>
            <Tabs<TSideTab>
              idPrefix={SIDE}
              label={intl.formatMessage({ id: "editor.desktopLayout.tabsLabel", defaultMessage: "Settings", description: "Accessible name of the settings tabs" })}
              selected={sideTab}
              onSelect={onSideTab}
              tabs={[
                {
                  id: "field",
                  icon: <EditorIcon name="layers" size={16} />,
                  label: <FormattedMessage id="editor.desktopLayout.tabField" defaultMessage="Field" description="Settings tab of the selected field" />,
                  badge: errorHeads.has("fields") ? dot : undefined,
                },
                {
                  id: "form",
                  icon: <EditorIcon name="settings" size={16} />,
                  label: <FormattedMessage id="editor.desktopLayout.tabForm" defaultMessage="Form" description="Settings tab of the whole form" />,
                  badge: [...errorHeads].some((head) => head !== "fields" && head !== "qrOptions") ? dot : undefined,
                },
                {
                  id: "qr",
                  icon: <EditorIcon name="qr" size={16} />,
                  label: <FormattedMessage id="editor.desktopLayout.tabQr" defaultMessage="QR code" description="Settings tab of the QR code design" />,
                  badge: errorHeads.has("qrOptions") ? dot : undefined,
                },
                { id: "share", icon: <EditorIcon name="share" size={16} />, label: <FormattedMessage id="editor.desktopLayout.tabShare" defaultMessage="Share" description="Tab with the short link and QR downloads" /> },
              ]}
            />
            {panel("field", <FieldSettingsPanel id={selectedId} />)}
            {panel("form", <FormSettingsPanel />)}
            {panel("qr", <QrSettingsPanel onApplyTemplate={onApplyTemplate} />)}
            {panel("share", <SharePanel />)}
          </aside>
        </div>
      </FieldDndContext>
      <PreviewDialog open={previewOpen} onClose={() => setPreviewOpen(false)} />
    </div>
  );
}
