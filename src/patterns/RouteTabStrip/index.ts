export { RouteTabStrip, type RouteTabItem, type RouteTabStripProps } from './RouteTabStrip';
