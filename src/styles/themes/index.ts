import { grayTheme } from './gray.css';

/** Theme registry: a new theme is one `createTheme` file plus one line here. */
export const themeClassNames = {
  gray: grayTheme,
} as const;

export type ThemeName = keyof typeof themeClassNames;
export const themeNames = Object.keys(themeClassNames) as ThemeName[];
export const defaultTheme: ThemeName = 'gray';

export const isThemeName = (value: unknown): value is ThemeName =>
  typeof value === 'string' && value in themeClassNames;
