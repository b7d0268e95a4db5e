import { forwardRef } from 'react';
import { visuallyHidden } from '../styles/utils.css';

/** A polite live region that reads the new page title after each navigation. */
export const RouteAnnouncer = forwardRef<HTMLDivElement>(function RouteAnnouncer(_props, ref) {
  return <div ref={ref} role="status" aria-live="polite" aria-atomic="true" className={visuallyHidden} />;
});
