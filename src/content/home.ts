import { brand } from './brand';
import { figures } from './companyBrief';
import type { LocalizedText } from './types';

/** The home page (SPEC §2 Home) and the site description used for the meta tag; its videos: ./homeVideos.ts. */

export interface HomeCopy {
  /** The site description for <meta name="description"> on the home page. */
  description: LocalizedText;
  /** The company statement under the banner. */
  statement: { title: LocalizedText; text: LocalizedText };
  /** The closing statement above the CONTACT US button. */
  closing: { title: LocalizedText; text: LocalizedText };
}

const { countries, platforms } = figures;

export const home: HomeCopy = {
  description: {
    ko: `${brand.brand}(누리뮤직)은 ${countries}개국 ${platforms}개 이상의 플랫폼에 음악을 유통하고, 마케팅과 음악·영상 제작, 퍼블리싱, 애비 로드 스튜디오 파트너십으로 독립 아티스트와 레이블을 돕는 음악 회사입니다.`,
    en: `${brand.brand} is a Korean music company: distribution to ${platforms}+ platforms in ${countries} countries, marketing, music and video production, publishing and an Abbey Road Studios partnership for independent artists and labels.`,
  },
  statement: {
    title: {
      ko: '음악을 만드는 사람이 음악에만 집중할 수 있도록.',
      en: 'So the people who make music can focus on the music.',
    },
    text: {
      ko: `발매와 홍보, 제작과 권리 관리처럼 음악 바깥의 일은 저희가 맡습니다. ${countries}개국의 청취자에게 닿는 길을, 아티스트마다 다르게 설계합니다.`,
      en: `Release, promotion, production and rights: we take care of the work around the music, and plan a different road to listeners in ${countries} countries for every artist.`,
    },
  },
  closing: {
    title: { ko: '다음 곡, 함께 이야기해요.', en: 'Let’s talk about your next song.' },
    text: {
      ko: '발매를 앞두고 있거나, 아직 곡을 쓰는 중이어도 괜찮습니다. 지금 어디에 있든 거기서부터 시작합니다.',
      en: 'Whether your release date is set or the song is still being written, we start from wherever you are.',
    },
  },
};
