import { useEffect } from 'react';
import { company } from '../content/company';

/** Title 'Section | NURI MUSIC' and the description meta tag (brand name when none), per route (SPEC §2). */
export function pageTitle(section: string | null): string {
  return section ? `${section} | ${company.brand}` : company.brand;
}

export function usePageMeta(section: string | null, description?: string | null) {
  useEffect(() => {
    document.title = pageTitle(section);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description || company.brand;
  }, [section, description]);
}
