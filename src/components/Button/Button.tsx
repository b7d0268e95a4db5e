import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { useLinkComponent } from '../private/linkComponent';
import * as styles from './Button.css';
import { NewWindowHint } from './NewWindowHint';

export interface ButtonStyleProps {
  /** Visual weight: `primary` for the one main action; on a charcoal surface the colours follow it. */
  tone?: (typeof styles.buttonTones)[number];
  size?: (typeof styles.buttonSizes)[number];
  /** Stretch to the container's width (mobile CTAs). */
  fullWidth?: boolean;
}

export interface ButtonProps extends ButtonStyleProps, ButtonHTMLAttributes<HTMLButtonElement> {
  children: ReactNode;
}

/** A native button. Defaults to `type="button"` so it never submits a form by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { tone, size, fullWidth, className, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={[styles.root({ tone, size, fullWidth }), className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
});
Button.displayName = 'Button';

export interface ButtonLinkProps extends ButtonStyleProps, Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  /** Opens in a new window with `rel="noopener noreferrer"` and says so to assistive technology. */
  external?: boolean;
  children: ReactNode;
}

/**
 * A link that looks like a button: in-app routes go through the LinkProvider's link component (the
 * router's), external ones open a new window.
 */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { tone, size, fullWidth, className, href, external = false, children, ...rest },
  ref,
) {
  const Link = useLinkComponent();
  const classes = [styles.root({ tone, size, fullWidth }), className].filter(Boolean).join(' ');
  if (external) {
    return (
      <a ref={ref} href={href} target="_blank" rel="noopener noreferrer" className={classes} {...rest}>
        {children}
        <NewWindowHint />
      </a>
    );
  }
  return (
    <Link ref={ref} href={href} className={classes} {...rest}>
      {children}
    </Link>
  );
});
ButtonLink.displayName = 'ButtonLink';
