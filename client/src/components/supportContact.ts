/** Site config of SPEC.md §3: the support contact shown on the error page and in the footer. */
export const SUPPORT_EMAIL = "support@formqr.app";
