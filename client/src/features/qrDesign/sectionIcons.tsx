// Decorative 20 px line icons for the section headers (stroke follows the text colour).
const common = {
  width: 20,
  height: 20,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.8,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  focusable: false,
} as const;

export const sectionIcons = {
  templates: (
    <svg {...common}>
      <rect x="3" y="3" width="7.5" height="7.5" rx="1.5" />
      <rect x="13.5" y="3" width="7.5" height="7.5" rx="1.5" />
      <rect x="3" y="13.5" width="7.5" height="7.5" rx="1.5" />
      <path d="M17.25 13.5v7.5M13.5 17.25H21" />
    </svg>
  ),
  pattern: (
    <svg {...common}>
      <circle cx="6" cy="6" r="2" />
      <circle cx="12" cy="6" r="2" />
      <circle cx="18" cy="12" r="2" />
      <circle cx="6" cy="18" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="18" cy="18" r="2" />
    </svg>
  ),
  eyes: (
    <svg {...common}>
      <rect x="3" y="3" width="18" height="18" rx="4" />
      <rect x="8.5" y="8.5" width="7" height="7" rx="1.5" />
    </svg>
  ),
  colors: (
    <svg {...common}>
      <path d="M12 3.5s6 6.2 6 10.5a6 6 0 0 1-12 0c0-4.3 6-10.5 6-10.5Z" />
      <path d="M9.2 14.5a2.9 2.9 0 0 0 2.8 2.6" />
    </svg>
  ),
  logo: (
    <svg {...common}>
      <rect x="3" y="4" width="18" height="16" rx="2.5" />
      <circle cx="9" cy="10" r="1.8" />
      <path d="m21 16-5-5-9 9" />
    </svg>
  ),
  frame: (
    <svg {...common}>
      <path d="M4 8V5a1 1 0 0 1 1-1h3M16 4h3a1 1 0 0 1 1 1v3M20 16v3a1 1 0 0 1-1 1h-3M8 20H5a1 1 0 0 1-1-1v-3" />
      <path d="M8 12h8" />
    </svg>
  ),
};
