/** The FormQR mark: a stylised QR code finder pattern. */
export function BrandLogo() {
  return (
    <svg className="brand-logo" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path
        fill="#fff"
        d="M7 7h8v8H7zm2 2v4h4V9zM17 7h8v8h-8zm2 2v4h4V9zM7 17h8v8H7zm2 2v4h4v-4zM17 17h3v3h-3zM22 17h3v3h-3zM17 22h3v3h-3zM22 22h3v3h-3z"
      />
    </svg>
  );
}
