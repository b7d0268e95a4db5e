import type { Decorator } from '@storybook/react-vite';
import { inverseSurface } from '../../src/styles/surfaces.css';

/**
 * Surfaces in stories: a primitive has no `inverse` prop; on charcoal it sits in an inverse
 * surface (`PageSection tone="inverse"`, the footer, the hero, or any container with the
 * `inverseSurface` class), whose colour roles take their inverse values.
 *
 * `withSurface` wraps the story in the surface named by `parameters.surface` (`'inverse'`; any
 * other value or none: the page's own surface), so a file can put its stories on charcoal and let
 * one story step back onto the light page.
 */
export const withSurface: Decorator = (Story, context) =>
  context.parameters.surface === 'inverse' ? (
    <div className={inverseSurface}>
      <Story />
    </div>
  ) : (
    <Story />
  );
