// The strings of the respondent inputs loaded with every form; the on-demand inputs keep theirs
// beside them (fieldInputs.ts). Ids: fields.<kind>.<key>.
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

/** The answer errors of shared/validation, by code, and how screen readers hear which field one is about. */
export const validationMessages = defineMessages({
  field: {
    id: "fields.validation.field",
    defaultMessage: "{field}:",
    description: "Read by screen readers (not shown) before the error under a form field, to say which field it is about: '{field}: This field is required'; {field} is the field's question",
  },
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

export const formViewMessages = defineMessages({
  submit: { id: "fields.formView.submit", defaultMessage: "Submit", description: "Submit button at the end of a form" },
  submitting: {
    id: "fields.formView.submitting",
    defaultMessage: "Submitting…",
    description: "Submit button text while the answers are being sent",
  },
  uploading: {
    id: "fields.formView.uploading",
    defaultMessage: "Uploading… {progress}%",
    description: "Submit button text after it was pressed while files still upload (the answers are sent when they are done); {progress} is the percentage uploaded, 0 to 100",
  },
  sendAfterUploads: {
    id: "fields.formView.sendAfterUploads",
    defaultMessage: "Your answers will be sent as soon as your files have finished uploading.",
    description: "Shown under the submit button after it was pressed while files (or a signature) still upload",
  },
  uploadFailed: {
    id: "fields.formView.uploadFailed",
    defaultMessage: "A file could not be uploaded. Try it again or remove it, then submit.",
    description: "Shown under the submit button when the answers cannot be sent because a file or signature failed to upload",
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
  untitled: {
    id: "fields.formView.untitled",
    defaultMessage: "Untitled form",
    description: "Heading read by screen readers (and the browser tab title) of a form its owner left without a title",
  },
});
