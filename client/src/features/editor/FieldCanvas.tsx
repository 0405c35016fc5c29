import { useDroppable } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { Fragment, useMemo, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { EditorIcon } from "../../fields/editor/EditorIcon.tsx";
import { useEditor, useEditorSnapshot } from "./editorContext.ts";
import { FieldCard } from "./FieldCard.tsx";
import { CANVAS_DROP_ID, usePaletteDropIndex } from "./fieldDnd.ts";

interface FieldCanvasProps {
  /** Phones: the selected card shows its settings under it. */
  renderSettings?: (id: string) => ReactNode;
  /** Phones: opens the Add field sheet. */
  onOpenAddSheet?: () => void;
  /** The form's heading on the canvas opens the form settings. */
  onEditForm: () => void;
}

/** The centre of the builder: the form's fields as cards, in order, and the drop zone. */
export function FieldCanvas({ renderSettings, onOpenAddSheet, onEditForm }: FieldCanvasProps) {
  const intl = useIntl();
  const { selectedId, select, moveField, duplicateField, requestDelete, focusRequest } = useEditor();
  const { draft, failure } = useEditorSnapshot();
  const entries = Object.entries(draft.fields);
  const ids = useMemo(() => Object.keys(draft.fields), [draft.fields]);
  const { setNodeRef, isOver } = useDroppable({ id: CANVAS_DROP_ID });
  const dropIndex = usePaletteDropIndex();
  const errorPaths = Object.keys(failure?.fieldErrors ?? {});

  const indicator = (
    <li className="drop-indicator" aria-hidden="true">
      <span />
    </li>
  );

  return (
    <div ref={setNodeRef} className={isOver && dropIndex !== null ? "canvas-paper canvas-paper-over" : "canvas-paper"}>
      <button type="button" className="canvas-form-head" style={{ borderTopColor: `#${draft.appearance.headerColor}` }} onClick={onEditForm}>
        <span className="canvas-form-title">{draft.title.trim() || intl.formatMessage({ id: "editor.fieldCanvas.untitled", defaultMessage: "Untitled form", description: "Canvas heading of a form without a title" })}</span>
        {draft.shortText.trim() && <span className="canvas-form-text">{draft.shortText}</span>}
        <span className="canvas-form-edit">
          <EditorIcon name="settings" size={14} />
          <FormattedMessage id="editor.fieldCanvas.editForm" defaultMessage="Form settings" description="Link-like hint on the canvas heading, which opens the form settings" />
        </span>
      </button>

      {entries.length === 0 ? (
        <div className={dropIndex !== null ? "canvas-empty canvas-empty-over" : "canvas-empty"}>
          <span className="canvas-empty-icon" aria-hidden="true">
            <EditorIcon name="plus" size={28} />
          </span>
          <h2>
            <FormattedMessage id="editor.fieldCanvas.emptyTitle" defaultMessage="Add your first field" description="Heading of the empty canvas" />
          </h2>
          <p className="muted">
            {onOpenAddSheet ? (
              <FormattedMessage id="editor.fieldCanvas.emptyBodyPhone" defaultMessage="Questions, choices, uploads, signatures and more: pick one to start." description="Text of the empty canvas on phones" />
            ) : (
              <FormattedMessage
                id="editor.fieldCanvas.emptyBody"
                defaultMessage="Drag a field type here, or click one in the list on the left."
                description="Text of the empty canvas on desktop"
              />
            )}
          </p>
          {onOpenAddSheet && (
            <button type="button" className="btn btn-primary" onClick={onOpenAddSheet}>
              <EditorIcon name="plus" size={18} />
              <FormattedMessage id="editor.fieldCanvas.addFirst" defaultMessage="Add field" description="Button on the empty canvas (phones) opening the field types" />
            </button>
          )}
        </div>
      ) : (
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol
            className="canvas-list"
            aria-label={intl.formatMessage({ id: "editor.fieldCanvas.listLabel", defaultMessage: "Form fields", description: "Accessible name of the list of field cards" })}
          >
            {entries.map(([id, field], index) => (
              <Fragment key={id}>
                {dropIndex === index && indicator}
                <FieldCard
                  id={id}
                  field={field}
                  index={index}
                  count={entries.length}
                  selected={id === selectedId}
                  hasErrors={errorPaths.some((path) => path.startsWith(`fields.${id}.`) || path === `fields.${id}`)}
                  settings={id === selectedId ? renderSettings?.(id) : undefined}
                  onSelect={() => select(id === selectedId && renderSettings ? null : id)}
                  onMove={(to) => moveField(id, to)}
                  onDuplicate={() => duplicateField(id)}
                  onDelete={() => requestDelete(id)}
                  focusRequest={focusRequest?.id === id ? focusRequest.n : 0}
                />
              </Fragment>
            ))}
            {dropIndex === entries.length && indicator}
          </ol>
        </SortableContext>
      )}
      {entries.length > 0 && onOpenAddSheet && (
        <button type="button" className="btn btn-secondary canvas-add" onClick={onOpenAddSheet}>
          <EditorIcon name="plus" size={18} />
          <FormattedMessage id="editor.fieldCanvas.add" defaultMessage="Add field" description="Button under the field cards (phones) opening the field types" />
        </button>
      )}
    </div>
  );
}
