// Strings of the location input (loaded on demand with it). Ids: fields.<kind>.<key>.
import { defineMessages } from "../defineMessages.ts";

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
