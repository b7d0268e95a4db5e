export { NoticeDetailPage } from './NoticeDetailPage';
