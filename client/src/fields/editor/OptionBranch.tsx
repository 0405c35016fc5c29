import { useIntl } from "react-intl";
import { EditorIcon } from "./EditorIcon.tsx";
import { moveItem, type TChoice } from "./fieldEditorProps.ts";
import { RowActions } from "./RowActions.tsx";
import { useListKeys } from "./useListKeys.ts";

interface OptionBranchProps {
  choices: readonly TChoice[];
  onChange: (choices: TChoice[]) => void;
  /** Position of this list in the tree: [] for the first level, [0, 2] for the children of option 1.3. */
  path: readonly number[];
  /** How many levels deep options may go (4 at most). */
  maxDepth: number;
  errors: Readonly<Record<string, string>>;
}

/** "1.3.2": an option's place in the tree, 1-based. */
export const optionNumber = (path: readonly number[]) => path.map((index) => index + 1).join(".");

/** One level of the options tree of a multiple level or cascade select, with the levels under it. */
export function OptionBranch({ choices, onChange, path, maxDepth, errors }: OptionBranchProps) {
  const intl = useIntl();
  const keys = useListKeys(choices.length);
  const depth = path.length;
  const name = (index: number) =>
    intl.formatMessage({ id: "fields.optionBranch.optionName", defaultMessage: "Option {number}", description: "Accessible name (and text of a new one) of an option in a tree of options; {number} is like 1.2.3" }, { number: optionNumber([...path, index]) });
  const errorPath = (index: number) => `option.options.${[...path, index].join(".children.")}`;

  const update = (index: number, choice: TChoice) => onChange(choices.map((c, i) => (i === index ? choice : c)));
  const addChild = (index: number) => {
    const parent = choices[index]!;
    const children = parent.children ?? [];
    update(index, { ...parent, children: [...children, { label: name(index) + "." + String(children.length + 1) }] });
  };

  return (
    <ol className={depth === 0 ? "fe-tree" : "fe-tree fe-tree-nested"}>
      {choices.map((choice, index) => {
        const error = errors[`${errorPath(index)}.label`];
        const children = choice.children ?? [];
        return (
          <li key={keys.keys[index]} className="fe-tree-node">
            <div className={error ? "fe-row fe-row-invalid" : "fe-row"}>
              <span className="fe-row-number" aria-hidden="true">
                {optionNumber([...path, index])}
              </span>
              <input
                className="input fe-row-input"
                value={choice.label}
                maxLength={500}
                aria-label={name(index)}
                aria-invalid={error ? true : undefined}
                onChange={(e) => update(index, { ...choice, label: e.target.value })}
              />
              {depth + 1 < maxDepth && (
                <button
                  type="button"
                  className="fe-icon-button"
                  onClick={() => addChild(index)}
                  aria-label={intl.formatMessage({ id: "fields.optionBranch.addChild", defaultMessage: "Add a sub-option to {name}", description: "Accessible label of the button adding an option one level below another" }, { name: name(index) })}
                  title={intl.formatMessage({ id: "fields.optionBranch.addChildTitle", defaultMessage: "Add sub-option", description: "Tooltip of the add-sub-option button" })}
                >
                  <EditorIcon name="subitem" size={16} />
                </button>
              )}
              <RowActions
                name={name(index)}
                index={index}
                count={choices.length}
                min={depth === 0 ? 1 : 0}
                onMove={(delta) => {
                  keys.move(index, delta);
                  onChange(moveItem(choices, index, delta));
                }}
                onRemove={() => {
                  keys.remove(index);
                  onChange(choices.filter((_, i) => i !== index));
                }}
              />
              {error && <p className="field-error fe-row-error">{error}</p>}
            </div>
            {children.length > 0 && (
              <OptionBranch
                choices={children}
                path={[...path, index]}
                maxDepth={maxDepth}
                errors={errors}
                onChange={(next) => {
                  const { children: _old, ...rest } = choice;
                  update(index, next.length ? { ...rest, children: next } : rest);
                }}
              />
            )}
          </li>
        );
      })}
    </ol>
  );
}
