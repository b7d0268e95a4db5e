export { LinkTabPanel, type LinkTabPanelProps } from './LinkTabPanel';
export {
  LinkTabList,
  LinkTabStrip,
  TabStrip,
  type LinkTabItem,
  type LinkTabListProps,
  type LinkTabStripProps,
  type TabStripCommonProps,
  type TabStripItem,
  type TabStripProps,
} from './TabStrip';
