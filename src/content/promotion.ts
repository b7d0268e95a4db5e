import type { VideoRef } from './media';
import type { LocalizedText } from './types';

/** The Promotion block of the Distribution page (SPEC §2): seven items, a media kit and a smart link. */

export interface PromotionItem {
  id: string;
  title: LocalizedText;
  text: LocalizedText;
}

export const promotionItems: readonly PromotionItem[] = [
  {
    id: 'playlist-pitching',
    title: { ko: '에디토리얼 플레이리스트 피칭', en: 'Editorial playlist pitching' },
    text: {
      ko: '발매 전에 곡의 장르와 분위기, 아티스트 이야기를 정리해 각 플랫폼의 플레이리스트 에디터에게 소개합니다.',
      en: 'Before release we describe the genre, the mood and the artist’s story, and introduce the track to each platform’s playlist editors.',
    },
  },
  {
    id: 'pre-save',
    title: { ko: '프리세이브 캠페인', en: 'Pre-save campaigns' },
    text: {
      ko: '발매 전부터 팬들이 곡을 미리 저장할 수 있게 해, 발매 당일 첫 재생이 자연스럽게 모이도록 돕습니다.',
      en: 'Fans can save the track before it comes out, so the first plays gather naturally on release day.',
    },
  },
  {
    id: 'artist-profile',
    title: { ko: '아티스트 프로필 관리', en: 'Artist profile care' },
    text: {
      ko: '주요 플랫폼의 아티스트 프로필 인증을 돕고, 사진과 소개글, 링크를 발매 일정에 맞춰 정리합니다.',
      en: 'We help verify artist profiles on the major platforms and keep photos, biographies and links up to date with each release.',
    },
  },
  {
    id: 'official-artist-channel',
    title: { ko: '공식 아티스트 채널', en: 'Official Artist Channel' },
    text: {
      ko: '흩어진 유튜브 채널과 음원을 하나의 공식 아티스트 채널로 모아, 뮤직비디오와 음원이 한곳에서 보이도록 합니다.',
      en: 'We bring scattered YouTube channels and audio together into one Official Artist Channel, so videos and music appear in one place.',
    },
  },
  {
    id: 'short-form-sounds',
    title: { ko: '숏폼 음원 등록', en: 'Short-form sounds' },
    text: {
      ko: '숏폼 영상 플랫폼의 음원 라이브러리에 곡을 등록해, 누구나 영상의 배경음악으로 쓸 수 있게 합니다.',
      en: 'We add the track to the music libraries of short-video platforms, so anyone can use it in their videos.',
    },
  },
  {
    id: 'lyrics-credits',
    title: { ko: '가사·크레딧 등록', en: 'Lyrics and credits' },
    text: {
      ko: '가사와 작사·작곡·연주 크레딧을 정확하게 등록해, 청취자가 곡을 함께 부르고 만든 사람들을 알 수 있게 합니다.',
      en: 'We register lyrics and writing, production and performance credits accurately, so listeners can sing along and see who made the song.',
    },
  },
  {
    id: 'release-report',
    title: { ko: '발매 리포트', en: 'Release reports' },
    text: {
      ko: '발매 후 국가별 재생 수와 청취자, 플레이리스트 반영 현황을 정리해 다음 발매 계획에 활용할 수 있게 전해 드립니다.',
      en: 'After release we report streams, listeners and playlist adds by country, to help you plan the next one.',
    },
  },
];

export interface MediaKit {
  title: LocalizedText;
  text: LocalizedText;
  /** Generated media-kit image. */
  image: string;
  imageAlt: LocalizedText;
  video: VideoRef;
}

export const mediaKit: MediaKit = {
  title: { ko: '미디어 킷', en: 'Media kit' },
  text: {
    ko: '발매마다 아티스트 사진과 소개글, 커버 이미지, 짧은 홍보 영상을 하나로 묶은 미디어 킷을 만들어, 플랫폼과 언론에 같은 이야기가 전해지도록 합니다.',
    en: 'For every release we put artist photos, a biography, the cover and a short promotional video into one media kit, so platforms and press hear the same story.',
  },
  image: '/artwork/media/media-kit.svg',
  imageAlt: {
    ko: '아티스트 소개, 커버 이미지, 발매 정보가 한 장에 정리된 미디어 킷 예시',
    en: 'Sample media kit with artist introduction, cover image and release details on one page',
  },
  video: {
    id: 'Mk3tY9aLe5R',
    title: { ko: '미디어 킷 홍보 영상 예시', en: 'Sample media kit promotional video' },
    poster: '/artwork/media/poster-Mk3tY9aLe5R.svg',
  },
};

export interface SmartLink {
  title: LocalizedText;
  text: LocalizedText;
  /** *sample* smart link address. */
  sampleUrl: string;
}

export const smartLink: SmartLink = {
  title: { ko: '스마트 링크', en: 'Smart link' },
  text: {
    ko: '하나의 링크에 모든 음원 서비스를 모았습니다. 팬은 링크 하나로 자신이 쓰는 서비스에서 바로 곡을 들을 수 있습니다.',
    en: 'One link gathers every streaming service. With a single link, each fan goes straight to the song on the service they use.',
  },
  sampleUrl: 'https://link.nurimusic.example/frost',
};
