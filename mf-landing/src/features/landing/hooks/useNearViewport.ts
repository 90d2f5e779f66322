import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element comes within `margin` of the viewport (and from then on). Where the
 * browser has no IntersectionObserver, true at once. Lets below-the-fold parts fetch their code
 * only when the visitor scrolls towards them, so it is not part of the first paint.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '300px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, margin]);
  return near;
}
