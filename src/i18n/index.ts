export * from './locales';
export * from './catalogs';
export * from './startLanguage';
export * from './connectI18n';
export * from './localize';
export * from './useLocale';
