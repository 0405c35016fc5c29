/**
 * The field kinds of SPEC.md §3: the stored name (QRField…) and the palette key the
 * form builder shows. Shared by the client (builder, respondent inputs) and the server.
 */
export const FIELD_KINDS = [
  { name: "QRFieldTitle", palette: "title" },
  { name: "QRFieldDescription", palette: "description" },
  { name: "QRFieldLabel", palette: "label" },
  { name: "QRFieldShortText", palette: "shortText" },
  { name: "QRFieldLongText", palette: "longText" },
  { name: "QRFieldEmail", palette: "email" },
  { name: "QRFieldPhone", palette: "phone" },
  { name: "QRFieldNumber", palette: "number" },
  { name: "QRFieldName", palette: "name" },
  { name: "QRFieldAddress", palette: "address" },
  { name: "QRFieldCalendar", palette: "calendar" },
  { name: "QRFieldTime", palette: "time" },
  { name: "QRFieldRadio", palette: "radio" },
  { name: "QRFieldDropdown", palette: "dropdown" },
  { name: "QRFieldGender", palette: "gender" },
  { name: "QRFieldLocation", palette: "location" },
  { name: "QRFieldCheckbox", palette: "checkbox" },
  { name: "QRFieldSheet", palette: "sheet" },
  { name: "QRFieldCheckList", palette: "checkList" },
  { name: "QRFieldDocument", palette: "document" },
  { name: "QRFieldPicture", palette: "picture" },
  { name: "QRFieldSignature", palette: "signature" },
  { name: "QRFieldAudio", palette: "audio" },
  { name: "QRFieldVideo", palette: "video" },
  { name: "QRFieldMultipleLevelSelect", palette: "multipleLevelSelect" },
  { name: "QRFieldCascadeSelect", palette: "cascadeSelect" },
] as const;

export type FieldName = (typeof FIELD_KINDS)[number]["name"];
export const FIELD_NAMES = FIELD_KINDS.map((k) => k.name) as [FieldName, ...FieldName[]];

/** What an empty answer of each kind looks like (SPEC.md §4: data is reset by type before saving). */
export function emptyFieldData(name: FieldName): unknown {
  switch (name) {
    case "QRFieldName":
      return { firstName: "", lastName: "" };
    case "QRFieldAddress":
      return { addressLine: "", city: "", state: "", postalCode: "", country: "" };
    case "QRFieldMultipleLevelSelect":
    case "QRFieldCascadeSelect":
      return { level1: "", level2: "", level3: "", level4: "" };
    case "QRFieldCheckbox":
    case "QRFieldDocument":
    case "QRFieldPicture":
    case "QRFieldAudio":
    case "QRFieldVideo":
    case "QRFieldSheet":
    case "QRFieldCheckList":
      return [];
    case "QRFieldSignature":
      return { fileId: "", fileUrl: "" };
    default:
      return "";
  }
}
