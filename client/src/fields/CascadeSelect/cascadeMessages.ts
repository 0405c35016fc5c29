// Strings of the cascade input (loaded on demand with it). Ids: fields.<kind>.<key>.
import { defineMessages } from "../defineMessages.ts";

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
