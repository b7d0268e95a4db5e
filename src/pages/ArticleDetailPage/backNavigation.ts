/**
 * The article's back button (SPEC §2: history back) needs to know whether going back stays on
 * this site. Rule, in order:
 * 1. Only the browser's own history can go back; any other location (the memory router of stories
 *    and tests) never does.
 * 2. Where the Navigation API exists, `navigation.canGoBack` decides: it only counts entries of
 *    this origin, so a visitor who came from a search engine or typed the address cannot go back
 *    "into" another site.
 * 3. Otherwise: more than one history entry AND the document was opened from a page of this
 *    origin (`document.referrer`).
 * When the rule says no, the button goes to the article list instead (`/articles`, a new entry).
 */
export interface BackEnvironment {
  usesBrowserHistory: boolean;
  /** `navigation.canGoBack`, when the Navigation API exists. */
  canGoBack?: boolean;
  historyLength: number;
  referrer: string;
  origin: string;
}

export const ARTICLES_FALLBACK = '/articles';

export function canGoBackInSite(env: BackEnvironment): boolean {
  if (!env.usesBrowserHistory) return false;
  if (typeof env.canGoBack === 'boolean') return env.canGoBack;
  if (env.historyLength <= 1 || !env.referrer) return false;
  try {
    return new URL(env.referrer).origin === env.origin;
  } catch {
    return false;
  }
}

/** The environment of the page that is running, for `canGoBackInSite`. */
export function browserBackEnvironment(usesBrowserHistory: boolean): BackEnvironment {
  const navigation = (globalThis as { navigation?: { canGoBack?: unknown } }).navigation;
  return {
    usesBrowserHistory,
    canGoBack: typeof navigation?.canGoBack === 'boolean' ? navigation.canGoBack : undefined,
    historyLength: window.history.length,
    referrer: document.referrer,
    origin: window.location.origin,
  };
}
