import { clsx } from 'clsx';
import { createElement, type AllHTMLAttributes, type ElementType, type ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '../../styles/sprinkles.css';

export interface BoxProps extends Sprinkles, Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'> {
  /** The element to render (`div` by default): use the semantic one (`section`, `ul`, `nav`…). */
  as?: ElementType;
  children?: ReactNode;
}

/**
 * Layout primitive: every sprinkle (display, flex, gap, padding, colours — all from the theme
 * contract, responsive per breakpoint) as a prop, the rest passed to the element. Layout never
 * needs a bespoke class.
 */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const atomProps: Record<string, unknown> = {};
  const nativeProps: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atomProps[key] = value;
    else nativeProps[key] = value;
  }
  const atoms = sprinkles(atomProps as Sprinkles);
  return createElement(as, { className: clsx(atoms, className), ...nativeProps });
}

export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection'> {
  /** Space between children, from the spacing scale. */
  gap?: Sprinkles['gap'];
}

/** Children in a column with even spacing from the scale. */
export function Stack({ gap = 'md', ...props }: StackProps) {
  return <Box display="flex" flexDirection="column" gap={gap} {...props} />;
}
