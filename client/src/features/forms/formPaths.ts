/** App paths of one form (unprefixed; pass them through useLocalizedPath). */
export const formPaths = {
  edit: (qrId: string) => `/form/${encodeURIComponent(qrId)}/edit`,
  submissions: (qrId: string) => `/form/${encodeURIComponent(qrId)}/submissions`,
  /** The public form page respondents open (SPEC.md §2: /{qrId}). */
  public: (qrId: string) => `/${encodeURIComponent(qrId)}`,
};
