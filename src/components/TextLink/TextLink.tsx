import { clsx } from 'clsx';
import { ArrowUpRight } from 'lucide-react';
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { NewWindowHint } from '../Button';
import { useLinkComponent } from '../LinkProvider/LinkProvider';
import * as styles from './TextLink.css';

export interface TextLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  /** Opens in a new window with `rel="noopener noreferrer"`, shows an arrow and says so to assistive technology. */
  external?: boolean;
  children: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

/** An inline text link: underlined, in running text; in-app routes go through the LinkProvider's link component. */
export function TextLink({ href, external = false, className, children, ref, ...rest }: TextLinkProps) {
  const Link = useLinkComponent();
  const classes = clsx(styles.root(), className);
  if (external) {
    return (
      <a ref={ref} href={href} target="_blank" rel="noopener noreferrer" className={classes} {...rest}>
        {children}
        <ArrowUpRight className={styles.externalIcon} aria-hidden="true" focusable="false" />
        <NewWindowHint />
      </a>
    );
  }
  return (
    // The link component comes from the LinkProvider (the same one every render), not created here.
    // eslint-disable-next-line react-hooks/static-components
    <Link ref={ref} href={href} className={classes} {...rest}>
      {children}
    </Link>
  );
}
TextLink.displayName = 'TextLink';
