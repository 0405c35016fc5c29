import { defineMessage } from "react-intl";

/** SPEC.md §8: forgot or reset with an unrecognised response. */
export const invalidDataMessage = defineMessage({
  id: "auth.invalidData.message",
  defaultMessage: "Invalid data. Please check with our support",
  description: "Error toast when the forgot-password or reset-password answer is not understood",
});
