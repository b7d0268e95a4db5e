import { lazyModule } from '../lib/lazyModule';
import { lazySection, type LazySectionCode } from '../components/LazySection';

/**
 * The shell's lazy sections (src/components/LazySection/lazySection.tsx), on every route: prerendered like the rest,
 * hydrated on their own once their code has arrived (it starts loading as the page hydrates). The
 * prerenderer links their CSS on every page (src/prerender/routes.ts). Until then the header's and
 * the footer's links are plain links (a full page load), and a press on one of the header's menu
 * buttons is replayed once the header has hydrated.
 */
export const LazySiteHeader = lazySection(import.meta.env.SSR ? 'src/patterns/SiteHeader/SiteHeader.tsx' : '', () =>
  import('../patterns/SiteHeader/SiteHeader').then((m) => m.SiteHeader),
);
export const LazySiteFooter = lazySection(import.meta.env.SSR ? 'src/app/SiteFooterSection.tsx' : '', () =>
  import('./SiteFooterSection').then((m) => m.SiteFooterSection),
);

export const shellSections: readonly LazySectionCode[] = [LazySiteHeader, LazySiteFooter];

/**
 * The shell's behaviours (ShellBehaviours.tsx: navigation scroll, focus and announcement, focus
 * clear of the header, End), which render nothing: their code loads beside the page's and the
 * shell mounts them once it is there. Not part of any page's initial JavaScript.
 */
export const shellBehaviours = lazyModule(() => import('./ShellBehaviours').then((m) => m.ShellBehaviours));

let installed: () => void = () => undefined;
/**
 * Settles once the shell's behaviours are installed, or when their code cannot load (the page
 * works without them): main.tsx marks the page hydrated only then, so a journey that starts with
 * a client navigation finds them in place.
 */
export const shellBehavioursInstalled = new Promise<void>((resolve) => (installed = resolve));
export const markShellBehavioursInstalled = (): void => installed();
