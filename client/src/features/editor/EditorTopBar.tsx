import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useNavigate } from "react-router";
import { EditorIcon } from "../../fields/editor/EditorIcon.tsx";
import { useLocalizedPath } from "../../i18n/localePath.ts";
import { formPaths } from "../forms/formPaths.ts";
import { useEditor, useEditorSnapshot } from "./editorContext.ts";
import { resetFormBuilder } from "./formBuilderSession.ts";
import { SaveStatus } from "./SaveStatus.tsx";
import { useTitleLimit } from "./useTitleLimit.ts";

interface EditorTopBarProps {
  /** Desktop: Preview opens the overlay and Share the Share tab; phones have tabs for both. */
  onPreview?: () => void;
  onShare?: () => void;
}

/** The builder's top bar: back to the list, the editable title, save state and the form's actions. */
export function EditorTopBar({ onPreview, onShare }: EditorTopBarProps) {
  const intl = useIntl();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const { store, qrId } = useEditor();
  const { draft, failure } = useEditorSnapshot();
  const { counter, tooLong } = useTitleLimit(draft.title);
  const titleError = tooLong ?? failure?.fieldErrors.title;
  const errorId = useId();
  const counterId = useId();

  return (
    <div className="editor-topbar">
      <Link
        to={localized("/form")}
        className="editor-back"
        onClick={(event) => {
          // Like the header's Forms link: save what is pending first, so the list shows it.
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          void resetFormBuilder().then((leave) => leave && navigate(localized("/form")));
        }}
        aria-label={intl.formatMessage({ id: "editor.topBar.back", defaultMessage: "Back to your forms", description: "Accessible label of the arrow link from the editor to the form list" })}
        title={intl.formatMessage({ id: "editor.topBar.backTitle", defaultMessage: "All forms", description: "Tooltip of the back arrow of the editor" })}
      >
        <EditorIcon name="back" size={18} />
      </Link>
      <div className="editor-title">
        <input
          className={titleError ? "editor-title-input editor-title-input-invalid" : "editor-title-input"}
          value={draft.title}
          placeholder={intl.formatMessage({ id: "editor.topBar.titlePlaceholder", defaultMessage: "Untitled form", description: "Placeholder of the editor's title input" })}
          aria-label={intl.formatMessage({ id: "editor.topBar.titleLabel", defaultMessage: "Form title", description: "Accessible label of the editable title in the editor's top bar" })}
          aria-invalid={titleError ? true : undefined}
          aria-describedby={titleError ? errorId : counter ? counterId : undefined}
          onChange={(e) => {
            const title = e.target.value;
            store.update((d) => ({ ...d, title }));
          }}
        />
        {titleError && (
          <p id={errorId} className="field-error editor-title-error">
            {titleError}
          </p>
        )}
        {counter && !titleError && (
          <p id={counterId} className="editor-title-count">
            {counter}
          </p>
        )}
      </div>
      <SaveStatus />
      <div className="editor-topbar-actions">
        {onPreview && (
          <button type="button" className="btn btn-secondary" onClick={onPreview}>
            <EditorIcon name="eye" size={18} />
            <FormattedMessage id="editor.topBar.preview" defaultMessage="Preview" description="Button opening the preview of the public form" />
          </button>
        )}
        {onShare && (
          <button type="button" className="btn btn-secondary" onClick={onShare}>
            <EditorIcon name="share" size={18} />
            <FormattedMessage id="editor.topBar.share" defaultMessage="Share" description="Button showing the form's short link and QR code downloads" />
          </button>
        )}
        <a
          className="btn btn-primary editor-open-form"
          href={localized(formPaths.public(qrId))}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={intl.formatMessage({ id: "editor.topBar.openFormLabel", defaultMessage: "Open form (opens in a new tab)", description: "Accessible label of the link opening the public form in a new tab" })}
        >
          <EditorIcon name="external" size={18} />
          <span className="editor-open-form-text">
            <FormattedMessage id="editor.topBar.openForm" defaultMessage="Open form" description="Link opening the public form in a new tab" />
          </span>
        </a>
      </div>
    </div>
  );
}
