import { FormattedMessage } from "react-intl";
import { SwitchField } from "../../components/SwitchField.tsx";
import { useEditor, useEditorSnapshot } from "./editorContext.ts";

/** Whether other websites may show the form's page in a frame (the server's frame-ancestors policy). */
export function EmbeddingSettings() {
  const { store } = useEditor();
  const { draft } = useEditorSnapshot();
  return (
    <SwitchField
      label={<FormattedMessage id="editor.embeddingSettings.allow" defaultMessage="Allow embedding on other websites" description="Switch that lets other websites show the form inside a frame (iframe)" />}
      hint={
        draft.allowEmbedding ? (
          <FormattedMessage
            id="editor.embeddingSettings.on"
            defaultMessage="Any website can show this form inside a frame (iframe). Visitors answer it there as on its own page."
            description="Hint when embedding is allowed"
          />
        ) : (
          <FormattedMessage
            id="editor.embeddingSettings.off"
            defaultMessage="The form opens only on its own page: browsers refuse to show it inside a frame on another website, so no site can pass it off as its own."
            description="Hint when embedding is not allowed"
          />
        )
      }
      checked={draft.allowEmbedding}
      onChange={(allowEmbedding) => store.update((d) => ({ ...d, allowEmbedding }))}
    />
  );
}
