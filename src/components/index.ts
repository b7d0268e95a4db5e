export * from './Box';
export * from './Button';
