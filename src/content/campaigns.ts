import type { Locale } from '../i18n/locales';
import type { LocalizedText } from './types';

/**
 * Marketing campaign cases (SPEC §2 Marketing, §3 Campaign case): four cases — an international DJ,
 * a Korean singer, a group and a Korean singer — each opening the CampaignModal with category
 * buttons and an image carousel. Every artist is invented; every image is generated artwork.
 */

/** Category keys of the campaign modal (SPEC §3). */
export const campaignCategoryKeys = ['short', 'long', 'global', 'magazine', 'event', 'offline', 'press'] as const;
export type CampaignCategoryKey = (typeof campaignCategoryKeys)[number];

/** The label of each category key, in both languages. */
export const campaignCategoryLabels: Record<CampaignCategoryKey, LocalizedText> = {
  short: { ko: '숏폼', en: 'Short-form' },
  long: { ko: '롱폼', en: 'Long-form' },
  global: { ko: '글로벌', en: 'Global' },
  magazine: { ko: '매거진', en: 'Magazine' },
  event: { ko: '이벤트', en: 'Event' },
  offline: { ko: '오프라인', en: 'Offline' },
  press: { ko: '보도자료', en: 'Press' },
};

/** Platform tags shown in square brackets on an image, e.g. "[YouTube]" (proper nouns, not translated). */
export const campaignImageTags = ['YouTube', 'Instagram', 'TikTok', 'X', 'Spotify', 'Apple Music', 'Melon'] as const;
export type CampaignImageTag = (typeof campaignImageTags)[number];

export interface CampaignImage {
  /** Platform tag, or null for an untagged image (magazine pages, posters, press). */
  type: CampaignImageTag | null;
  /** Path of the generated artwork. */
  url: string;
  /** 'big' images take a wider slide. */
  size?: 'big';
  /** Text alternative of the image. */
  alt: LocalizedText;
}

export interface CampaignCategory {
  /** A category key (label from `campaignCategoryLabels`) or, for the first case, its own label. */
  title: CampaignCategoryKey | LocalizedText;
  imgList: CampaignImage[];
}

export interface CampaignCase {
  id: string;
  /** The case title shown on its card and as the modal title. */
  title: LocalizedText;
  artist: LocalizedText;
  /** What kind of artist the case is about. */
  kind: LocalizedText;
  /** One or two sentences under the title. */
  summary: LocalizedText;
  /** Card image (generated artwork). */
  cover: string;
  categoryList: CampaignCategory[];
}

/** The category title in both languages: a key's label, or the case's own label. */
export const campaignCategoryLabel = (title: CampaignCategory['title']): LocalizedText =>
  typeof title === 'string' ? campaignCategoryLabels[title] : title;

/** The category title in a language. */
export function campaignCategoryTitle(title: CampaignCategory['title'], locale: Locale): string {
  return campaignCategoryLabel(title)[locale];
}

/** A category whose title is text in both languages (a key's label, or the case's own label). */
export interface LabelledCampaignCategory extends Omit<CampaignCategory, 'title'> {
  title: LocalizedText;
}

/** A case whose category titles are all texts: what the campaign modal shows, once localised. */
export interface LabelledCampaignCase extends Omit<CampaignCase, 'categoryList'> {
  categoryList: LabelledCampaignCategory[];
}

/** Resolves each category key of a case to its label in both languages. */
export const labelCampaignCategories = (campaign: CampaignCase): LabelledCampaignCase => ({
  ...campaign,
  categoryList: campaign.categoryList.map((category) => ({
    ...category,
    title: campaignCategoryLabel(category.title),
  })),
});

const img = (type: CampaignImageTag | null, url: string, alt: LocalizedText, size?: 'big'): CampaignImage =>
  size ? { type, url, alt, size } : { type, url, alt };

export const campaigns: readonly CampaignCase[] = [
  {
    id: 'orrin-vale',
    title: { ko: 'Orrin Vale 아시아 투어 캠페인', en: 'Orrin Vale: the Asia tour campaign' },
    artist: { ko: 'Orrin Vale', en: 'Orrin Vale' },
    kind: { ko: '해외 DJ', en: 'International DJ' },
    summary: {
      ko: '부산 옥상에서 촬영한 해돋이 세트 영상을 중심에 두고, 영상이 만난 관객을 따라 아시아 12개 도시 투어를 알렸습니다.',
      en: 'We put his Busan rooftop sunrise set at the centre and followed the audience it found to announce a twelve-city Asia tour.',
    },
    cover: '/artwork/campaigns/orrin-vale/cover.svg',
    categoryList: [
      {
        title: { ko: '해돋이 세트 영상', en: 'Sunrise set video' },
        imgList: [
          img(
            'YouTube',
            '/artwork/campaigns/orrin-vale/long-1.svg',
            { ko: '해돋이 세트 전체 영상의 대표 이미지', en: 'Key image of the full sunrise set video' },
            'big',
          ),
          img('TikTok', '/artwork/campaigns/orrin-vale/short-1.svg', {
            ko: '비트가 들어오는 순간을 담은 세로형 클립',
            en: 'Vertical clip of the moment the beat comes in',
          }),
          img('Instagram', '/artwork/campaigns/orrin-vale/short-2.svg', {
            ko: '해가 떠오르는 장면을 담은 세로형 릴스',
            en: 'Vertical reel of the sun coming up',
          }),
        ],
      },
      {
        title: { ko: '투어 프로모션', en: 'Tour promotion' },
        imgList: [
          img('Instagram', '/artwork/campaigns/orrin-vale/event-1.svg', {
            ko: '12개 도시 일정을 담은 투어 포스터',
            en: 'Tour poster listing the twelve cities',
          }),
          img('X', '/artwork/campaigns/orrin-vale/global-1.svg', {
            ko: '도시별 공연 안내 이미지',
            en: 'City-by-city show announcement',
          }),
          img(
            null,
            '/artwork/campaigns/orrin-vale/offline-1.svg',
            { ko: '서울 공연장 앞 대형 배너', en: 'Large banner outside the Seoul venue' },
            'big',
          ),
        ],
      },
      {
        title: { ko: '플레이리스트 피칭', en: 'Playlist pitching' },
        imgList: [
          img('Spotify', '/artwork/campaigns/orrin-vale/global-2.svg', {
            ko: '해돋이 세트 수록곡을 소개한 플레이리스트 커버',
            en: 'Playlist cover featuring tracks from the sunrise set',
          }),
          img('Apple Music', '/artwork/campaigns/orrin-vale/global-3.svg', {
            ko: '새벽 하우스 플레이리스트 커버',
            en: 'Cover of an early-morning house playlist',
          }),
        ],
      },
    ],
  },
  {
    id: 'seoridam',
    title: { ko: '서리담 데뷔 싱글 캠페인', en: 'Seoridam: the debut single campaign' },
    artist: { ko: '서리담', en: 'Seoridam' },
    kind: { ko: '국내 싱어송라이터', en: 'Korean singer-songwriter' },
    summary: {
      ko: "조용한 데뷔곡 '성에'가 발매 주간에 묻히지 않도록, 손글씨 가사 영상과 짧은 영상으로 천천히 청취자를 초대했습니다.",
      en: 'So that her quiet debut "Frost" would not get lost in release week, we invited listeners slowly with a handwritten lyric video and short clips.',
    },
    cover: '/artwork/campaigns/seoridam/cover.svg',
    categoryList: [
      {
        title: 'short',
        imgList: [
          img('TikTok', '/artwork/campaigns/seoridam/short-1.svg', {
            ko: '창문에 가사를 쓰는 장면의 세로형 영상',
            en: 'Vertical video of lyrics written on a window',
          }),
          img('Instagram', '/artwork/campaigns/seoridam/short-2.svg', {
            ko: '첼로 녹음 장면을 담은 릴스',
            en: 'Reel of the cello recording',
          }),
          img('YouTube', '/artwork/campaigns/seoridam/short-3.svg', {
            ko: '라이브 한 소절을 담은 쇼츠',
            en: 'Short with one live verse',
          }),
        ],
      },
      {
        title: 'long',
        imgList: [
          img(
            'YouTube',
            '/artwork/campaigns/seoridam/long-1.svg',
            { ko: '손글씨 가사 영상의 대표 이미지', en: 'Key image of the handwritten lyric video' },
            'big',
          ),
        ],
      },
      {
        title: 'magazine',
        imgList: [
          img(null, '/artwork/campaigns/seoridam/magazine-1.svg', {
            ko: '신인 아티스트를 소개한 온라인 매거진 지면',
            en: 'Online magazine page introducing new artists',
          }),
          img(null, '/artwork/campaigns/seoridam/magazine-2.svg', {
            ko: '어쿠스틱 음악 특집 지면',
            en: 'Feature page on acoustic music',
          }),
        ],
      },
      {
        title: 'press',
        imgList: [
          img(null, '/artwork/campaigns/seoridam/press-1.svg', {
            ko: '데뷔 싱글 발매 보도자료',
            en: 'Press release for the debut single',
          }),
        ],
      },
    ],
  },
  {
    id: 'oddbloom',
    title: { ko: '오드블룸 첫 미니앨범 캠페인', en: 'ODDBLOOM: the first mini album campaign' },
    artist: { ko: '오드블룸', en: 'ODDBLOOM' },
    kind: { ko: '그룹', en: 'Group' },
    summary: {
      ko: '노래를 먼저, 그다음에 사람을, 마지막으로 이야기를. 타이틀곡과 뮤직비디오에 이어 일주일 동안 라이브 클립을 하루 한 곡씩 공개했습니다.',
      en: 'The song first, then the people, then the story: the title track and video, followed by a week of live clips, one song a day.',
    },
    cover: '/artwork/campaigns/oddbloom/cover.svg',
    categoryList: [
      {
        title: 'short',
        imgList: [
          img('TikTok', '/artwork/campaigns/oddbloom/short-1.svg', {
            ko: '타이틀곡 후렴을 담은 세로형 영상',
            en: 'Vertical video of the title track chorus',
          }),
          img('Instagram', '/artwork/campaigns/oddbloom/short-2.svg', {
            ko: '옛 꽃집 합주실의 라이브 클립',
            en: 'Live clip from the old flower shop rehearsal room',
          }),
          img('YouTube', '/artwork/campaigns/oddbloom/short-3.svg', {
            ko: '멤버 소개 쇼츠',
            en: 'Short introducing the members',
          }),
        ],
      },
      {
        title: 'long',
        imgList: [
          img(
            'YouTube',
            '/artwork/campaigns/oddbloom/long-1.svg',
            { ko: '타이틀곡 뮤직비디오의 대표 이미지', en: 'Key image of the title track music video' },
            'big',
          ),
          img(
            'YouTube',
            '/artwork/campaigns/oddbloom/long-2.svg',
            { ko: '뮤직비디오 비하인드 영상의 대표 이미지', en: 'Key image of the behind-the-scenes film' },
            'big',
          ),
        ],
      },
      {
        title: 'global',
        imgList: [
          img('Spotify', '/artwork/campaigns/oddbloom/global-1.svg', {
            ko: '해외 K-인디 플레이리스트 커버',
            en: 'Cover of an international K-indie playlist',
          }),
          img('Apple Music', '/artwork/campaigns/oddbloom/global-2.svg', {
            ko: '신스팝 신곡 플레이리스트 커버',
            en: 'Cover of a new synth-pop playlist',
          }),
        ],
      },
      {
        title: 'event',
        imgList: [
          img('Instagram', '/artwork/campaigns/oddbloom/event-1.svg', {
            ko: '팬이 접은 종이배 인증 이벤트 포스터',
            en: 'Poster for a paper-boat folding event with fans',
          }),
          img('X', '/artwork/campaigns/oddbloom/event-2.svg', {
            ko: '발매 기념 청음회 안내',
            en: 'Announcement of a release listening party',
          }),
        ],
      },
      {
        title: 'offline',
        imgList: [
          img(
            null,
            '/artwork/campaigns/oddbloom/offline-1.svg',
            { ko: '지하철역 스크린 광고', en: 'Screen advertisement in a subway station' },
            'big',
          ),
          img(null, '/artwork/campaigns/oddbloom/offline-2.svg', {
            ko: '홍대 거리의 포스터',
            en: 'Street poster in Hongdae',
          }),
        ],
      },
    ],
  },
  {
    id: 'marusae',
    title: { ko: '마루새 계절 싱글 캠페인', en: 'Marusae: the four seasons singles campaign' },
    artist: { ko: '마루새', en: 'Marusae' },
    kind: { ko: '국내 싱어', en: 'Korean singer' },
    summary: {
      ko: '업계는 이름을 알지만 청취자는 모르는 세션 연주자의 첫 노래. 함께 무대에 섰던 가수들이 그와 함께한 투어의 기억을 나눴습니다.',
      en: 'The first song of a session player the industry knew and listeners did not. The singers he had played for shared their memories of touring with him.',
    },
    cover: '/artwork/campaigns/marusae/cover.svg',
    categoryList: [
      {
        title: 'short',
        imgList: [
          img('Instagram', '/artwork/campaigns/marusae/short-1.svg', {
            ko: '투어 버스의 기억을 담은 세로형 영상',
            en: 'Vertical video of tour bus memories',
          }),
          img('TikTok', '/artwork/campaigns/marusae/short-2.svg', {
            ko: '막차 안 라이브의 한 장면',
            en: 'A moment of the live performance on the last bus',
          }),
        ],
      },
      {
        title: 'magazine',
        imgList: [
          img(null, '/artwork/campaigns/marusae/magazine-1.svg', {
            ko: '세션 연주자의 첫 솔로곡을 다룬 인터뷰 지면',
            en: 'Interview page on a session player’s first solo song',
          }),
        ],
      },
      {
        title: 'offline',
        imgList: [
          img(
            null,
            '/artwork/campaigns/marusae/offline-1.svg',
            { ko: '버스 정류장 광고판', en: 'Bus stop advertising panel' },
            'big',
          ),
        ],
      },
      {
        title: 'press',
        imgList: [
          img('Melon', '/artwork/campaigns/marusae/press-1.svg', {
            ko: '음원 서비스 매거진의 신곡 소개',
            en: 'New release feature in a streaming service’s magazine',
          }),
          img(null, '/artwork/campaigns/marusae/press-2.svg', {
            ko: '계절 싱글 프로젝트 보도자료',
            en: 'Press release for the four seasons singles project',
          }),
        ],
      },
    ],
  },
];
