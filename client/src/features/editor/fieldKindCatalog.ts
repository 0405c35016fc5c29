import { defineMessages, type MessageDescriptor } from "react-intl";
import type { FieldName } from "../../../../shared/fields/fieldKinds.ts";

/** The palette's groups, in order, with the kinds each holds (SPEC.md §3 lists all 26). */
export const PALETTE_GROUPS: readonly { id: TPaletteGroup; kinds: readonly FieldName[] }[] = [
  { id: "text", kinds: ["QRFieldShortText", "QRFieldLongText", "QRFieldNumber"] },
  {
    id: "choice",
    kinds: ["QRFieldRadio", "QRFieldCheckbox", "QRFieldDropdown", "QRFieldGender", "QRFieldCheckList", "QRFieldSheet", "QRFieldMultipleLevelSelect", "QRFieldCascadeSelect"],
  },
  { id: "contact", kinds: ["QRFieldName", "QRFieldEmail", "QRFieldPhone", "QRFieldAddress", "QRFieldLocation"] },
  { id: "dateTime", kinds: ["QRFieldCalendar", "QRFieldTime"] },
  { id: "media", kinds: ["QRFieldDocument", "QRFieldPicture", "QRFieldSignature", "QRFieldAudio", "QRFieldVideo"] },
  { id: "layout", kinds: ["QRFieldTitle", "QRFieldDescription", "QRFieldLabel"] },
];
export type TPaletteGroup = "text" | "choice" | "contact" | "dateTime" | "media" | "layout";

export const paletteGroupMessages: Record<TPaletteGroup, MessageDescriptor> = defineMessages({
  text: { id: "editor.palette.groupText", defaultMessage: "Text", description: "Palette group of text answer fields" },
  choice: { id: "editor.palette.groupChoice", defaultMessage: "Choice", description: "Palette group of fields where respondents pick from options" },
  contact: { id: "editor.palette.groupContact", defaultMessage: "Contact", description: "Palette group of contact fields (name, e-mail, phone, address, location)" },
  dateTime: { id: "editor.palette.groupDateTime", defaultMessage: "Date & time", description: "Palette group of date and time fields" },
  media: { id: "editor.palette.groupMedia", defaultMessage: "Uploads & media", description: "Palette group of file upload and signature fields" },
  layout: { id: "editor.palette.groupLayout", defaultMessage: "Layout", description: "Palette group of fields that only show text (title, description, label)" },
});

/** The component kinds' names as the builder shows them. */
export const fieldKindMessages: Record<FieldName, MessageDescriptor> = defineMessages({
  QRFieldTitle: { id: "editor.fieldKind.title", defaultMessage: "Title", description: "Field kind: a section heading" },
  QRFieldDescription: { id: "editor.fieldKind.description", defaultMessage: "Description", description: "Field kind: a paragraph of text" },
  QRFieldLabel: { id: "editor.fieldKind.label", defaultMessage: "Label", description: "Field kind: a short line of text" },
  QRFieldShortText: { id: "editor.fieldKind.shortText", defaultMessage: "Short text", description: "Field kind: one-line text answer" },
  QRFieldLongText: { id: "editor.fieldKind.longText", defaultMessage: "Long text", description: "Field kind: multi-line text answer" },
  QRFieldEmail: { id: "editor.fieldKind.email", defaultMessage: "Email", description: "Field kind: e-mail address answer" },
  QRFieldPhone: { id: "editor.fieldKind.phone", defaultMessage: "Phone", description: "Field kind: phone number answer" },
  QRFieldNumber: { id: "editor.fieldKind.number", defaultMessage: "Number", description: "Field kind: number answer" },
  QRFieldName: { id: "editor.fieldKind.name", defaultMessage: "Name", description: "Field kind: first and last name" },
  QRFieldAddress: { id: "editor.fieldKind.address", defaultMessage: "Address", description: "Field kind: postal address" },
  QRFieldCalendar: { id: "editor.fieldKind.calendar", defaultMessage: "Calendar", description: "Field kind: date picker" },
  QRFieldTime: { id: "editor.fieldKind.time", defaultMessage: "Time", description: "Field kind: time picker" },
  QRFieldRadio: { id: "editor.fieldKind.radio", defaultMessage: "Radio", description: "Field kind: pick one option (radio buttons)" },
  QRFieldDropdown: { id: "editor.fieldKind.dropdown", defaultMessage: "Dropdown", description: "Field kind: pick one option from a drop-down list" },
  QRFieldGender: { id: "editor.fieldKind.gender", defaultMessage: "Gender", description: "Field kind: gender choice" },
  QRFieldLocation: { id: "editor.fieldKind.location", defaultMessage: "Location", description: "Field kind: a place or the respondent's position" },
  QRFieldCheckbox: { id: "editor.fieldKind.checkbox", defaultMessage: "Checkbox", description: "Field kind: pick several options (checkboxes)" },
  QRFieldSheet: { id: "editor.fieldKind.sheet", defaultMessage: "Sheet", description: "Field kind: a table of rows, one value each" },
  QRFieldCheckList: { id: "editor.fieldKind.checkList", defaultMessage: "Check list", description: "Field kind: items answered Yes / No (/ N/A)" },
  QRFieldDocument: { id: "editor.fieldKind.document", defaultMessage: "Document", description: "Field kind: document upload" },
  QRFieldPicture: { id: "editor.fieldKind.picture", defaultMessage: "Picture", description: "Field kind: picture upload" },
  QRFieldSignature: { id: "editor.fieldKind.signature", defaultMessage: "Signature", description: "Field kind: drawn signature" },
  QRFieldAudio: { id: "editor.fieldKind.audio", defaultMessage: "Audio", description: "Field kind: audio upload" },
  QRFieldVideo: { id: "editor.fieldKind.video", defaultMessage: "Video", description: "Field kind: video upload" },
  QRFieldMultipleLevelSelect: { id: "editor.fieldKind.multipleLevelSelect", defaultMessage: "Multiple level select", description: "Field kind: up to four linked drop-downs with named levels" },
  QRFieldCascadeSelect: { id: "editor.fieldKind.cascadeSelect", defaultMessage: "Cascade select", description: "Field kind: drop-downs where each choice opens the next" },
});

/** The kinds that are shown but never answered (no required switch, no placeholder). */
export const LAYOUT_KINDS: ReadonlySet<FieldName> = new Set(["QRFieldTitle", "QRFieldDescription", "QRFieldLabel"]);
