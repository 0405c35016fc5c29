import { FormattedMessage, useIntl } from "react-intl";
import { LOCALES } from "../../../../shared/locales.ts";
import { TextField } from "../../components/TextField.tsx";
import { SelectField } from "../../fields/editor/SelectField.tsx";
import { TextAreaField } from "../../fields/editor/TextAreaField.tsx";
import { useEditor, useEditorSnapshot } from "./editorContext.ts";
import { useTitleLimit } from "./useTitleLimit.ts";
import { LOCALE_NATIVE_NAMES } from "./localeNames.ts";

/** Title, introduction and language of the form. */
export function GeneralSettings() {
  const intl = useIntl();
  const { store } = useEditor();
  const { draft, failure } = useEditorSnapshot();
  const errors = failure?.fieldErrors ?? {};
  const titleLimit = useTitleLimit(draft.title);
  return (
    <div className="fe-stack">
      <TextField
        label={<FormattedMessage id="editor.generalSettings.title" defaultMessage="Title" description="Label of the form title input in the form settings" />}
        value={draft.title}
        placeholder={intl.formatMessage({ id: "editor.generalSettings.titlePlaceholder", defaultMessage: "Untitled form", description: "Placeholder of the form title input" })}
        hint={titleLimit.counter}
        error={titleLimit.tooLong ?? errors.title}
        onChange={(e) => {
          const title = e.target.value;
          store.update((d) => ({ ...d, title }));
        }}
      />
      <TextAreaField
        label={<FormattedMessage id="editor.generalSettings.shortText" defaultMessage="Introduction" description="Label of the form's short text (shown under its title)" />}
        hint={<FormattedMessage id="editor.generalSettings.shortTextHint" defaultMessage="A short text under the title: what the form is for, how long it takes." description="Hint under the form's short text input" />}
        value={draft.shortText}
        maxLength={5000}
        rows={3}
        error={errors.shortText}
        onChange={(e) => {
          const shortText = e.target.value;
          store.update((d) => ({ ...d, shortText }));
        }}
      />
      <SelectField
        label={<FormattedMessage id="editor.generalSettings.locale" defaultMessage="Form language" description="Label of the select choosing the language respondents see the form's buttons and messages in" />}
        hint={<FormattedMessage id="editor.generalSettings.localeHint" defaultMessage="Buttons and messages of the form appear in this language." description="Hint under the form language select" />}
        value={draft.locale}
        error={errors.locale}
        onChange={(e) => {
          const locale = e.target.value;
          store.update((d) => ({ ...d, locale }));
        }}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NATIVE_NAMES[code]}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
