import { proxy, ref, subscribe } from 'valtio';
import type { ArticleSummary } from '../content/types';
import type { Locale } from '../i18n/locales';
import { LANGUAGE_STORAGE_KEY, resolveStartLanguage } from '../i18n/startLanguage';
import { defaultTheme, themeClassNames, type ThemeName } from '../styles/themes';
import { motion } from '../styles/runtimeTokens';
import type { DialogMessage, DialogText } from './dialogMessage';

/** Objects kept as they are in the store (a React element or a descriptor is not state to track). */
const kept = <T>(value: T): T => (typeof value === 'object' && value !== null ? ref(value) : value);

export interface AlertRequest {
  message: DialogMessage;
  /** Defaults to '확인' (English: 'Notice'). */
  title?: DialogText;
  /** Runs after the dialog has closed (e.g. to focus the field in error). */
  onClose?: () => void;
}

export interface ConfirmRequest {
  message: DialogMessage;
  /** Defaults to '확인' (English: 'Please confirm'). */
  title?: DialogText;
  /** Settles the promise `confirm()` returned: true for OK, false for Cancel or Escape. */
  resolve: (ok: boolean) => void;
}

export interface ConfirmOptions {
  title?: DialogText;
}

export interface AppState {
  language: Locale;
  theme: ThemeName;
  articles: ArticleSummary[];
  alert: AlertRequest | null;
  confirm: ConfirmRequest | null;
  /** Whether the loading overlay is shown (drops 150 ms after `setLoading(false)`). */
  loading: boolean;
  /** Names of the generic modals that are open, in opening order. */
  openModals: string[];
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface StoreEnvironment {
  storage: KeyValueStorage | null;
  browserLanguage: string | undefined;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface InitialState {
  language?: Locale;
  theme?: ThemeName;
  articles?: ArticleSummary[];
}

/** The real browser environment; storage access can throw (privacy modes), so it is guarded. */
export function browserEnvironment(): StoreEnvironment {
  let storage: KeyValueStorage | null = null;
  try {
    storage = typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    storage = null;
  }
  return {
    storage,
    // Every preferred language counts, as in the start-rule script of the prerendered pages.
    browserLanguage:
      typeof navigator === 'undefined'
        ? undefined
        : [...(navigator.languages ?? []), navigator.language].filter(Boolean).join(',') || undefined,
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
}

function readStored(storage: KeyValueStorage | null): string | null {
  try {
    return storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * The application store (valtio). It replaces the seed's event bus: overlays and pages read
 * the state; everything changes it through the typed actions below.
 */
export function createAppStore(envOverrides: Partial<StoreEnvironment> = {}, initial: InitialState = {}) {
  const env: StoreEnvironment = { ...browserEnvironment(), ...envOverrides };

  const state = proxy<AppState>({
    language:
      initial.language ??
      resolveStartLanguage({ stored: readStored(env.storage), browserLanguage: env.browserLanguage }),
    theme: initial.theme ?? defaultTheme,
    articles: initial.articles ?? [],
    alert: null,
    confirm: null,
    loading: false,
    openModals: [],
  });

  let loadingTimer: unknown = null;
  const cancelLoadingTimer = () => {
    if (loadingTimer !== null) env.clearTimeout(loadingTimer);
    loadingTimer = null;
  };

  const actions = {
    /**
     * Choose a language: stored locally so it wins at the next start (SPEC §1). A language that
     * comes from the URL prefix (/ko/…, /en/…) applies with `{ persist: false }`: only the
     * visitor's own choice in the language menu is stored.
     */
    setLanguage(language: Locale, options: { persist?: boolean } = {}) {
      state.language = language;
      if (options.persist === false) return;
      try {
        env.storage?.setItem(LANGUAGE_STORAGE_KEY, language);
      } catch {
        // Storage can be unavailable; the choice still applies to this visit.
      }
    },
    setTheme(theme: ThemeName) {
      state.theme = theme;
    },
    setArticles(articles: ArticleSummary[]) {
      state.articles = articles;
    },

    /**
     * Shows the shared alert: a message descriptor, React content, or `{ html }` where the body is
     * given as HTML (sanitised when it is shown).
     */
    alert(message: DialogMessage, title?: DialogText, options: Pick<AlertRequest, 'onClose'> = {}) {
      state.alert = {
        message: kept(message),
        title: kept(title),
        onClose: options.onClose ? ref(options.onClose) : undefined,
      };
    },
    closeAlert() {
      const onClose = state.alert?.onClose;
      state.alert = null;
      onClose?.();
    },

    /**
     * Asks the visitor (SPEC §4): resolves true on OK, false on Cancel or Escape. A new question
     * while one is open answers the open one with false.
     */
    confirm(message: DialogMessage, options: ConfirmOptions = {}): Promise<boolean> {
      state.confirm?.resolve(false);
      return new Promise<boolean>((resolve) => {
        state.confirm = { message: kept(message), title: kept(options.title), resolve: ref(resolve) };
      });
    },
    /** Cancel (false) or OK (true): closes the dialog and settles its promise. */
    resolveConfirm(ok: boolean) {
      const request = state.confirm;
      state.confirm = null;
      request?.resolve(ok);
    },

    /** Shows the overlay at once; hides it 150 ms after the flag drops (SPEC §4, §9). */
    setLoading(flag: boolean) {
      cancelLoadingTimer();
      if (flag) {
        state.loading = true;
        return;
      }
      loadingTimer = env.setTimeout(() => {
        loadingTimer = null;
        state.loading = false;
      }, motion.loadingHideDelayMs);
    },

    openModal(name: string) {
      if (!state.openModals.includes(name)) state.openModals.push(name);
    },
    closeModal(name: string) {
      state.openModals = state.openModals.filter((open) => open !== name);
    },
  };

  return { state, actions };
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppActions = AppStore['actions'];

/**
 * Keeps `<html lang>` and the theme class in step with the store.
 * Returns the unsubscribe function.
 *
 * Only a real change is written: any write of `lang`, even of the same value, makes the browser
 * restyle the whole document (`:lang()` and `[lang]`), and this runs on every change of the store
 * (articles arriving, the loading overlay, a dialog).
 */
export function bindDocument(store: AppStore, doc: Document = document): () => void {
  const apply = () => {
    const root = doc.documentElement;
    if (root.lang !== store.state.language) root.lang = store.state.language;
    for (const [name, className] of Object.entries(themeClassNames)) {
      if (root.classList.contains(className) !== (name === store.state.theme)) root.classList.toggle(className);
    }
  };
  apply();
  return subscribe(store.state, apply);
}
