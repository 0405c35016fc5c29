import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { EditorIcon } from "../../fields/editor/EditorIcon.tsx";
import { useEditor, useEditorSnapshot } from "./editorContext.ts";

/**
 * Under the top bar while a save failed: what the server said, and Retry. The edits stay in the page.
 * When the form was changed elsewhere meanwhile, saving on top would lose that change: the owner
 * is told their latest change was not saved and can reload the latest version.
 */
export function SaveFailureBanner({ onReload }: { onReload: () => Promise<void> }) {
  const { store } = useEditor();
  const { status, failure } = useEditorSnapshot();
  const [reloading, setReloading] = useState(false);
  if (status !== "failed" || !failure) return null;
  if (failure.conflict) {
    const reload = () => {
      setReloading(true);
      onReload().catch(() => setReloading(false));
    };
    return (
      <div className="save-banner" role="alert">
        <EditorIcon name="alert" size={18} />
        <p className="save-banner-text">
          <FormattedMessage
            id="editor.saveFailureBanner.conflict"
            defaultMessage="This form was changed elsewhere (in another tab or on another device) after you opened it. Your latest changes were not saved. Reload to continue with the latest version."
            description="Banner when a save was refused because the form was edited elsewhere since the editor loaded it; reloading discards the unsaved changes"
          />
        </p>
        <button type="button" className="btn btn-secondary save-banner-retry" onClick={reload} disabled={reloading}>
          <FormattedMessage id="editor.saveFailureBanner.reload" defaultMessage="Reload" description="Button of the conflict banner that loads the latest version of the form" />
        </button>
      </div>
    );
  }
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
