// Strings of the signature input (loaded on demand with it). Ids: fields.<kind>.<key>.
import { defineMessages } from "../defineMessages.ts";

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
