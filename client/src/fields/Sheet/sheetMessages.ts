// Strings of the sheet input (loaded on demand with it). Ids: fields.<kind>.<key>.
import { defineMessages } from "../defineMessages.ts";

export const sheetMessages = defineMessages({
  noItems: {
    id: "fields.sheet.noItems",
    defaultMessage: "This sheet has no rows yet.",
    description: "Shown in a sheet field whose form defines no rows",
  },
});
