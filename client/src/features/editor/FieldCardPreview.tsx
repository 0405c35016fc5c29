import { FormattedMessage, useIntl } from "react-intl";
import type { TFormField } from "../../../../shared/fields/formFields.ts";
import { FieldKindIcon } from "./FieldKindIcon.tsx";

const MAX_SHOWN = 4;

/** A small, static rendering of a field on its canvas card: what respondents will see, at a glance. */
export function FieldCardPreview({ field }: { field: TFormField }) {
  const intl = useIntl();
  const option = field.option;
  const label = option.label.trim();
  const placeholder = option.placeholder?.trim();
  const t = {
    untitled: intl.formatMessage({ id: "editor.fieldCardPreview.untitled", defaultMessage: "Untitled question", description: "Shown on a field card whose question is empty" }),
    more: (count: number) =>
      intl.formatMessage({ id: "editor.fieldCardPreview.more", defaultMessage: "+{count} more", description: "After the first options of a field card; {count} options are not shown" }, { count }),
  };

  const question = (
    <p className="fc-question">
      {label || <span className="fc-muted">{t.untitled}</span>}
      {option.required && (
        <span className="fc-required" aria-hidden="true">
          {" "}
          *
        </span>
      )}
    </p>
  );
  const box = (text?: string, icon?: TFormField["name"], className = "") => (
    <span className={`fc-box ${className}`}>
      {icon && <FieldKindIcon name={icon} size={14} />}
      <span className="fc-box-text">{text}</span>
    </span>
  );
  const choices = (kind: "radio" | "check") => {
    const options = option.options ?? [];
    return (
      <ul className="fc-choices">
        {options.slice(0, MAX_SHOWN).map((choice, index) => (
          <li key={index} className="fc-choice">
            <span className={kind === "radio" ? "fc-dot" : "fc-square"} aria-hidden="true" />
            {choice.image && <img className="fc-choice-image" src={choice.image.fileUrl} alt="" />}
            <span>{choice.label}</span>
          </li>
        ))}
        {options.length > MAX_SHOWN && <li className="fc-more">{t.more(options.length - MAX_SHOWN)}</li>}
      </ul>
    );
  };
  const upload = (
    <span className="fc-box fc-upload">
      <FieldKindIcon name={field.name} size={16} />
      <FormattedMessage id="editor.fieldCardPreview.upload" defaultMessage="Upload a file" description="Placeholder of an upload field on its card" />
    </span>
  );

  switch (field.name) {
    case "QRFieldTitle":
      return (
        <div className="fc">
          <p className="fc-title">{label || <span className="fc-muted">{t.untitled}</span>}</p>
          {option.help?.trim() && <p className="fc-help">{option.help}</p>}
        </div>
      );
    case "QRFieldDescription":
      return <p className="fc fc-description">{label || <span className="fc-muted">{t.untitled}</span>}</p>;
    case "QRFieldLabel":
      return <p className="fc fc-label">{label || <span className="fc-muted">{t.untitled}</span>}</p>;
    default:
      break;
  }

  let body;
  switch (field.name) {
    case "QRFieldLongText":
      body = box(placeholder, undefined, "fc-box-tall");
      break;
    case "QRFieldName":
      body = (
        <span className="fc-row">
          {box(intl.formatMessage({ id: "editor.fieldCardPreview.firstName", defaultMessage: "First name", description: "Part of a name field on its card" }))}
          {box(intl.formatMessage({ id: "editor.fieldCardPreview.lastName", defaultMessage: "Last name", description: "Part of a name field on its card" }))}
        </span>
      );
      break;
    case "QRFieldAddress":
      body = (
        <span className="fc-column">
          {box(intl.formatMessage({ id: "editor.fieldCardPreview.street", defaultMessage: "Street address", description: "Part of an address field on its card" }))}
          <span className="fc-row">
            {box(intl.formatMessage({ id: "editor.fieldCardPreview.city", defaultMessage: "City", description: "Part of an address field on its card" }))}
            {box(intl.formatMessage({ id: "editor.fieldCardPreview.postalCode", defaultMessage: "Postal code", description: "Part of an address field on its card" }))}
          </span>
        </span>
      );
      break;
    case "QRFieldCalendar":
      body = option.timeOnly ? box("HH:mm", "QRFieldTime") : box(option.dateFormat || "MM/DD/YYYY", "QRFieldCalendar");
      break;
    case "QRFieldTime":
      body = box("HH:mm", "QRFieldTime");
      break;
    case "QRFieldRadio":
      body = choices("radio");
      break;
    case "QRFieldCheckbox":
      body = choices("check");
      break;
    case "QRFieldDropdown":
      body = box(placeholder || option.options?.[0]?.label, "QRFieldDropdown");
      break;
    case "QRFieldGender":
      body = (
        <ul className="fc-choices fc-choices-inline">
          {[
            intl.formatMessage({ id: "editor.fieldCardPreview.male", defaultMessage: "Male", description: "Gender choice on a gender field's card" }),
            intl.formatMessage({ id: "editor.fieldCardPreview.female", defaultMessage: "Female", description: "Gender choice on a gender field's card" }),
            intl.formatMessage({ id: "editor.fieldCardPreview.other", defaultMessage: "Other", description: "Gender choice on a gender field's card" }),
          ].map((choice) => (
            <li key={choice} className="fc-choice">
              <span className="fc-dot" aria-hidden="true" />
              <span>{choice}</span>
            </li>
          ))}
        </ul>
      );
      break;
    case "QRFieldLocation":
      body = box(placeholder, "QRFieldLocation");
      break;
    case "QRFieldSheet":
    case "QRFieldCheckList": {
      const items = option.items ?? [];
      body = (
        <ul className="fc-items">
          {items.slice(0, MAX_SHOWN).map((item, index) => (
            <li key={index} className="fc-item">
              <span className="fc-item-name">{item.itemName}</span>
              {field.name === "QRFieldSheet" ? (
                <span className="fc-box fc-box-small" />
              ) : (
                <span className="fc-pills" aria-hidden="true">
                  <span className="fc-pill">
                    <FormattedMessage id="editor.fieldCardPreview.yes" defaultMessage="Yes" description="Check-list answer on a card" />
                  </span>
                  <span className="fc-pill">
                    <FormattedMessage id="editor.fieldCardPreview.no" defaultMessage="No" description="Check-list answer on a card" />
                  </span>
                  {option.enableNeutral && (
                    <span className="fc-pill">
                      <FormattedMessage id="editor.fieldCardPreview.neutral" defaultMessage="N/A" description="Neutral check-list answer on a card" />
                    </span>
                  )}
                </span>
              )}
            </li>
          ))}
          {items.length > MAX_SHOWN && <li className="fc-more">{t.more(items.length - MAX_SHOWN)}</li>}
        </ul>
      );
      break;
    }
    case "QRFieldDocument":
    case "QRFieldPicture":
    case "QRFieldAudio":
    case "QRFieldVideo":
      body = upload;
      break;
    case "QRFieldSignature":
      body = (
        <span className="fc-box fc-signature">
          <FormattedMessage id="editor.fieldCardPreview.signHere" defaultMessage="Sign here" description="Placeholder of a signature field on its card" />
        </span>
      );
      break;
    case "QRFieldMultipleLevelSelect": {
      const levels = option.levels?.length ? option.levels : [""];
      body = <span className="fc-row fc-row-wrap">{levels.map((level, index) => <span key={index}>{box(level, "QRFieldDropdown")}</span>)}</span>;
      break;
    }
    case "QRFieldCascadeSelect":
      body = box(option.options?.map((o) => o.label).slice(0, 3).join(" · "), "QRFieldDropdown");
      break;
    default:
      body = box(placeholder);
  }

  return (
    <div className="fc">
      {question}
      {body}
    </div>
  );
}
