export { NoticeTable, type NoticeTableItem, type NoticeTableProps } from './NoticeTable';
