import { figures } from './companyBrief';
import type { ServiceSlug } from './services';
import type { LocalizedText } from './types';

/** One sentence per service for the home services list (names and routes: services.ts). */
export const serviceSummaries: Record<ServiceSlug, LocalizedText> = {
  distribution: {
    ko: `${figures.countries}개국 ${figures.platforms}개 이상의 플랫폼에 음원을 발매합니다.`,
    en: `Release your music on ${figures.platforms}+ platforms in ${figures.countries} countries.`,
  },
  marketing: {
    ko: '좋은 노래가 제 청취자를 만나도록 캠페인을 설계합니다.',
    en: 'Campaigns that help a good song meet its listeners.',
  },
  music: {
    ko: '작곡과 편곡부터 믹싱, 마스터링까지 함께 만듭니다.',
    en: 'Writing and arranging through to mixing and mastering, together.',
  },
  video: {
    ko: '뮤직비디오와 라이브 클립, 숏폼 영상을 만듭니다.',
    en: 'Music videos, live clips and short-form video.',
  },
  publishing: {
    ko: '곡이 쓰이는 곳마다 저작권을 관리하고 정산합니다.',
    en: 'We manage and collect your rights wherever your songs are used.',
  },
  abbeyroad: {
    ko: '런던 애비 로드 스튜디오에서 녹음과 믹싱, 마스터링을 진행합니다.',
    en: 'Recording, mixing and mastering at Abbey Road Studios in London.',
  },
};

/**
 * The order of the home banner's typing animation (SPEC §2 Home): distribution, marketing,
 * video production, publishing, music production, the studio partnership.
 */
export const typingServiceOrder: readonly ServiceSlug[] = [
  'distribution',
  'marketing',
  'video',
  'publishing',
  'music',
  'abbeyroad',
];
