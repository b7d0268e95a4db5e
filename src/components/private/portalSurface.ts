import { inverseSurface } from '../../styles/surfaces.css';

/**
 * The surface to carry into a portal. Content portalled to `document.body` (a menu, a popover)
 * leaves the surface its anchor sits on; when the anchor is inside an inverse surface, the content
 * takes the `inverseSurface` class itself, and reads the colour roles like everything else.
 */
export function portalSurfaceOf(anchor: Element | null | undefined): string | undefined {
  return anchor?.closest(`.${inverseSurface}`) ? inverseSurface : undefined;
}
