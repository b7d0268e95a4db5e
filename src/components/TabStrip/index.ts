export {
  LinkTabStrip,
  TabStrip,
  type LinkTabItem,
  type LinkTabStripProps,
  type TabStripCommonProps,
  type TabStripItem,
  type TabStripProps,
} from './TabStrip';
