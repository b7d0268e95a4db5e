import { lazySection } from '../../components/LazySection';

/**
 * The contact page's lazy section (src/components/LazySection/lazySection.tsx): its type tabs and form, most of the
 * page's code, in their own chunk that hydrates after the page. Part of the entry
 * (src/app/pages.ts names a route's sections), so this file holds a loader only.
 */
export const contactSections = {
  form: lazySection(import.meta.env.SSR ? 'src/pages/ContactPage/ContactFormArea.tsx' : '', () =>
    import('./ContactFormArea').then((m) => m.ContactFormArea),
  ),
};
