import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import * as styles from './ContactForm.css';

/** A list of notes the visitor should read before filling in the form. */
export function ContactFormNotes({ children }: { children: ReactNode }) {
  return <ul className={styles.notes}>{children}</ul>;
}
ContactFormNotes.displayName = 'ContactForm.Notes';

export interface ContactFormNoteProps {
  icon: LucideIcon;
  children: ReactNode;
}

/** One note: an icon (decorative) and a sentence or two, optionally with a link. */
export function ContactFormNote({ icon: Icon, children }: ContactFormNoteProps) {
  return (
    <li className={styles.note}>
      <Icon aria-hidden="true" focusable="false" className={styles.noteIcon} />
      <div className={styles.noteBody}>{children}</div>
    </li>
  );
}
ContactFormNote.displayName = 'ContactForm.Note';
