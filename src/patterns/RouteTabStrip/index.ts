export {
  RouteTabList,
  RouteTabStrip,
  type RouteTabItem,
  type RouteTabListProps,
  type RouteTabStripProps,
} from './RouteTabStrip';
