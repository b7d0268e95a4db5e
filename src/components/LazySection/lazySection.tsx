import {
  memo,
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type NamedExoticComponent,
} from 'react';
import { ErrorBoundary, ErrorFallback, type ErrorBoundaryFallbackProps } from '../ErrorBoundary';
import { pendingReplayCode, replayDroppedPress, replayKeptEdits } from '../../lib/earlyInput';
import { reloadForMissingChunk } from '../../lib/errors';
import { lazyModule } from '../../lib/lazyModule';
import { yieldToMain } from '../../lib/yieldToMain';

/** What the route loader and the prerenderer need of a lazy section without rendering it. */
export interface LazySectionCode {
  /** Starts loading the section's code (once; a failure is kept until a Retry). */
  load(): Promise<unknown>;
  /**
   * Its module in the build's manifest (`src/…/X.tsx`): the prerenderer links that chunk's CSS.
   * Named in the server build only (`import.meta.env.SSR ? 'src/…' : ''` where it is declared):
   * the browser has no use for it, and the entry holds every section's loader (15 paths, 0.15 KB
   * gzip of every page).
   */
  readonly module: string;
  /**
   * Settles the first time the section has gone live (hydrated, or rendered on the client) or
   * failed in its place: main.tsx marks the page hydrated once the shell's sections have.
   */
  readonly settled: Promise<void>;
}

export type LazySection<P extends object> = NamedExoticComponent<P> & LazySectionCode;

/** Sections mounted by hydration whose code has not arrived: their HTML is not React's yet. */
const dehydrated = new Set<unknown>();

/** Whether a section is still the prerendered HTML, waiting for its code (main.tsx, earlyInput). */
export const hasDehydratedSections = (): boolean => dehydrated.size > 0;

const noSubscription = () => () => undefined;
/** True while React hydrates the server's HTML (and on the server), false in a client render. */
const useHydrating = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

const SectionError = ({ retry }: ErrorBoundaryFallbackProps) => <ErrorFallback variant="section" onRetry={retry} />;

/**
 * A part of a page whose code is its own chunk (`import()`), hydrated on its own (issue 15).
 *
 * - **Prerendered and hydrated**: its prerendered HTML stays on screen, untouched, inside its own
 *   `<Suspense>` boundary until the chunk arrives; React then hydrates that boundary by itself, in
 *   its own task. The page around it hydrates without waiting (main.tsx awaits only the page).
 * - **Mounted on the client** (a navigation, a client-rendered page): it waits for its code
 *   *outside* its boundary, so the route's boundary (already on screen) keeps the previous page
 *   until the page and its sections are all there — no empty section popping in.
 * - A chunk that fails shows a contained Try again in its place (and a chunk gone after a
 *   deployment reloads the page once, as a route does); the rest of the page keeps working.
 * - A press on one of its controls before it hydrated, which React drops, is replayed once it has,
 *   and so is what was typed in its fields, ticked or chosen (src/lib/earlyInput.ts).
 *
 * `module` is the file's path from the project root, as the build manifest names it, in the
 * server build; '' in the browser's (see `LazySectionCode.module`).
 */
export function lazySection<P extends object>(
  module: string,
  importer: () => Promise<ComponentType<P>>,
): LazySection<P> {
  const code = lazyModule(importer);
  let settle: () => void = () => undefined;
  const settled = new Promise<void>((resolve) => (settle = resolve));
  const onSectionError = (error: unknown) => {
    settle();
    void reloadForMissingChunk(error);
  };

  function Loaded({ props, onLive }: { props: P; onLive: (live: true) => void }) {
    // What was typed in its fields first, right after the commit that made them React's (before any
    // input can come between), then the press: a send sends what is on screen.
    useLayoutEffect(() => {
      void replayKeptEdits().then(() => replayDroppedPress());
    }, []);
    useEffect(() => {
      dehydrated.delete(code);
      onLive(true);
      settle();
    }, [onLive]);
    // `use` after every hook: React may replay a component that suspended in place once its code
    // has arrived, and a hook first reached in that replay throws (React error #467).
    const Component = code.current() ?? use(code.load());
    // Fields edited before they are React's wait for the code that tells React about them: the
    // section goes live with it, never before (src/lib/earlyInput.ts `pendingReplayCode`).
    const replayCode = import.meta.env.SSR ? null : pendingReplayCode();
    if (replayCode) use(replayCode);
    // The component comes from its loaded module (the same one every render), not created here.
    // eslint-disable-next-line react-hooks/static-components
    return <Component {...props} />;
  }

  function Section(props: P) {
    const hydrating = useHydrating();
    // Decided once, when the section mounts: hydrating, or rendered on the client.
    const [hydrated] = useState(hydrating);
    if (hydrated && !code.current()) dehydrated.add(code);
    // Until it has hydrated (or shown itself on the client), a prerendered section keeps the props
    // it was hydrated with: a dehydrated boundary that receives new props (the background video's
    // turn, given as the page scrolls) is rendered on the client instead — its server HTML thrown
    // away, the section empty until its code arrives, and its DOM nodes new. Once live, it follows.
    const [live, setLive] = useState(!hydrated || code.current() !== undefined);
    const [first] = useState(props);
    const shown = live ? props : first;
    // The same element while the props are the same: the re-render that follows hydration (the
    // hook above, now false) must not reach the boundary while it is dehydrated (see above).
    const element = useMemo(
      () => (
        <ErrorBoundary where="section" fallback={SectionError} onError={onSectionError}>
          <Suspense fallback={null}>
            <Loaded props={shown} onLive={setLive} />
          </Suspense>
        </ErrorBoundary>
      ),
      [shown],
    );
    // Rendered on the client, the section waits for its code above its boundary; `use` after
    // every hook (see Loaded).
    if (!hydrated && !code.current()) use(code.load());
    return element;
  }

  // Likewise, parents re-rendered with the same props (scroll state, the active video) stop here.
  return Object.assign(memo(Section), { load: code.load, module, settled });
}

/**
 * Starts loading sections' code, without waiting (a failure is shown where the section renders),
 * one section per task: each `import()` adds its chunk's modulepreload links, a few milliseconds
 * that six sections would otherwise add to the task that called this (on a hydrating page, the
 * commit's). Returns a function that stops before the sections not yet started (an effect's
 * cleanup); a section rendered meanwhile loads its code itself.
 */
export function loadSections(sections: readonly Pick<LazySectionCode, 'load'>[]): () => void {
  let stopped = false;
  void (async () => {
    for (const section of sections) {
      await yieldToMain();
      if (stopped) return;
      section.load().catch(() => undefined);
    }
  })();
  return () => {
    stopped = true;
  };
}
