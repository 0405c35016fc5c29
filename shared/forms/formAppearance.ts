// The one source of a form's default look, read by the server (what it stores and returns),
// the editor (its draft and preview) and the public page, so a new form looks the same in all
// three. Imported by the public page: keep it free of zod and other heavy imports.

/** A form's header band and button colours: 6 lower-case hex digits without '#'. */
export interface TFormAppearance {
  headerColor: string;
  buttonColor: string;
}

/** Header band and button of a form that sets no colours: the product's primary green (SPEC.md §9), as live forms have always shown them. */
export const DEFAULT_FORM_COLOR = "15803d";
/** The same as a CSS colour, for the public page (a plain constant: its bundle stays as small). */
export const DEFAULT_FORM_CSS_COLOR = `#${DEFAULT_FORM_COLOR}`;

// Not Object.freeze: the call would keep these objects in every bundle that imports a constant.
export const DEFAULT_FORM_APPEARANCE: Readonly<TFormAppearance> = { headerColor: DEFAULT_FORM_COLOR, buttonColor: DEFAULT_FORM_COLOR };

/** SPEC.md §9 default page background colours (also the database columns' defaults). */
export const DEFAULT_FORM_BACKGROUND: Readonly<{ color1: string; color2: string }> = { color1: "0076d7", color2: "3a74c5" };

const HEX = /^#?[0-9a-fA-F]{6}$/;

function hexOr(value: unknown, fallback: string): string {
  return typeof value === "string" && HEX.test(value) ? value.replace(/^#/, "").toLowerCase() : fallback;
}

/** A stored or sent appearance with every colour present: what is missing or malformed is the default. */
export function formAppearance(value: unknown): TFormAppearance {
  const given = value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return {
    headerColor: hexOr(given.headerColor, DEFAULT_FORM_APPEARANCE.headerColor),
    buttonColor: hexOr(given.buttonColor, DEFAULT_FORM_APPEARANCE.buttonColor),
  };
}
