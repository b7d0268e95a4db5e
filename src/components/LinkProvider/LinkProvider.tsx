import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';

/** What a link component receives from ButtonLink and TextLink: an anchor's attributes, `href` and a ref. */
export type LinkComponentProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

/** The component that renders in-app links (the app passes its router's link). */
export type LinkComponent = ComponentType<LinkComponentProps>;

/** Without a provider an in-app link is a plain anchor (a full page load). */
function PlainLink({ ref, children, ...props }: LinkComponentProps) {
  return (
    <a ref={ref} {...props}>
      {children}
    </a>
  );
}

const LinkComponentContext = createContext<LinkComponent>(PlainLink);

export interface LinkProviderProps {
  /** Renders the in-app links of ButtonLink and TextLink, e.g. the router's `Link`. */
  linkComponent: LinkComponent;
  children: ReactNode;
}

/**
 * Gives primitives their link component (Braid's `linkComponent`): primitives do not import the
 * router; the app and Storybook pass the router's `Link` here once.
 */
export function LinkProvider({ linkComponent, children }: LinkProviderProps) {
  return <LinkComponentContext.Provider value={linkComponent}>{children}</LinkComponentContext.Provider>;
}

/** The link component of the nearest LinkProvider (a plain anchor when there is none). */
export const useLinkComponent = () => useContext(LinkComponentContext);
