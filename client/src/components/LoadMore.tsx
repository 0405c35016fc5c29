import { useEffect, useRef } from "react";
import { FormattedMessage } from "react-intl";
import { Button } from "./Button.tsx";
import "./LoadMore.css";

interface LoadMoreProps {
  hasNext: boolean;
  isLoadingNext: boolean;
  /** Loads the next page; called by the button and when the end of the list scrolls into view. */
  onLoadMore: () => void;
  /** A refetch is running: do not page the list that is about to be replaced. */
  paused?: boolean;
}

/**
 * Infinite pagination: an IntersectionObserver sentinel loads the next page as the end of
 * the list comes near; the visible button does the same for keyboards and old browsers.
 */
export function LoadMore({ hasNext, isLoadingNext, onLoadMore, paused = false }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoadMore);
  useEffect(() => {
    load.current = onLoadMore;
  });

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNext || isLoadingNext || paused || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNext, isLoadingNext, paused]);

  if (!hasNext) return null;
  return (
    <div className="load-more">
      <div ref={sentinel} className="load-more-sentinel" aria-hidden="true" />
      <Button variant="secondary" busy={isLoadingNext} disabled={paused} onClick={onLoadMore}>
        {isLoadingNext ? (
          <FormattedMessage id="forms.loadMore.loading" defaultMessage="Loading…" description="Load-more button while the next page loads" />
        ) : (
          <FormattedMessage id="forms.loadMore.label" defaultMessage="Load more" description="Button that loads the next page of a list" />
        )}
      </Button>
    </div>
  );
}
