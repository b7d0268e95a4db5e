// No Lingui macro here: the Playwright specs import this list as is (they run without the Babel transform).

/**
 * The six services (SPEC §2 Services, shared/CONTENT.md): the order of the header, the mobile
 * menu, the home page list and the services tab bar.
 */
export const serviceSlugs = ['distribution', 'marketing', 'music', 'video', 'publishing', 'abbeyroad'] as const;
export type ServiceSlug = (typeof serviceSlugs)[number];
