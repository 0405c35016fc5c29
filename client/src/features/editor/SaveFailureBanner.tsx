import { FormattedMessage } from "react-intl";
import { EditorIcon } from "../../fields/editor/EditorIcon.tsx";
import { useEditor, useEditorSnapshot } from "./editorContext.ts";

/** Under the top bar while a save failed: what the server said, and Retry. The edits stay in the page. */
export function SaveFailureBanner() {
  const { store } = useEditor();
  const { status, failure } = useEditorSnapshot();
  if (status !== "failed" || !failure) return null;
  const fieldCount = Object.keys(failure.fieldErrors).length;
  return (
    <div className="save-banner" role="alert">
      <EditorIcon name="alert" size={18} />
      <p className="save-banner-text">
        {fieldCount > 0 ? (
          <FormattedMessage
            id="editor.saveFailureBanner.invalid"
            defaultMessage="Some changes are not saved: {message} Fix the marked {count, plural, one {setting} other {settings}}; everything else is saved."
            description="Banner when the server rejected some settings; {message} is the server's first message"
            values={{ message: /[.!?]$/.test(failure.message) ? failure.message : `${failure.message}.`, count: fieldCount }}
          />
        ) : (
          <FormattedMessage
            id="editor.saveFailureBanner.failed"
            defaultMessage="Your latest changes are not saved yet ({message}). They are kept in this page."
            description="Banner when saving failed (e.g. offline); {message} is the error"
            values={{ message: failure.message }}
          />
        )}
      </p>
      <button type="button" className="btn btn-secondary save-banner-retry" onClick={() => void store.retry()}>
        <FormattedMessage id="editor.saveFailureBanner.retry" defaultMessage="Retry now" description="Button of the save failure banner that saves again" />
      </button>
    </div>
  );
}
