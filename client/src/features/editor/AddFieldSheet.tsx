import { useEffect, useId, useRef } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { FieldName } from "../../../../shared/fields/fieldKinds.ts";
import { EditorIcon } from "../../fields/editor/EditorIcon.tsx";
import { FieldPalette } from "./FieldPalette.tsx";

interface AddFieldSheetProps {
  open: boolean;
  onClose: () => void;
  onAdd: (name: FieldName) => void;
  fieldCount: number;
}

/** Phones: the palette as a bottom sheet (a modal <dialog>); picking a kind adds it after the selected field. */
export function AddFieldSheet({ open, onClose, onAdd, fieldCount }: AddFieldSheetProps) {
  const intl = useIntl();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="add-sheet"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="add-sheet-bar">
        <h2 id={titleId}>
          <FormattedMessage id="editor.addFieldSheet.title" defaultMessage="Add field" description="Heading of the phone sheet listing the field types" />
        </h2>
        <button
          type="button"
          className="fe-icon-button"
          onClick={onClose}
          aria-label={intl.formatMessage({ id: "editor.addFieldSheet.close", defaultMessage: "Close", description: "Accessible label of the close button of the Add field sheet" })}
        >
          <EditorIcon name="close" size={20} />
        </button>
      </div>
      <div className="add-sheet-body">
        {open && (
          <FieldPalette
            draggable={false}
            fieldCount={fieldCount}
            onAdd={(name) => {
              onAdd(name);
              onClose();
            }}
          />
        )}
      </div>
    </dialog>
  );
}
