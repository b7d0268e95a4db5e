export * from './locales';
export * from './catalogs';
export * from './startLanguage';
export * from './connectI18n';
