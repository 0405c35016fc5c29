import { defineMessages, type IntlShape, type MessageDescriptor } from "react-intl";
import { emptyFieldData, type FieldName } from "../../../../shared/fields/fieldKinds.ts";
import type { TFormField } from "../../../../shared/fields/formFields.ts";
import { fieldKindMessages } from "./fieldKindCatalog.ts";

const m = defineMessages({
  title: { id: "editor.fieldDefaults.title", defaultMessage: "Untitled section", description: "Heading of a newly added title field" },
  description: { id: "editor.fieldDefaults.description", defaultMessage: "Add a few words to guide people through this part of the form.", description: "Text of a newly added description field" },
  label: { id: "editor.fieldDefaults.label", defaultMessage: "Label text", description: "Text of a newly added label field" },
  shortText: { id: "editor.fieldDefaults.shortText", defaultMessage: "Your answer", description: "Question of a newly added short text field" },
  longText: { id: "editor.fieldDefaults.longText", defaultMessage: "Tell us more", description: "Question of a newly added long text field" },
  email: { id: "editor.fieldDefaults.email", defaultMessage: "Email address", description: "Question of a newly added e-mail field" },
  emailPlaceholder: { id: "editor.fieldDefaults.emailPlaceholder", defaultMessage: "name@example.com", description: "Placeholder of a newly added e-mail field" },
  phone: { id: "editor.fieldDefaults.phone", defaultMessage: "Phone number", description: "Question of a newly added phone field" },
  number: { id: "editor.fieldDefaults.number", defaultMessage: "Number", description: "Question of a newly added number field" },
  name: { id: "editor.fieldDefaults.name", defaultMessage: "Full name", description: "Question of a newly added name field" },
  address: { id: "editor.fieldDefaults.address", defaultMessage: "Address", description: "Question of a newly added address field" },
  calendar: { id: "editor.fieldDefaults.calendar", defaultMessage: "Date", description: "Question of a newly added calendar field" },
  time: { id: "editor.fieldDefaults.time", defaultMessage: "Time", description: "Question of a newly added time field" },
  radio: { id: "editor.fieldDefaults.radio", defaultMessage: "Choose one", description: "Question of a newly added radio field" },
  dropdown: { id: "editor.fieldDefaults.dropdown", defaultMessage: "Select an option", description: "Question of a newly added dropdown field" },
  dropdownPlaceholder: { id: "editor.fieldDefaults.dropdownPlaceholder", defaultMessage: "Choose…", description: "Placeholder of a newly added dropdown field" },
  gender: { id: "editor.fieldDefaults.gender", defaultMessage: "Gender", description: "Question of a newly added gender field" },
  location: { id: "editor.fieldDefaults.location", defaultMessage: "Location", description: "Question of a newly added location field" },
  checkbox: { id: "editor.fieldDefaults.checkbox", defaultMessage: "Select all that apply", description: "Question of a newly added checkbox field" },
  sheet: { id: "editor.fieldDefaults.sheet", defaultMessage: "Fill in each row", description: "Question of a newly added sheet field" },
  checkList: { id: "editor.fieldDefaults.checkList", defaultMessage: "Checklist", description: "Question of a newly added check-list field" },
  document: { id: "editor.fieldDefaults.document", defaultMessage: "Upload a document", description: "Question of a newly added document field" },
  picture: { id: "editor.fieldDefaults.picture", defaultMessage: "Upload a picture", description: "Question of a newly added picture field" },
  signature: { id: "editor.fieldDefaults.signature", defaultMessage: "Signature", description: "Question of a newly added signature field" },
  audio: { id: "editor.fieldDefaults.audio", defaultMessage: "Upload an audio recording", description: "Question of a newly added audio field" },
  video: { id: "editor.fieldDefaults.video", defaultMessage: "Upload a video", description: "Question of a newly added video field" },
  multipleLevelSelect: { id: "editor.fieldDefaults.multipleLevelSelect", defaultMessage: "Choose a category", description: "Question of a newly added multiple level select" },
  cascadeSelect: { id: "editor.fieldDefaults.cascadeSelect", defaultMessage: "Choose an option", description: "Question of a newly added cascade select" },
  option: { id: "editor.fieldDefaults.option", defaultMessage: "Option {number}", description: "A newly added field's choice; {number} is like 1 or 1.2" },
  item: { id: "editor.fieldDefaults.item", defaultMessage: "Item {number}", description: "A row of a newly added sheet or check list" },
  level: { id: "editor.fieldDefaults.level", defaultMessage: "Level {number}", description: "A level name of a newly added multiple level select" },
});

const LABELS: Record<FieldName, keyof typeof m> = {
  QRFieldTitle: "title",
  QRFieldDescription: "description",
  QRFieldLabel: "label",
  QRFieldShortText: "shortText",
  QRFieldLongText: "longText",
  QRFieldEmail: "email",
  QRFieldPhone: "phone",
  QRFieldNumber: "number",
  QRFieldName: "name",
  QRFieldAddress: "address",
  QRFieldCalendar: "calendar",
  QRFieldTime: "time",
  QRFieldRadio: "radio",
  QRFieldDropdown: "dropdown",
  QRFieldGender: "gender",
  QRFieldLocation: "location",
  QRFieldCheckbox: "checkbox",
  QRFieldSheet: "sheet",
  QRFieldCheckList: "checkList",
  QRFieldDocument: "document",
  QRFieldPicture: "picture",
  QRFieldSignature: "signature",
  QRFieldAudio: "audio",
  QRFieldVideo: "video",
  QRFieldMultipleLevelSelect: "multipleLevelSelect",
  QRFieldCascadeSelect: "cascadeSelect",
};

/** A new field of a kind with sensible defaults: a question, three options or items where it has them, date format … */
export function createDefaultField(name: FieldName, intl: IntlShape): TFormField {
  const text = (key: keyof typeof m, values?: Record<string, string | number>) => intl.formatMessage(m[key] as MessageDescriptor, values);
  const three = <T>(make: (n: number) => T) => [1, 2, 3].map(make);
  const option: TFormField["option"] = { label: text(LABELS[name]), required: false };
  switch (name) {
    case "QRFieldEmail":
      option.placeholder = text("emailPlaceholder");
      break;
    case "QRFieldCalendar":
      option.dateFormat = "MM/DD/YYYY";
      option.timeOnly = false;
      break;
    case "QRFieldRadio":
    case "QRFieldCheckbox":
      option.options = three((n) => ({ label: text("option", { number: n }) }));
      break;
    case "QRFieldDropdown":
      option.placeholder = text("dropdownPlaceholder");
      option.options = three((n) => ({ label: text("option", { number: n }) }));
      break;
    case "QRFieldSheet":
      option.items = three((n) => ({ itemName: text("item", { number: n }) }));
      break;
    case "QRFieldCheckList":
      option.items = three((n) => ({ itemName: text("item", { number: n }) }));
      option.enableNeutral = false;
      break;
    case "QRFieldMultipleLevelSelect":
    case "QRFieldCascadeSelect":
      if (name === "QRFieldMultipleLevelSelect") option.levels = [text("level", { number: 1 }), text("level", { number: 2 })];
      option.options = [1, 2].map((n) => ({
        label: text("option", { number: n }),
        children: [1, 2].map((c) => ({ label: text("option", { number: `${n}.${c}` }) })),
      }));
      break;
    default:
      break;
  }
  return { name, displayName: intl.formatMessage(fieldKindMessages[name]), option, data: emptyFieldData(name) };
}
