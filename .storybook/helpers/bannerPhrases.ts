import { msg } from '@lingui/core/macro';

/**
 * Sample phrases for the Banner and TypingText stories: six services in the order of SPEC §2
 * (distribution, marketing, video production, publishing, music production, the studio
 * partnership). The home page types the services' own labels (src/pages/HomePage/HomeTyping.tsx);
 * these stay story data, in the stories' catalog. Descriptors: translate with `i18n._(descriptor)`
 * where they are rendered.
 */
export const bannerServicePhrases = [
  msg`글로벌 음원 유통`,
  msg`아티스트 마케팅`,
  msg`영상 콘텐츠 제작`,
  msg`음악 퍼블리싱`,
  msg`음악 프로듀싱`,
  msg`애비 로드 스튜디오 레코딩`,
] as const;
