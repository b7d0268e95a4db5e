import type { Locale } from '../../i18n/locales';
import { lazyModule, type LazyModule } from '../../lib/lazyModule';
import type { PolicyDocument } from '../policy';

/**
 * The privacy policy in each language, each its own chunk: the page loads only the text it shows, the
 * other language's on a switch. The page's language loads with its code, before its first render
 * (the page's `textIn`, src/app/pages.ts); the prerender loads it as it renders.
 */
export const privacyPolicyText = {
  ko: lazyModule(() => import('./privacy.ko').then((module) => module.policy)),
  en: lazyModule(() => import('./privacy.en').then((module) => module.policy)),
} satisfies Record<Locale, LazyModule<PolicyDocument>>;
