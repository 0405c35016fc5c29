import { useDeferredValue, useId, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { FieldName } from "../../../../shared/fields/fieldKinds.ts";
import { MAX_FIELDS } from "../../../../shared/fields/formFields.ts";
import { EditorIcon } from "../../fields/editor/EditorIcon.tsx";
import { DraggablePaletteItem } from "./DraggablePaletteItem.tsx";
import { fieldKindMessages, PALETTE_GROUPS, paletteGroupMessages } from "./fieldKindCatalog.ts";
import { PaletteButton } from "./PaletteButton.tsx";
import { usePaletteKeyboard } from "./usePaletteKeyboard.ts";

interface FieldPaletteProps {
  onAdd: (name: FieldName) => void;
  /** Desktop: entries can be dragged onto the canvas. */
  draggable: boolean;
  fieldCount: number;
  /** Focus the search box when shown (the phone's Add field sheet). */
  autoFocusSearch?: boolean;
}

/** Every component kind, grouped, with a search box. */
export function FieldPalette({ onAdd, draggable, fieldCount, autoFocusSearch }: FieldPaletteProps) {
  const intl = useIntl();
  const searchId = useId();
  const [query, setQuery] = useState("");
  const deferred = useDeferredValue(query.trim().toLocaleLowerCase());
  const full = fieldCount >= MAX_FIELDS;

  const groups = PALETTE_GROUPS.map((group) => {
    const groupName = intl.formatMessage(paletteGroupMessages[group.id]);
    const matches = (name: FieldName) =>
      !deferred || intl.formatMessage(fieldKindMessages[name]).toLocaleLowerCase().includes(deferred) || groupName.toLocaleLowerCase().includes(deferred);
    return { ...group, groupName, kinds: group.kinds.filter(matches) };
  }).filter((group) => group.kinds.length > 0);
  const keyboard = usePaletteKeyboard(groups.flatMap((group) => group.kinds));

  return (
    <div className="palette">
      <div className="palette-search">
        <label htmlFor={searchId} className="visually-hidden">
          <FormattedMessage id="editor.palette.searchLabel" defaultMessage="Search field types" description="Accessible label of the palette's search box" />
        </label>
        <EditorIcon name="search" size={16} />
        <input
          id={searchId}
          type="search"
          className="input palette-search-input"
          value={query}
          autoFocus={autoFocusSearch}
          placeholder={intl.formatMessage({ id: "editor.palette.searchPlaceholder", defaultMessage: "Search fields", description: "Placeholder of the palette's search box" })}
          aria-describedby={`${searchId}-keys`}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      <p id={`${searchId}-keys`} className="visually-hidden">
        <FormattedMessage
          id="editor.palette.keyboardHint"
          defaultMessage="Press Tab to reach the field types, then use the arrow keys to move between them and Enter to add one."
          description="Screen reader hint of the palette's search box"
        />
      </p>
      {full && (
        <p className="palette-note" role="status">
          <FormattedMessage id="editor.palette.full" defaultMessage="A form holds at most {max} fields." description="Note in the palette when the form is full" values={{ max: MAX_FIELDS }} />
        </p>
      )}
      {groups.length === 0 && (
        <p className="palette-note" role="status">
          <FormattedMessage id="editor.palette.noMatch" defaultMessage="No field type matches “{query}”." description="Palette note when the search finds nothing" values={{ query: query.trim() }} />
        </p>
      )}
      <div className="palette-groups" onKeyDown={keyboard.onKeyDown}>
        {groups.map((group) => (
          <section key={group.id} className="palette-group" aria-labelledby={`${searchId}-${group.id}`}>
            <h3 id={`${searchId}-${group.id}`} className="palette-group-title">
              {group.groupName}
            </h3>
            <ul className="palette-grid">
              {group.kinds.map((name) => (
                <li key={name}>
                  {draggable ? (
                    <DraggablePaletteItem
                      name={name}
                      onAdd={onAdd}
                      disabled={full}
                      tabIndex={name === keyboard.current ? 0 : -1}
                      onFocus={() => keyboard.setActive(name)}
                      register={keyboard.register}
                    />
                  ) : (
                    <PaletteButton
                      name={name}
                      disabled={full}
                      onClick={() => onAdd(name)}
                      tabIndex={name === keyboard.current ? 0 : -1}
                      onFocus={() => keyboard.setActive(name)}
                      buttonRef={(node) => keyboard.register(name, node)}
                    />
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
