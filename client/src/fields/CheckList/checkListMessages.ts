// Strings of the checkList input (loaded on demand with it). Ids: fields.<kind>.<key>.
import { defineMessages } from "../defineMessages.ts";

export const checkListMessages = defineMessages({
  yes: { id: "fields.checkList.yes", defaultMessage: "Yes", description: "Answer of one row of a check list" },
  no: { id: "fields.checkList.no", defaultMessage: "No", description: "Answer of one row of a check list" },
  neutral: {
    id: "fields.checkList.neutral",
    defaultMessage: "N/A",
    description: "Neutral answer (not applicable) of one row of a check list",
  },
});
