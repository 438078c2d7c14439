import { useEffect, useState } from 'react';

/**
 * Whether the element given to `ref` is outside the viewport, watched by IntersectionObserver
 * (no scroll handlers). False until the browser has said otherwise, and where it cannot tell.
 */
export const useIsOutOfView = <T extends Element>() => {
  const [node, setNode] = useState<T | null>(null);
  const [isOutOfView, setIsOutOfView] = useState(false);
  useEffect(() => {
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setIsOutOfView(!!entry && !entry.isIntersecting));
    observer.observe(node);
    return () => {
      observer.disconnect();
      setIsOutOfView(false);
    };
  }, [node]);
  return { ref: setNode, isOutOfView };
};
