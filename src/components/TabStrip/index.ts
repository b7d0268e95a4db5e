export {
  RouteTabStrip,
  TabStrip,
  type RouteTabItem,
  type RouteTabStripProps,
  type TabStripItem,
  type TabStripProps,
} from './TabStrip';
export { tabStripTones } from './TabStrip.css';
