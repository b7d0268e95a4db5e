/**
 * API bases (SPEC §7). `VITE_API_BASE` is the versioned API ({api}); `VITE_SITE_BASE` is the
 * base of the `{site}/homepage/{type}` inquiry calls. Both default to the same origin.
 */
export const apiBase: string = (import.meta.env?.VITE_API_BASE as string | undefined) ?? '/api/v1';
export const siteBase: string = (import.meta.env?.VITE_SITE_BASE as string | undefined) ?? apiBase;
