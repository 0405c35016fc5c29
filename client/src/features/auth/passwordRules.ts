/** Mirrors the server's rule (ValidationError says the same); shown as a hint only. */
export const PASSWORD_MIN_LENGTH = 8;
