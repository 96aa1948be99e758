import { useEffect, useRef } from 'react';
import '../catalog.css';

interface Props {
  /** How many items are shown now; a change re-checks whether the end is still in reach. */
  shown: number;
  /** Called as the end of the list comes near while scrolling. */
  onNear: () => void;
  /** Called by the button (for browsers without IntersectionObserver, and keyboard users). */
  onPress: () => void;
  status: string;
  label: string;
}

// Load well before the end shows, so new tiles land off screen: the shopper never waits, and
// nothing visible is pushed down (no layout shift).
const LOOK_AHEAD = '0px 0px 800px 0px';

/** The end of a paged list: loads the next page on approach, with a 'Show more' button as fallback. */
export function ShowMore({ shown, onNear, onPress, status, label }: Props) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const sentinel = ref.current;
    if (!sentinel || typeof IntersectionObserver === 'undefined') return;
    // A new observer reports the current state at once, so a page that did not push the end out
    // of reach asks for the next one straight away.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onNear();
      },
      { rootMargin: LOOK_AHEAD },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [onNear, shown]);

  return (
    <div ref={ref} className="load-more">
      <p role="status">{status}</p>
      <button type="button" className="button" onClick={onPress}>
        {label}
      </button>
    </div>
  );
}
