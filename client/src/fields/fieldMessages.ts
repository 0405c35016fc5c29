// Every string of the respondent inputs. Ids: fields.<kind>.<key>.
import { defineMessages } from "./defineMessages.ts";

export const commonMessages = defineMessages({
  required: {
    id: "fields.common.required",
    defaultMessage: "required",
    description: "Read by screen readers after the label of a required form field (shown visually as *)",
  },
  noOptions: {
    id: "fields.common.noOptions",
    defaultMessage: "No options to choose from yet.",
    description: "Shown in a choice field whose form has no options defined",
  },
  choose: {
    id: "fields.common.choose",
    defaultMessage: "Choose an option",
    description: "Empty first entry of a drop-down list in a form",
  },
});

/** The answer errors of shared/validation, by code. */
export const validationMessages = defineMessages({
  required: {
    id: "fields.validation.required",
    defaultMessage: "This field is required",
    description: "Error under a required form field left empty",
  },
  email: {
    id: "fields.validation.email",
    defaultMessage: "Please input a valid email",
    description: "Error under an e-mail field whose text is not an e-mail address",
  },
  number: {
    id: "fields.validation.number",
    defaultMessage: "Please input a valid number",
    description: "Error under a number field whose text is not a number",
  },
});

export const emailMessages = defineMessages({
  placeholder: {
    id: "fields.email.placeholder",
    defaultMessage: "name@example.com",
    description: "Example e-mail shown in an empty e-mail field of a form",
  },
});

export const nameMessages = defineMessages({
  firstName: { id: "fields.name.firstName", defaultMessage: "First name", description: "Label of the first-name box of a name field" },
  lastName: { id: "fields.name.lastName", defaultMessage: "Last name", description: "Label of the last-name box of a name field" },
});

export const addressMessages = defineMessages({
  addressLine: {
    id: "fields.address.addressLine",
    defaultMessage: "Street address",
    description: "Label of the street and house number box of an address field",
  },
  city: { id: "fields.address.city", defaultMessage: "City", description: "Label of the city box of an address field" },
  state: {
    id: "fields.address.state",
    defaultMessage: "State / Province",
    description: "Label of the state, province or region box of an address field",
  },
  postalCode: {
    id: "fields.address.postalCode",
    defaultMessage: "Postal code",
    description: "Label of the postal (ZIP) code box of an address field",
  },
  country: { id: "fields.address.country", defaultMessage: "Country", description: "Label of the country box of an address field" },
});

export const calendarMessages = defineMessages({
  selected: {
    id: "fields.calendar.selected",
    defaultMessage: "Selected: {date}",
    description: "Hint under a date field showing the chosen date in the form's date format, e.g. 'Selected: 11/22/2026'",
  },
});

export const genderMessages = defineMessages({
  male: { id: "fields.gender.male", defaultMessage: "Male", description: "Choice of a gender field" },
  female: { id: "fields.gender.female", defaultMessage: "Female", description: "Choice of a gender field" },
  other: { id: "fields.gender.other", defaultMessage: "Other", description: "Choice of a gender field" },
  preferNotToSay: {
    id: "fields.gender.preferNotToSay",
    defaultMessage: "Prefer not to say",
    description: "Choice of a gender field for respondents who do not want to answer",
  },
});

export const locationMessages = defineMessages({
  useMyLocation: {
    id: "fields.location.useMyLocation",
    defaultMessage: "Use my location",
    description: "Button of a location field that fills in the device's GPS coordinates",
  },
  locating: {
    id: "fields.location.locating",
    defaultMessage: "Finding your location…",
    description: "Status while the browser looks up the device's location",
  },
  found: {
    id: "fields.location.found",
    defaultMessage: "Location added.",
    description: "Status after the device's coordinates were filled into a location field",
  },
  denied: {
    id: "fields.location.denied",
    defaultMessage: "Location access was denied. You can type your location instead.",
    description: "Shown when the respondent or the browser refused to share the location",
  },
  unavailable: {
    id: "fields.location.unavailable",
    defaultMessage: "We couldn't find your location. Please type it instead.",
    description: "Shown when the browser could not determine the location (no signal, timeout)",
  },
  unsupported: {
    id: "fields.location.unsupported",
    defaultMessage: "This browser can't share a location. Please type it instead.",
    description: "Shown when the browser has no geolocation support",
  },
});

export const checkListMessages = defineMessages({
  yes: { id: "fields.checkList.yes", defaultMessage: "Yes", description: "Answer of one row of a check list" },
  no: { id: "fields.checkList.no", defaultMessage: "No", description: "Answer of one row of a check list" },
  neutral: {
    id: "fields.checkList.neutral",
    defaultMessage: "N/A",
    description: "Neutral answer (not applicable) of one row of a check list",
  },
});

export const sheetMessages = defineMessages({
  noItems: {
    id: "fields.sheet.noItems",
    defaultMessage: "This sheet has no rows yet.",
    description: "Shown in a sheet field whose form defines no rows",
  },
});

export const fileMessages = defineMessages({
  chooseDocument: {
    id: "fields.file.chooseDocument",
    defaultMessage: "Choose documents",
    description: "Button of a document upload field",
  },
  choosePicture: { id: "fields.file.choosePicture", defaultMessage: "Choose pictures", description: "Button of a picture upload field" },
  chooseAudio: { id: "fields.file.chooseAudio", defaultMessage: "Choose audio files", description: "Button of an audio upload field" },
  chooseVideo: { id: "fields.file.chooseVideo", defaultMessage: "Choose videos", description: "Button of a video upload field" },
  dropHint: {
    id: "fields.file.dropHint",
    defaultMessage: "or drop files here",
    description: "Text next to the choose-files button, for dragging files onto the field",
  },
  documentTypes: {
    id: "fields.file.documentTypes",
    defaultMessage: "PDF, Word, Excel, text or CSV — up to {max} files",
    description: "Which files a document upload field accepts",
  },
  pictureTypes: {
    id: "fields.file.pictureTypes",
    defaultMessage: "Images — up to {max} files",
    description: "Which files a picture upload field accepts",
  },
  audioTypes: {
    id: "fields.file.audioTypes",
    defaultMessage: "Audio recordings — up to {max} files",
    description: "Which files an audio upload field accepts",
  },
  videoTypes: {
    id: "fields.file.videoTypes",
    defaultMessage: "Video recordings — up to {max} files",
    description: "Which files a video upload field accepts",
  },
  uploading: { id: "fields.file.uploading", defaultMessage: "Uploading…", description: "Status of a file being uploaded" },
  preparing: {
    id: "fields.file.preparing",
    defaultMessage: "Preparing…",
    description: "Status of a picture being resized in the browser before upload",
  },
  uploaded: { id: "fields.file.uploaded", defaultMessage: "Uploaded", description: "Status of a file that was uploaded" },
  failed: {
    id: "fields.file.failed",
    defaultMessage: "Upload failed",
    description: "Status of a file whose upload failed",
  },
  retry: { id: "fields.file.retry", defaultMessage: "Retry", description: "Button that uploads a failed file again" },
  retryFile: {
    id: "fields.file.retryFile",
    defaultMessage: "Retry uploading {name}",
    description: "Accessible name of the retry button of one file (name = file name)",
  },
  remove: { id: "fields.file.remove", defaultMessage: "Remove", description: "Button that removes a chosen file" },
  removeFile: {
    id: "fields.file.removeFile",
    defaultMessage: "Remove {name}",
    description: "Accessible name of the remove button of one file (name = file name)",
  },
  tooMany: {
    id: "fields.file.tooMany",
    defaultMessage: "You can add up to {max} files. The others were left out.",
    description: "Shown when more files were chosen than a field accepts",
  },
  wrongType: {
    id: "fields.file.wrongType",
    defaultMessage: "{name} is not a supported file type.",
    description: "Shown when a dropped file is of a type the field does not accept",
  },
});

export const signatureMessages = defineMessages({
  mode: {
    id: "fields.signature.mode",
    defaultMessage: "How to sign",
    description: "Accessible name of the Draw / Type switch of a signature field",
  },
  draw: { id: "fields.signature.draw", defaultMessage: "Draw", description: "Switch of a signature field: draw the signature" },
  type: { id: "fields.signature.type", defaultMessage: "Type", description: "Switch of a signature field: type your name instead of drawing" },
  pad: {
    id: "fields.signature.pad",
    defaultMessage: "Signature pad: draw your signature with a mouse, finger or pen",
    description: "Accessible name of the drawing area of a signature field",
  },
  preview: {
    id: "fields.signature.preview",
    defaultMessage: "Your typed signature",
    description: "Accessible name of the area showing a typed name drawn as a signature",
  },
  drawHint: { id: "fields.signature.drawHint", defaultMessage: "Sign here", description: "Faint text inside an empty signature pad" },
  typeName: {
    id: "fields.signature.typeName",
    defaultMessage: "Type your full name",
    description: "Label of the text box that turns a typed name into a signature (keyboard alternative to drawing)",
  },
  clear: { id: "fields.signature.clear", defaultMessage: "Clear", description: "Button that erases the signature" },
  clearLabel: {
    id: "fields.signature.clearLabel",
    defaultMessage: "Clear signature",
    description: "Accessible name of the button that erases the signature",
  },
  loading: {
    id: "fields.signature.loading",
    defaultMessage: "Loading signature pad…",
    description: "Status while the signature pad loads",
  },
  unavailable: {
    id: "fields.signature.unavailable",
    defaultMessage: "The signature pad could not be loaded. Please type your name to sign.",
    description: "Shown when the drawing pad failed to load (e.g. offline); typing still works",
  },
  saving: { id: "fields.signature.saving", defaultMessage: "Saving signature…", description: "Status while the signature uploads" },
  saved: { id: "fields.signature.saved", defaultMessage: "Signature saved", description: "Status after the signature was stored" },
  failed: {
    id: "fields.signature.failed",
    defaultMessage: "Your signature could not be saved.",
    description: "Status when the signature upload failed",
  },
  retry: { id: "fields.signature.retry", defaultMessage: "Try again", description: "Button that uploads the signature again" },
});

export const levelMessages = defineMessages({
  level: {
    id: "fields.multipleLevelSelect.level",
    defaultMessage: "Level {n}",
    description: "Label of one drop-down of a multiple level select when the form names no level (n = 1…4)",
  },
});

export const cascadeMessages = defineMessages({
  top: {
    id: "fields.cascadeSelect.top",
    defaultMessage: "All",
    description: "First crumb of a cascade select: goes back to the top-level choices",
  },
  path: {
    id: "fields.cascadeSelect.path",
    defaultMessage: "Your choice",
    description: "Accessible name of the breadcrumb showing the chosen path of a cascade select",
  },
  showLevel: {
    id: "fields.cascadeSelect.showLevel",
    defaultMessage: "Change {choice}",
    description: "Accessible name of a crumb that reopens the choices of that level",
  },
  more: {
    id: "fields.cascadeSelect.more",
    defaultMessage: "has more choices",
    description: "Read by screen readers after a cascade choice that opens further choices",
  },
});

export const formViewMessages = defineMessages({
  submit: { id: "fields.formView.submit", defaultMessage: "Submit", description: "Submit button at the end of a form" },
  submitting: {
    id: "fields.formView.submitting",
    defaultMessage: "Submitting…",
    description: "Submit button text while the answers are being sent",
  },
  uploadsPending: {
    id: "fields.formView.uploadsPending",
    defaultMessage: "Please wait until your files have finished uploading.",
    description: "Shown next to the submit button while files still upload",
  },
  errorSummary: {
    id: "fields.formView.errorSummary",
    defaultMessage: "{count, plural, one {# answer needs} other {# answers need}} your attention.",
    description: "Alert next to the submit button when answers are missing or invalid",
  },
  empty: {
    id: "fields.formView.empty",
    defaultMessage: "This form has no questions yet.",
    description: "Shown in a form without any fields",
  },
});
