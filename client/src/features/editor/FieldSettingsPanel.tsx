import { useCallback } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { EditorIcon } from "../../fields/editor/EditorIcon.tsx";
import { fieldEditors } from "../../fields/fieldEditors.ts";
import { useEditor, useEditorSnapshot } from "./editorContext.ts";
import { fieldKindMessages } from "./fieldKindCatalog.ts";
import { FieldKindIcon } from "./FieldKindIcon.tsx";

interface FieldSettingsPanelProps {
  id: string | null;
  /** Under its card on phones: no heading. */
  inline?: boolean;
}

/** The selected field's settings, from its kind's editor (client/src/fields/<Kind>/<Kind>Editor.tsx). */
export function FieldSettingsPanel({ id, inline = false }: FieldSettingsPanelProps) {
  const intl = useIntl();
  const { updateField, upload, duplicateField, requestDelete } = useEditor();
  const { draft, failure } = useEditorSnapshot();
  const field = id ? draft.fields[id] : undefined;
  const onUploadImage = useCallback(async (file: File) => {
    const { fileId, fileUrl } = await upload("OPTION_IMAGE", file);
    return { fileId, fileUrl };
  }, [upload]);

  if (!id || !field) {
    return (
      <div className="settings-empty">
        <span className="settings-empty-icon" aria-hidden="true">
          <EditorIcon name="settings" size={24} />
        </span>
        <h2>
          <FormattedMessage id="editor.fieldSettingsPanel.emptyTitle" defaultMessage="No field selected" description="Heading of the Field tab when no field is selected" />
        </h2>
        <p className="muted">
          <FormattedMessage
            id="editor.fieldSettingsPanel.emptyBody"
            defaultMessage="Select a field on the form to edit its question, options and rules, or add one from the field types."
            description="Text of the Field tab when no field is selected"
          />
        </p>
      </div>
    );
  }

  // Server paths "fields.<id>.option.label" become "option.label" for the kind's editor.
  const prefix = `fields.${id}.`;
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(failure?.fieldErrors ?? {})) {
    if (path.startsWith(prefix)) errors[path.slice(prefix.length)] = message;
    else if (path === `fields.${id}`) errors[""] = message;
  }
  const messages = [...new Set(Object.values(errors))];
  const Editor = fieldEditors[field.name];
  const kind = intl.formatMessage(fieldKindMessages[field.name]);

  return (
    <div className="field-settings">
      {!inline && (
        <header className="field-settings-head">
          <span className="field-settings-icon" aria-hidden="true">
            <FieldKindIcon name={field.name} size={20} />
          </span>
          <div className="field-settings-title">
            <h2>{kind}</h2>
            <p className="muted">
              <FormattedMessage
                id="editor.fieldSettingsPanel.position"
                defaultMessage="Field {position} of {count}"
                description="Under the selected field's kind in the Field tab"
                values={{ position: Object.keys(draft.fields).indexOf(id) + 1, count: Object.keys(draft.fields).length }}
              />
            </p>
          </div>
          <button
            type="button"
            className="fe-icon-button"
            onClick={() => duplicateField(id)}
            aria-label={intl.formatMessage({ id: "editor.fieldSettingsPanel.duplicate", defaultMessage: "Duplicate this field", description: "Accessible label of the duplicate button in the Field tab" })}
            title={intl.formatMessage({ id: "editor.fieldSettingsPanel.duplicateTitle", defaultMessage: "Duplicate", description: "Tooltip of the duplicate button in the Field tab" })}
          >
            <EditorIcon name="copy" size={18} />
          </button>
          <button
            type="button"
            className="fe-icon-button fe-icon-button-danger"
            onClick={() => requestDelete(id)}
            aria-label={intl.formatMessage({ id: "editor.fieldSettingsPanel.delete", defaultMessage: "Delete this field", description: "Accessible label of the delete button in the Field tab" })}
            title={intl.formatMessage({ id: "editor.fieldSettingsPanel.deleteTitle", defaultMessage: "Delete", description: "Tooltip of the delete button in the Field tab" })}
          >
            <EditorIcon name="trash" size={18} />
          </button>
        </header>
      )}
      {messages.length > 0 && (
        <div className="notice notice-error settings-errors" role="alert">
          <p>
            <FormattedMessage id="editor.fieldSettingsPanel.errors" defaultMessage="This field was not saved:" description="Heading of the list of server errors of the selected field" />
          </p>
          <ul>
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      <Editor key={id} id={id} field={field} onChange={(next) => updateField(id, next)} errors={errors} onUploadImage={onUploadImage} />
    </div>
  );
}
