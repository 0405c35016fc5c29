import { useIntl } from "react-intl";
import { PageTitle } from "../../components/PageTitle.tsx";
import { useEditorSnapshot } from "./editorContext.ts";

/**
 * "<form title> · Edit" (PageTitle adds the brand), following the title as it is typed; also the
 * page's h1, hidden: the editable title in the top bar is an input, which cannot be a heading.
 */
export function EditorPageTitle() {
  const intl = useIntl();
  const { draft } = useEditorSnapshot();
  const title = draft.title.trim() || intl.formatMessage({ id: "editor.formEditor.untitled", defaultMessage: "Untitled form", description: "Form name in the tab title when the form has no title" });
  const pageTitle = intl.formatMessage({ id: "editor.formEditor.pageTitle", defaultMessage: "{title} · Edit", description: "Browser tab title of the form editor; {title} is the form's title" }, { title });
  return (
    <>
      <PageTitle title={pageTitle} />
      <h1 className="visually-hidden">{pageTitle}</h1>
    </>
  );
}
