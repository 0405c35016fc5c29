import { FormattedMessage, useIntl } from "react-intl";
import { SelectField } from "../../fields/editor/SelectField.tsx";
import { useEditor, useEditorSnapshot } from "./editorContext.ts";
import { NOTIFICATION_PERIODS, type TNotificationPeriod } from "./formDraft.ts";

/** How often the owner hears about new answers by e-mail. */
export function NotificationSettings() {
  const intl = useIntl();
  const { store } = useEditor();
  const { draft, failure } = useEditorSnapshot();
  const labels: Record<TNotificationPeriod, string> = {
    never: intl.formatMessage({ id: "editor.notificationSettings.never", defaultMessage: "Never", description: "Notification choice: no e-mails about answers" }),
    instant: intl.formatMessage({ id: "editor.notificationSettings.instant", defaultMessage: "For every answer", description: "Notification choice: an e-mail per answer" }),
    daily: intl.formatMessage({ id: "editor.notificationSettings.daily", defaultMessage: "Daily summary", description: "Notification choice: one e-mail a day" }),
    weekly: intl.formatMessage({ id: "editor.notificationSettings.weekly", defaultMessage: "Weekly summary", description: "Notification choice: one e-mail a week" }),
  };
  return (
    <SelectField
      label={<FormattedMessage id="editor.notificationSettings.label" defaultMessage="E-mail me about new answers" description="Label of the notification period select" />}
      value={draft.notificationPeriod}
      error={failure?.fieldErrors.notificationPeriod}
      onChange={(e) => {
        const notificationPeriod = e.target.value as TNotificationPeriod;
        store.update((d) => ({ ...d, notificationPeriod }));
      }}
    >
      {NOTIFICATION_PERIODS.map((period) => (
        <option key={period} value={period}>
          {labels[period]}
        </option>
      ))}
    </SelectField>
  );
}
