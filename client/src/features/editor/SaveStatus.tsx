import { FormattedMessage, useIntl } from "react-intl";
import { Spinner } from "../../components/Spinner.tsx";
import { EditorIcon } from "../../fields/editor/EditorIcon.tsx";
import { useEditor, useEditorSnapshot } from "./editorContext.ts";

/** "Saved" / "Saving…" / "Couldn't save" with Retry: the autosave's state, announced politely. */
export function SaveStatus() {
  const intl = useIntl();
  const { store } = useEditor();
  const { status, failure } = useEditorSnapshot();
  return (
    <div className={`save-status save-status-${status}`}>
      <p className="save-status-text" role="status" title={status === "failed" && failure ? failure.message : undefined}>
        {status === "saved" && (
          <>
            <EditorIcon name="check" size={16} />
            <FormattedMessage id="editor.saveStatus.saved" defaultMessage="Saved" description="Autosave state: every change is saved" />
          </>
        )}
        {(status === "pending" || status === "saving") && (
          <>
            <Spinner />
            <FormattedMessage id="editor.saveStatus.saving" defaultMessage="Saving…" description="Autosave state: changes are being saved" />
          </>
        )}
        {status === "failed" && (
          <>
            <EditorIcon name="alert" size={16} />
            <FormattedMessage id="editor.saveStatus.failed" defaultMessage="Couldn't save" description="Autosave state: the last save failed; the changes are kept in the page" />
          </>
        )}
      </p>
      {/* After a conflict Retry cannot help: the banner offers Reload instead. */}
      {status === "failed" && !failure?.conflict && (
        <button
          type="button"
          className="btn btn-secondary save-status-retry"
          onClick={() => void store.retry()}
          aria-label={intl.formatMessage({ id: "editor.saveStatus.retryLabel", defaultMessage: "Retry saving", description: "Accessible label of the Retry button next to a failed autosave" })}
        >
          <EditorIcon name="retry" size={16} />
          <FormattedMessage id="editor.saveStatus.retry" defaultMessage="Retry" description="Button that saves again after a failed autosave" />
        </button>
      )}
    </div>
  );
}
