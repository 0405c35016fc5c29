import { useCallback, useEffect, useRef, useState } from "react";
import type { TQrOptions } from "../../../../shared/qr/qrOptions.ts";

/** What the logo picker accepts (the server checks the content again). */
export const LOGO_ACCEPT = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;

export type TLogoUploadError = { kind: "type" } | { kind: "failed"; detail: string | null };

/**
 * Upload state for the logo. It lives in the panel, not in the logo section, so an upload
 * still lands in the options when the section is closed while it runs.
 */
export function useLogoUpload(onUploadLogo: (file: File) => Promise<string>, onChange: (patch: Partial<TQrOptions>) => void) {
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<TLogoUploadError | null>(null);
  const latest = useRef({ onUploadLogo, onChange });
  useEffect(() => {
    latest.current = { onUploadLogo, onChange };
  });
  const run = useRef(0);

  const upload = useCallback(async (file: File) => {
    if (!(LOGO_ACCEPT as readonly string[]).includes(file.type)) {
      setError({ kind: "type" });
      return;
    }
    const id = ++run.current;
    setError(null);
    setUploading(true);
    try {
      const url = await latest.current.onUploadLogo(file);
      if (id === run.current) latest.current.onChange({ logo: url });
    } catch (reason) {
      if (id === run.current) {
        const detail = reason instanceof Error && reason.message ? reason.message : typeof reason === "string" && reason ? reason : null;
        setError({ kind: "failed", detail });
      }
    } finally {
      if (id === run.current) setUploading(false);
    }
  }, []);

  const clearError = useCallback(() => setError(null), []);
  return { upload, uploading, error, clearError };
}
