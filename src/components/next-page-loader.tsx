import { useEffect, useRef } from 'react';
import './next-page-loader.css';

interface Props {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** Changes whenever a page arrives, so a sentinel still on screen asks for the next one. */
  pageCount: number;
  /** The button's words: 'Load more', 'Show more orders' ... */
  label: string;
  loadingLabel: string;
}

// Start loading a little before the shopper reaches the end, so scrolling rarely has to wait.
const AHEAD = '0px 0px 600px 0px';

/**
 * Loads the next server page when the end of a list scrolls into view, with a 'Load more' button
 * for browsers without IntersectionObserver, keyboard users and anyone who prefers to tap.
 */
export function NextPageLoader({ hasMore, loading, onLoadMore, pageCount, label, loadingLabel }: Props) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  });

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    // observe() reports the current state at once: a short page whose end is already visible
    // loads the next one without waiting for a scroll.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loading, pageCount]);

  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="list-more">
      {/* Never disabled: a keyboard user who pressed it keeps focus while the page loads. */}
      <button
        type="button"
        className="button"
        aria-disabled={loading}
        onClick={() => !loading && onLoadMore()}
      >
        {loading ? loadingLabel : label}
      </button>
    </div>
  );
}
