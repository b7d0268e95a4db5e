import { clsx } from 'clsx';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { useLinkComponent } from '../LinkProvider/LinkProvider';
import * as styles from './Button.css';
import { NewWindowHint } from './NewWindowHint';

export interface ButtonStyleProps {
  /** Visual weight: `primary` for the one main action; on a charcoal surface the colours follow it. */
  variant?: (typeof styles.buttonVariants)[number];
  size?: (typeof styles.buttonSizes)[number];
  /** Stretch to the container's width (mobile CTAs). */
  fullWidth?: boolean;
}

export interface ButtonProps extends ButtonStyleProps, ButtonHTMLAttributes<HTMLButtonElement> {
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** A native button. Defaults to `type="button"` so it never submits a form by accident. */
export function Button({ variant, size, fullWidth, className, type = 'button', ref, ...rest }: ButtonProps) {
  return (
    <button ref={ref} type={type} className={clsx(styles.root({ variant, size, fullWidth }), className)} {...rest} />
  );
}
Button.displayName = 'Button';

export interface ButtonLinkProps extends ButtonStyleProps, Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  /** Opens in a new window with `rel="noopener noreferrer"` and says so to assistive technology. */
  external?: boolean;
  children: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link that looks like a button: in-app routes go through the LinkProvider's link component (the
 * router's), external ones open a new window.
 */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  className,
  href,
  external = false,
  children,
  ref,
  ...rest
}: ButtonLinkProps) {
  const Link = useLinkComponent();
  const classes = clsx(styles.root({ variant, size, fullWidth }), className);
  if (external) {
    return (
      <a ref={ref} href={href} target="_blank" rel="noopener noreferrer" className={classes} {...rest}>
        {children}
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
ButtonLink.displayName = 'ButtonLink';
