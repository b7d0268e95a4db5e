import { figures, groupThousands } from './companyBrief';
import { abbeyRoadBackground, videoProductionBackground, type VideoRef } from './media';
import type { LocalizedText } from './types';

// The summaries and the typing order are in serviceSummaries.ts, not re-exported here: the home
// and services pages import them from there, so their first render does not download (and
// evaluate) the six sections' copy, which only the lazy section chunks need.

/**
 * Copy of the six Services sections (SPEC §2), both languages side by side. Lists (features,
 * whys, points, steps) are in display order; the section pages number them.
 */

export interface CopyItem {
  title: LocalizedText;
  text: LocalizedText;
}

export interface ExternalLink {
  /** *sample* external address, opened in a new window. */
  url: string;
  label: LocalizedText;
}

export interface PointWithLink extends CopyItem {
  link?: ExternalLink;
}

export interface DistributionCopy {
  slogan: LocalizedText;
  lead: LocalizedText;
  /** The four feature boxes. */
  features: readonly CopyItem[];
  /** The three 'why' points. */
  whys: readonly CopyItem[];
  /** Heading over the 14 DSP logos. */
  platformsTitle: LocalizedText;
  easyUpload: CopyItem;
  royaltyPayment: CopyItem;
  /** Intro of the Promotion block (items in promotion.ts). */
  promotion: CopyItem;
  /** CTA → /contact: '음원 유통 문의' in ko, 'CONTACT US' in en (SPEC §2). */
  cta: LocalizedText;
}

export interface MarketingCopy {
  slogan: LocalizedText;
  lead: LocalizedText;
  /** Intro of the official channel links. */
  channels: CopyItem;
  casesTitle: LocalizedText;
  cta: LocalizedText;
}

export interface ProductionCopy {
  slogan: LocalizedText;
  /** The three points. */
  points: readonly CopyItem[];
  worksTitle: LocalizedText;
  cta: LocalizedText;
}

export interface VideoProductionCopy extends ProductionCopy {
  /** Looping muted autoplay video of the section. */
  backgroundVideo: VideoRef;
}

export interface PublishingCopy {
  slogan: LocalizedText;
  /** The four steps. */
  steps: readonly CopyItem[];
  /** The four points; the fourth has the link to the external sync-licensing site. */
  points: readonly PointWithLink[];
  cta: LocalizedText;
}

export interface AbbeyRoadCopy {
  slogan: LocalizedText;
  lead: LocalizedText;
  /** The two points. */
  points: readonly CopyItem[];
  engineersTitle: LocalizedText;
  clientsTitle: LocalizedText;
  backgroundVideo: VideoRef;
  cta: LocalizedText;
}

const { countries, platforms } = figures;

export const distributionCopy: DistributionCopy = {
  slogan: {
    ko: '음악은 당신이 만들고, 세상에 전하는 일은 저희가 합니다.',
    en: 'You make the music. We take it to the world.',
  },
  lead: {
    ko: `한 번의 신청으로 ${countries}개국 ${platforms}개가 넘는 음원 플랫폼에 발매합니다. 국내 플랫폼과 해외 플랫폼을 따로 챙길 필요가 없습니다.`,
    en: `One application releases your music on more than ${platforms} platforms in ${countries} countries, Korean and international alike.`,
  },
  /** The four feature boxes. */
  features: [
    {
      title: { ko: `${platforms}개 이상의 플랫폼`, en: `${platforms}+ platforms` },
      text: {
        ko: `멜론과 지니 같은 국내 서비스부터 해외 주요 서비스까지, ${countries}개국에 한 번에 발매합니다.`,
        en: `From Korean services such as Melon and Genie to the major global ones, in ${countries} countries at once.`,
      },
    },
    {
      title: { ko: '쉬운 업로드', en: 'Easy upload' },
      text: {
        ko: '음원과 커버, 곡 정보를 한 화면에서 올리면, 발매 전에 저희가 형식과 정보를 꼼꼼히 확인합니다.',
        en: 'Upload audio, cover and track details on one screen; we check formats and metadata before anything is delivered.',
      },
    },
    {
      title: { ko: '투명한 정산', en: 'Clear royalties' },
      text: {
        ko: '플랫폼별, 국가별 수익을 매달 정산서로 확인할 수 있습니다.',
        en: 'Monthly statements show your earnings by platform and by country.',
      },
    },
    {
      title: { ko: '한 명의 담당자', en: 'One person in charge' },
      text: {
        ko: '신청부터 발매까지 담당자 한 명이 함께합니다. 궁금한 점은 언제든 물어보세요.',
        en: 'One person looks after your release from application to launch. Ask them anything.',
      },
    },
  ],
  /** The three 'why' points. */
  whys: [
    {
      title: { ko: '한국과 세계를 함께 압니다', en: 'We know Korea and the world' },
      text: {
        ko: '국내 플랫폼의 발매 방식과 해외 플랫폼의 기준을 모두 알고 있어, 어느 쪽에서도 음악이 제대로 보이도록 준비합니다.',
        en: 'We know how Korean platforms release music and what global platforms expect, so your music looks right on both.',
      },
    },
    {
      title: { ko: '발매 전에 꼼꼼히 확인합니다', en: 'We check before we deliver' },
      text: {
        ko: '곡 정보와 커버, 음원 규격을 미리 확인해 반려와 발매 지연을 줄입니다. 발매 자료는 발매일 2주 전까지 받습니다.',
        en: 'We check metadata, artwork and audio specifications in advance to avoid rejections and delays. Materials are due two weeks before release.',
      },
    },
    {
      title: { ko: '발매 후에도 함께합니다', en: 'We stay after release' },
      text: {
        ko: '프로모션과 발매 리포트, 권리 정보 변경까지 발매 이후의 일도 함께 챙깁니다.',
        en: 'Promotion, release reports and changes to rights information: we look after what comes after release, too.',
      },
    },
  ],
  platformsTitle: { ko: '주요 유통 플랫폼', en: 'Where your music goes' },
  easyUpload: {
    title: { ko: '쉬운 업로드', en: 'Easy Upload' },
    text: {
      ko: '음원 파일과 커버 이미지를 끌어다 놓고, 곡 정보를 채우고, 발매일을 고르면 끝입니다.',
      en: 'Drop in your audio and cover, fill in the track details, pick a release date. That is all.',
    },
  },
  royaltyPayment: {
    title: { ko: '로열티 정산', en: 'Royalty Payment' },
    text: {
      ko: '매달 플랫폼과 국가별로 정리된 정산서를 받고, 원하는 때에 수익을 지급받으세요.',
      en: 'Receive a monthly statement by platform and country, and withdraw your earnings when you choose.',
    },
  },
  promotion: {
    title: { ko: '프로모션', en: 'Promotion' },
    text: {
      ko: '발매는 시작일 뿐입니다. 음악이 청취자에게 닿도록 일곱 가지 방법으로 돕습니다.',
      en: 'Release is only the start. Seven ways we help your music reach listeners.',
    },
  },
  cta: { ko: '음원 유통 문의', en: 'CONTACT US' },
};

export const marketingCopy: MarketingCopy = {
  slogan: {
    ko: '좋은 노래가 제 청취자를 만나도록.',
    en: 'Helping good songs meet their listeners.',
  },
  lead: {
    ko: '아티스트와 곡에 맞는 이야기를 찾고, 숏폼과 롱폼 영상, 매거진, 오프라인, 보도자료까지 알맞은 곳에 전합니다.',
    en: 'We find the story that fits the artist and the song, and tell it in the right places: short and long video, magazines, offline and the press.',
  },
  channels: {
    title: { ko: '누리뮤직 공식 채널', en: 'NURI MUSIC official channels' },
    text: {
      ko: '영상, 사진, 숏폼, X 채널에서 아티스트의 새 소식을 전합니다.',
      en: 'News from our artists on our video, photo, short-video and X channels.',
    },
  },
  casesTitle: { ko: '캠페인 사례', en: 'Campaign cases' },
  cta: { ko: '마케팅 문의', en: 'CONTACT US' },
};

export const musicProductionCopy: ProductionCopy = {
  slogan: {
    ko: '처음 떠오른 멜로디부터 마지막 마스터까지.',
    en: 'From the first melody to the final master.',
  },
  /** The three points. */
  points: [
    {
      title: {
        ko: `${figures.composers / 10_000}만 명이 넘는 작곡가`,
        en: `${groupThousands(figures.composers)}+ composers`,
      },
      text: {
        ko: '장르와 분위기에 맞는 작곡가를 22만 명이 넘는 작곡가 풀에서 찾아 연결합니다.',
        en: 'We find the right writer for the genre and the mood in a pool of more than 220,000 composers.',
      },
    },
    {
      title: { ko: '작곡부터 마스터링까지', en: 'Writing to mastering' },
      text: {
        ko: '작곡과 편곡, 녹음, 믹싱, 마스터링을 한 팀이 이어서 맡아, 곡의 처음 생각이 끝까지 지켜집니다.',
        en: 'One team takes the song through writing, arranging, recording, mixing and mastering, so the first idea survives to the end.',
      },
    },
    {
      title: { ko: '쓰임에 맞는 음악', en: 'Music made for its purpose' },
      text: {
        ko: '앨범과 드라마 OST, 브랜드 캠페인, 게임까지, 음악이 쓰일 자리에 맞춰 만듭니다.',
        en: 'Albums, drama soundtracks, brand campaigns and games: we write for the place the music will live.',
      },
    },
  ],
  worksTitle: { ko: '제작 사례', en: 'Selected works' },
  cta: { ko: '음악 제작 문의', en: 'CONTACT US' },
};

export const videoProductionCopy: VideoProductionCopy = {
  slogan: {
    ko: '음악이 보이는 순간을 만듭니다.',
    en: 'We make the moment music becomes visible.',
  },
  /** The three points. */
  points: [
    {
      title: { ko: '뮤직비디오', en: 'Music videos' },
      text: {
        ko: '곡의 이야기에서 출발해 기획과 촬영, 편집, 자막까지 한 번에 진행합니다.',
        en: 'We start from the song’s story and take care of planning, shooting, editing and subtitles in one go.',
      },
    },
    {
      title: { ko: '라이브 클립과 세션', en: 'Live clips and sessions' },
      text: {
        ko: '아티스트에게 어울리는 공간을 찾아, 연주 그대로의 소리와 장면을 담습니다.',
        en: 'We find a place that suits the artist and capture the performance as it sounds and looks.',
      },
    },
    {
      title: { ko: '숏폼과 비주얼라이저', en: 'Short-form and visualisers' },
      text: {
        ko: '발매에 맞춰 숏폼 영상과 가사 영상, 비주얼라이저를 만들어 곡이 더 많은 곳에서 보이게 합니다.',
        en: 'Short videos, lyric videos and visualisers timed with the release, so the song shows up in more places.',
      },
    },
  ],
  worksTitle: { ko: '제작 사례', en: 'Selected works' },
  backgroundVideo: videoProductionBackground,
  cta: { ko: '영상 제작 문의', en: 'CONTACT US' },
};

export const publishingCopy: PublishingCopy = {
  slogan: {
    ko: '곡이 쓰이는 곳마다, 권리가 지켜지도록.',
    en: 'Your songs, looked after wherever they are used.',
  },
  /** The four steps. */
  steps: [
    {
      title: { ko: '곡 등록', en: 'Register' },
      text: {
        ko: '곡과 작사·작곡 정보, 지분을 등록합니다.',
        en: 'Register your songs, writers and shares.',
      },
    },
    {
      title: { ko: '권리 확인', en: 'Confirm' },
      text: {
        ko: '국내외 저작권 단체와 플랫폼에 권리 정보를 확인하고 등록합니다.',
        en: 'We confirm and register the rights with collecting societies and platforms at home and abroad.',
      },
    },
    {
      title: { ko: '이용 제안', en: 'Pitch' },
      text: {
        ko: '영화와 드라마, 광고, 게임에 어울리는 곡을 제안합니다.',
        en: 'We pitch your songs to film, drama, advertising and games.',
      },
    },
    {
      title: { ko: '정산', en: 'Collect' },
      text: {
        ko: '쓰인 곳마다 발생한 수익을 모아 투명하게 정산합니다.',
        en: 'We collect what every use earns and pay you with clear statements.',
      },
    },
  ],
  /** The four points; the fourth links to the external sync-licensing site. */
  points: [
    {
      title: { ko: '국내외 저작권 관리', en: 'Rights management at home and abroad' },
      text: {
        ko: '해외에서 쓰인 곡의 저작권료도 놓치지 않도록 각 나라의 권리 정보를 관리합니다.',
        en: 'We keep your rights information in order in each country, so royalties from abroad are not missed.',
      },
    },
    {
      title: { ko: '싱크 라이선싱', en: 'Sync licensing' },
      text: {
        ko: '영상에 음악이 필요한 곳과 곡을 연결하고, 이용 허락 계약까지 진행합니다.',
        en: 'We connect your songs with productions that need music, and handle the licence agreements.',
      },
    },
    {
      title: { ko: '투명한 정산', en: 'Clear statements' },
      text: {
        ko: '어디에서 얼마가 발생했는지, 곡별로 나누어 보여 드립니다.',
        en: 'See where every payment came from, song by song.',
      },
    },
    {
      title: { ko: '음악을 찾는 분들을 위한 카탈로그', en: 'A catalogue for music seekers' },
      text: {
        ko: '영상 제작자와 음악 감독은 싱크 라이선싱 사이트에서 분위기와 템포로 곡을 찾고 바로 이용 허락을 신청할 수 있습니다.',
        en: 'Producers and music supervisors can search songs by mood and tempo on our sync licensing site and request a licence directly.',
      },
      link: {
        url: 'https://sync.example.com',
        label: { ko: '싱크 라이선싱 사이트', en: 'Sync licensing site' },
      },
    },
  ],
  cta: { ko: '퍼블리싱 문의', en: 'CONTACT US' },
};

export const abbeyRoadCopy: AbbeyRoadCopy = {
  slogan: {
    ko: '런던 애비 로드 스튜디오에서 녹음하고, 믹싱하고, 마스터링하세요.',
    en: 'Record, mix and master at Abbey Road Studios in London.',
  },
  lead: {
    ko: '누리뮤직은 애비 로드 스튜디오와 파트너십을 맺고, 한국과 아시아의 아티스트가 그곳의 공간과 엔지니어를 만날 수 있도록 돕습니다.',
    en: 'Through our partnership with Abbey Road Studios, artists from Korea and across Asia can work with its rooms and engineers.',
  },
  /** The two points. */
  points: [
    {
      title: { ko: '원격 믹싱과 마스터링', en: 'Remote mixing and mastering' },
      text: {
        ko: '한국에서 파일을 보내면 런던의 엔지니어가 믹싱과 마스터링을 진행하고, 수정 요청도 저희가 한국어로 전달합니다.',
        en: 'Send your files from Korea; an engineer in London mixes and masters them, and we pass on your notes for revisions.',
      },
    },
    {
      title: { ko: '런던 현지 녹음', en: 'Recording sessions in London' },
      text: {
        ko: '스튜디오 예약부터 세션 연주자 섭외, 일정과 통역까지 현지 녹음에 필요한 일을 함께 준비합니다.',
        en: 'From booking the room to session players, scheduling and interpreting, we prepare everything a session in London needs.',
      },
    },
  ],
  engineersTitle: { ko: '엔지니어', en: 'Engineers' },
  clientsTitle: { ko: '함께한 아티스트', en: 'Artists we have worked with' },
  backgroundVideo: abbeyRoadBackground,
  cta: { ko: '애비 로드 스튜디오 문의', en: 'CONTACT US' },
};
