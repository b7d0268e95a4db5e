/**
 * The prerendered HTML carries no `style` attribute (the CSP forbids inline styles): the
 * prerenderer renames each to `data-ssr-style`, matched by an `!important` rule of an external
 * stylesheet so the page looks the same without JavaScript. Before hydrating, the values move back
 * into `element.style` through the CSSOM (allowed by the CSP) and the marker goes, so the DOM is
 * exactly what React renders.
 */
export function restoreServerStyles(root: ParentNode) {
  for (const element of root.querySelectorAll<HTMLElement>('[data-ssr-style]')) {
    element.style.cssText = element.getAttribute('data-ssr-style') ?? '';
    element.removeAttribute('data-ssr-style');
  }
}
