import { useIntl } from "react-intl";
import { PageTitle } from "../../components/PageTitle.tsx";
import { useEditorSnapshot } from "./editorContext.ts";

/** "<form title> · Edit" (PageTitle adds the brand), following the title as it is typed. */
export function EditorPageTitle() {
  const intl = useIntl();
  const { draft } = useEditorSnapshot();
  const title = draft.title.trim() || intl.formatMessage({ id: "editor.formEditor.untitled", defaultMessage: "Untitled form", description: "Form name in the tab title when the form has no title" });
  return <PageTitle title={intl.formatMessage({ id: "editor.formEditor.pageTitle", defaultMessage: "{title} · Edit", description: "Browser tab title of the form editor; {title} is the form's title" }, { title })} />;
}
