// Site config of SPEC.md §3 that the footer shows: the five social profiles of the site.
export const SOCIAL_LINKS = [
  { network: "Facebook", href: "https://www.facebook.com/formqr.app" },
  { network: "X", href: "https://x.com/formqr_app" },
  { network: "LinkedIn", href: "https://www.linkedin.com/company/formqr" },
  { network: "YouTube", href: "https://www.youtube.com/@formqr" },
  { network: "Instagram", href: "https://www.instagram.com/formqr.app" },
] as const;
