export { CampaignModal, type CampaignModalCase, type CampaignModalProps } from './CampaignModal';
export { CampaignModalCaseList, type CampaignModalCaseListProps } from './CampaignModalCaseList';
