export { AccessibilityPage } from './AccessibilityPage';
