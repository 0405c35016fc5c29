/**
 * The longest form title the server stores. Longer titles are refused with a 400, never cut; the
 * editor lets the owner type past it and says by how much, so a pasted title is not cut mid-word.
 */
export const FORM_TITLE_MAX_LENGTH = 200;
