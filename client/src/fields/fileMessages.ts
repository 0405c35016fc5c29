// Strings of the upload inputs (document, picture, audio, video; loaded on demand with them).
import { defineMessages } from "./defineMessages.ts";

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
