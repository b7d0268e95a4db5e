import { NotFoundPage } from '../NotFoundPage';

/** Placeholder until the contact form page lands (issue 6). */
export function ContactPage() {
  return <NotFoundPage />;
}
