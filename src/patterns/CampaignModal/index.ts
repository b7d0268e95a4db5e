export { CampaignModal, type CampaignModalProps } from './CampaignModal';
export { CampaignModalCaseList, type CampaignModalCaseListProps } from './CampaignModalCaseList';
