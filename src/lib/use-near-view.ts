import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come within `ahead` of the bottom of the screen; once it has, it stays
 * true. Without IntersectionObserver (an old engine) it is true at once, so what waits on it loads
 * as if it did not wait.
 */
export function useNearView(ref: RefObject<Element | null>, ahead = '300px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = ref.current;
    if (near || !node) return;
    // observe() reports the current state at once: an element already in view counts at the
    // first frame after it renders.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${ahead} 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, ref, ahead]);
  return near;
}
