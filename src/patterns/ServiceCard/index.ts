export { ServiceCard, type ServiceCardProps } from './ServiceCard';
export { ServiceCardList, type ServiceCardItem, type ServiceCardListProps } from './ServiceCardList';
