import type { TUploadCategory } from "./fieldInputProps.ts";

const PATHS: Record<TUploadCategory, string> = {
  document: "M6 2h6l4 4v11a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1Zm6 0v4h4M8 10h5M8 13h5",
  picture: "M4 4h12a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Zm-1 9 4-4 4 4 2-2 4 4M13 7.5h.01",
  audio: "M8 15V5l8-2v10M8 15a2 2 0 1 1-4 0 2 2 0 0 1 4 0Zm8-2a2 2 0 1 1-4 0 2 2 0 0 1 4 0Z",
  video: "M3 5h10a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm11 4 4-2.5v7L14 11",
  signature: "M3 15c2-1 3-6 5-6s-1 6 1 6 2-3 3-3 1 2 2 2h3",
};

/** The outline icon of an upload category, decorative. */
export function FileIcon({ category }: { category: TUploadCategory }) {
  return (
    <svg className="fq-file-icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={PATHS[category]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
