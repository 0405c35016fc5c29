// Strings of the level drop-downs (multiple level select and cascade select, loaded on demand).
import { defineMessages } from "./defineMessages.ts";

export const levelMessages = defineMessages({
  level: {
    id: "fields.multipleLevelSelect.level",
    defaultMessage: "Level {n}",
    description: "Label of one drop-down of a multiple level select when the form names no level (n = 1…4)",
  },
});
