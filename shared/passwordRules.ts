/** The password rule: enforced by the server's schema, shown as a hint by the client. */
export const PASSWORD_MIN_LENGTH = 8;
