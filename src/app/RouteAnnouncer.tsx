import type { Ref } from 'react';
import { visuallyHidden } from '../styles/utils.css';

/** A polite live region that reads the new page title after each navigation. */
export function RouteAnnouncer({ ref }: { ref?: Ref<HTMLDivElement> }) {
  return <div ref={ref} role="status" aria-live="polite" aria-atomic="true" className={visuallyHidden} />;
}
