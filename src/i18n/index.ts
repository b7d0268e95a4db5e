export * from './locales';
export * from './catalogs';
export * from './startLanguage';
