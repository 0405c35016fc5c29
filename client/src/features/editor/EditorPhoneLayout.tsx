import { useRef, useState, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { EditorIcon } from "../../fields/editor/EditorIcon.tsx";
import { AddFieldSheet } from "./AddFieldSheet.tsx";
import { useEditor, useEditorSnapshot } from "./editorContext.ts";
import { EditorTopBar } from "./EditorTopBar.tsx";
import { FieldCanvas } from "./FieldCanvas.tsx";
import { FieldDndContext } from "./FieldDndContext.tsx";
import { FieldSettingsPanel } from "./FieldSettingsPanel.tsx";
import { FormPreview } from "./FormPreview.tsx";
import { FormSettingsPanel } from "./FormSettingsPanel.tsx";
import { QrSettingsPanel } from "./QrSettingsPanel.tsx";
import { SharePanel } from "./SharePanel.tsx";
import { panelId, tabId, Tabs } from "./Tabs.tsx";

export type TPhoneTab = "build" | "settings" | "qr" | "preview";

interface EditorPhoneLayoutProps {
  tab: TPhoneTab;
  onTab: (tab: TPhoneTab) => void;
  onApplyTemplate: (templateId: string | null) => void;
  banner: ReactNode;
}

const PHONE = "editor-phone";

/**
 * Phones and tablets (< 1024 px): Build / Settings / QR / Preview tabs; the selected field's
 * settings open under its card and the palette is an "Add field" sheet.
 */
export function EditorPhoneLayout({ tab, onTab, onApplyTemplate, banner }: EditorPhoneLayoutProps) {
  const intl = useIntl();
  const { addField } = useEditor();
  const { draft, failure } = useEditorSnapshot();
  const [sheetOpen, setSheetOpen] = useState(false);
  const tabsStart = useRef<HTMLDivElement>(null);

  // A new tab starts at its top: if the page was scrolled past the (sticky) tabs, go back to them.
  const selectTab = (id: TPhoneTab) => {
    onTab(id);
    const start = tabsStart.current;
    if (!start) return;
    const headerHeight = Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue("--header-height")) || 0;
    const top = start.getBoundingClientRect().top + window.scrollY - headerHeight;
    if (window.scrollY > top) window.scrollTo({ top });
  };
  const errorHeads = new Set(Object.keys(failure?.fieldErrors ?? {}).map((path) => path.split(".")[0]));
  const dot = <span className="editor-tab-dot" aria-hidden="true" />;

  const panel = (id: TPhoneTab, content: ReactNode) => (
    <div role="tabpanel" id={panelId(PHONE, id)} aria-labelledby={tabId(PHONE, id)} hidden={tab !== id} className={`editor-phone-panel editor-phone-panel-${id}`}>
      {tab === id && content}
    </div>
  );

  return (
    <div className="editor editor-phone">
      <EditorTopBar />
      {banner}
      <div ref={tabsStart} aria-hidden="true" />
      <Tabs<TPhoneTab>
        idPrefix={PHONE}
        className="editor-phone-tabs"
        label={intl.formatMessage({ id: "editor.phoneLayout.tabsLabel", defaultMessage: "Editor", description: "Accessible name of the editor's tabs on phones" })}
        selected={tab}
        onSelect={selectTab}
        tabs={[
          {
            id: "build",
            icon: <EditorIcon name="layers" size={16} />,
            label: <FormattedMessage id="editor.phoneLayout.tabBuild" defaultMessage="Build" description="Phone tab with the field cards" />,
            badge: errorHeads.has("fields") ? dot : undefined,
          },
          {
            id: "settings",
            icon: <EditorIcon name="settings" size={16} />,
            label: <FormattedMessage id="editor.phoneLayout.tabSettings" defaultMessage="Settings" description="Phone tab with the form settings" />,
            badge: [...errorHeads].some((head) => head !== "fields" && head !== "qrOptions") ? dot : undefined,
          },
          {
            id: "qr",
            icon: <EditorIcon name="qr" size={16} />,
            label: <FormattedMessage id="editor.phoneLayout.tabQr" defaultMessage="QR" description="Phone tab with the QR code design and sharing" />,
            badge: errorHeads.has("qrOptions") ? dot : undefined,
          },
          { id: "preview", icon: <EditorIcon name="eye" size={16} />, label: <FormattedMessage id="editor.phoneLayout.tabPreview" defaultMessage="Preview" description="Phone tab with the form preview" /> },
        ]}
      />
      {panel(
        "build",
        <FieldDndContext>
          <FieldCanvas renderSettings={(id) => <FieldSettingsPanel id={id} inline />} onOpenAddSheet={() => setSheetOpen(true)} onEditForm={() => selectTab("settings")} />
        </FieldDndContext>,
      )}
      {panel("settings", <FormSettingsPanel />)}
      {panel(
        "qr",
        <>
          <QrSettingsPanel onApplyTemplate={onApplyTemplate} />
          <SharePanel showQr={false} />
        </>,
      )}
      {panel("preview", <FormPreview device="mobile" />)}
      <AddFieldSheet open={sheetOpen} onClose={() => setSheetOpen(false)} onAdd={(name) => addField(name)} fieldCount={Object.keys(draft.fields).length} />
    </div>
  );
}
