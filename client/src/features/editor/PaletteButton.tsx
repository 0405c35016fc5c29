import type { ButtonHTMLAttributes, Ref } from "react";
import { useIntl } from "react-intl";
import type { FieldName } from "../../../../shared/fields/fieldKinds.ts";
import { fieldKindMessages } from "./fieldKindCatalog.ts";
import { FieldKindIcon } from "./FieldKindIcon.tsx";

interface PaletteButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "name"> {
  name: FieldName;
  buttonRef?: Ref<HTMLButtonElement> | ((node: HTMLButtonElement | null) => void);
  dragging?: boolean;
}

/** One component kind of the palette: icon and name; a click adds it. */
export function PaletteButton({ name, buttonRef, dragging, className, ...button }: PaletteButtonProps) {
  const intl = useIntl();
  const label = intl.formatMessage(fieldKindMessages[name]);
  return (
    <button
      ref={buttonRef}
      type="button"
      className={["palette-item", dragging && "palette-item-dragging", className].filter(Boolean).join(" ")}
      aria-label={intl.formatMessage({ id: "editor.paletteButton.add", defaultMessage: "Add {kind}", description: "Accessible label of a palette button; {kind} is a field kind like Short text" }, { kind: label })}
      {...button}
    >
      <span className="palette-item-icon">
        <FieldKindIcon name={name} size={18} />
      </span>
      <span className="palette-item-label">{label}</span>
    </button>
  );
}
