import { useEffect, useState } from 'react';

/**
 * The id of the element (among `ids`) that covers most of the viewport, or null when none is in
 * view. With all services on one page it gives the turn to one background video at a time.
 */
export function useActiveSection(ids: readonly string[], enabled: boolean): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join(' ');
  useEffect(() => {
    if (!enabled) return;
    const visible = new Map<string, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries)
          visible.set(entry.target.id, entry.isIntersecting ? entry.intersectionRect.height : 0);
        let best: string | null = null;
        let bestHeight = 0;
        for (const [id, height] of visible) {
          if (height > bestHeight) {
            best = id;
            bestHeight = height;
          }
        }
        setActive(best);
      },
      { threshold: [0, 0.1, 0.25, 0.5, 0.75, 1] },
    );
    for (const id of key.split(' ')) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [key, enabled]);
  return enabled ? active : null;
}
