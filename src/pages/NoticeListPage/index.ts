export { NoticeListPage } from './NoticeListPage';
