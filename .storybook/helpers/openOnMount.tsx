import { useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * Clicks `trigger` (a selector inside `children`) once, on mount, when it is closed
 * (`aria-expanded="false"`): a visual target has no play function, and a menu or a disclosure
 * has no prop to start open. The wrapper adds no box (`display: contents`).
 */
export function OpenOnMount({ trigger, children }: { trigger: string; children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const control = root.current?.querySelector<HTMLElement>(trigger);
    if (control?.getAttribute('aria-expanded') === 'false') control.click();
  }, [trigger]);
  return (
    <div ref={root} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
