import { expect, test } from '@playwright/test';
import { serveMockApi } from './mockApi';
import { waitForReact } from './ready';
import { fullTier } from './tier';

// Hydration leaves no synchronous re-render behind. State set while React commits — from a ref
// callback (Radix's Presence in Tabs.Content did: it measures the panel and stores it) or from a
// layout effect as a component mounts (the footer's marquee measured its list) — is rendered
// synchronously at the end of the commit, and React first runs every effect the commit left
// pending: on a hydrating page, the effects of the whole page and a second render in the commit's
// own task, the longest task of the load (Lighthouse's TBT on services and contact). Without it,
// the effects run in a task of their own.
//
// Read through React's DevTools hook (the hook the React DevTools extension installs): at every
// commit that mounts components, the fibers left holding a synchronous update (SyncLane). Two are
// Radix's own and allowed, a few fibers each:
// - RovingFocusGroup (the tab strips' keyboard focus) re-renders its items once after hydration
//   (`useIsHydrated` is a useSyncExternalStore whose server value differs) and counts them from a
//   layout effect; after hydration that runs in the effects' task.
// - Radix's `useId` keeps React's id in state and sets it again from a layout effect. React drops
//   that update when the component has no other work pending, else renders it synchronously: seen
//   once on Tabs (the tab strip's root) on a loaded CI machine.

/** One page of every route group that hydrates something of its own. */
const allPages = [
  '/en/',
  '/en/about',
  '/en/services/',
  '/en/services/video',
  '/en/articles',
  '/en/articles/1',
  '/en/contact/ETC',
  '/en/terms',
  '/en/notice/1',
  '/en/no-such-page',
];

/**
 * The pages a width loads: every one in the full tier; in the core tier every other one, alternating
 * between the widths (the 390 px layout mounts other components: the mobile menu, the stacked
 * tab strip), so each page hydrates at one width and both widths see half of them.
 */
const pagesAt = (project: string) =>
  fullTier ? allPages : allPages.filter((_, index) => index % 2 === (project === 'desktop' ? 0 : 1));

interface Commit {
  /** How many components this commit mounted (hydrated or rendered). */
  mounted: number;
  /** The components left with a synchronous update, each with its parents (names). */
  syncPending: string[];
}

test.describe('hydration commits', () => {
  test('no page, loaded without input, sets state while React commits', async ({ page }) => {
    test.setTimeout(120_000);
    await serveMockApi(page);
    await page.addInitScript(() => {
      const commits: Commit[] = [];
      Object.defineProperty(window, '__commits', { value: commits });
      interface Fiber {
        type: unknown;
        lanes: number;
        flags: number;
        alternate: Fiber | null;
        child: Fiber | null;
        sibling: Fiber | null;
        return: Fiber | null;
      }
      const nameOf = (fiber: Fiber) => {
        const type = fiber.type as { displayName?: string; name?: string; render?: { name?: string } } | string | null;
        if (typeof type === 'string') return type;
        return type?.displayName || type?.name || type?.render?.name || '';
      };
      let previous = new WeakSet<Fiber>();
      // React's production build reports every commit to the hook: (renderer id, FiberRoot).
      (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        isDisabled: false,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => undefined,
        onScheduleFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        onCommitFiberRoot(_id: number, root: { current: Fiber; pendingLanes: number }) {
          const seen = new WeakSet<Fiber>();
          const commit: Commit = { mounted: 0, syncPending: [] };
          const SYNC = 0b11; // SyncHydrationLane | SyncLane
          const visit = (first: Fiber | null) => {
            for (let fiber = first; fiber; fiber = fiber.sibling) {
              seen.add(fiber);
              // PerformedWork (1) on a fiber new to the tree, with no alternate: mounted now.
              if (!previous.has(fiber) && fiber.flags & 1 && fiber.alternate === null) commit.mounted++;
              // An update marks the fiber in both trees; the committed one is enough (the other may keep a
              // lane it has already rendered).
              if (fiber.lanes & SYNC) {
                const chain: string[] = [];
                for (let up: Fiber | null = fiber; up && chain.length < 5; up = up.return) {
                  const name = nameOf(up);
                  if (name) chain.push(name);
                }
                commit.syncPending.push(chain.join(' < '));
              }
              visit(fiber.child);
            }
          };
          visit(root.current);
          previous = seen;
          if (typeof root.pendingLanes !== 'number') commit.syncPending.push('(no pendingLanes: React changed)');
          commits.push(commit);
        },
      };
    });

    for (const path of pagesAt(test.info().project.name)) {
      await page.goto(path);
      await waitForReact(page);
      // The page's lazy sections hydrate as their code arrives.
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      const commits = await page.evaluate(() => (window as unknown as { __commits: Commit[] }).__commits);
      expect(
        commits.some((commit) => commit.mounted > 20),
        `${path}: the hook saw the page hydrate`,
      ).toBe(true);
      // A commit that mounts (hydrates) components; later re-renders (a store's new value) are not the point.
      const sync = commits
        .filter((commit) => commit.mounted > 0)
        .flatMap((commit) => commit.syncPending)
        .filter((chain) => !/^(RovingFocusGroup|Tabs <)/.test(chain));
      expect(sync, `${path}: components left with a synchronous update while React committed`).toEqual([]);
    }
  });
});
