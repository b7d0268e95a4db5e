import type { LocalizedText } from './types';

/**
 * Portfolio of the Music production (6 works) and Video production (10 works) sections (SPEC §2).
 * Clicking a work opens its external page in a new window; the links are *sample* example.com URLs.
 */

export interface Work {
  id: string;
  title: LocalizedText;
  artist: LocalizedText;
  /** What NURI MUSIC did (music) or what kind of video it is (video). */
  credit: LocalizedText;
  /** Generated artwork: a square cover (music) or a 16:9 poster (video). */
  img: string;
  /** External page (*sample*), opened in a new window. */
  url: string;
}

/** Six music works: each opens its external short link. */
export const musicWorks: readonly Work[] = [
  {
    id: 'frost',
    title: { ko: '성에', en: 'Frost' },
    artist: { ko: '서리담', en: 'Seoridam' },
    credit: { ko: '편곡 · 프로듀싱', en: 'Arrangement and production' },
    img: '/artwork/works/music-01.svg',
    url: 'https://example.com/m/seoridam-frost',
  },
  {
    id: 'sprout',
    title: { ko: '새싹', en: 'Sprout' },
    artist: { ko: '오드블룸', en: 'ODDBLOOM' },
    credit: { ko: '공동 작곡 · 보컬 디렉팅', en: 'Co-writing and vocal direction' },
    img: '/artwork/works/music-02.svg',
    url: 'https://example.com/m/oddbloom-sprout',
  },
  {
    id: 'long-way-home',
    title: { ko: '먼 길', en: 'Long Way Home' },
    artist: { ko: '마루새', en: 'Marusae' },
    credit: { ko: '프로듀싱 · 믹싱', en: 'Production and mixing' },
    img: '/artwork/works/music-03.svg',
    url: 'https://example.com/m/marusae-long-way-home',
  },
  {
    id: 'harbour-bells',
    title: { ko: 'Harbour Bells', en: 'Harbour Bells' },
    artist: { ko: 'Mara Quill', en: 'Mara Quill' },
    credit: { ko: '다큐멘터리 음악 작곡', en: 'Documentary score' },
    img: '/artwork/works/music-04.svg',
    url: 'https://example.com/m/mara-quill-harbour-bells',
  },
  {
    id: 'slow-summer',
    title: { ko: 'Slow Summer', en: 'Slow Summer' },
    artist: { ko: 'Pale Orchard', en: 'Pale Orchard' },
    credit: { ko: '작곡 · 편곡', en: 'Songwriting and arrangement' },
    img: '/artwork/works/music-05.svg',
    url: 'https://example.com/m/pale-orchard-slow-summer',
  },
  {
    id: 'morning-route',
    title: { ko: '아침 노선', en: 'Morning Route' },
    artist: { ko: '물빛 콰르텟', en: 'Mulbit Quartet' },
    credit: { ko: '브랜드 캠페인 음악 제작', en: 'Brand campaign music' },
    img: '/artwork/works/music-06.svg',
    url: 'https://example.com/m/mulbit-quartet-morning-route',
  },
];

/** Ten video works: each opens its external video page. */
export const videoWorks: readonly Work[] = [
  {
    id: 'sprout-mv',
    title: { ko: '새싹', en: 'Sprout' },
    artist: { ko: '오드블룸', en: 'ODDBLOOM' },
    credit: { ko: '뮤직비디오', en: 'Music video' },
    img: '/artwork/works/video-01.svg',
    url: 'https://example.com/video/oddbloom-sprout',
  },
  {
    id: 'paper-boats-mv',
    title: { ko: '종이배', en: 'Paper Boats' },
    artist: { ko: '오드블룸', en: 'ODDBLOOM' },
    credit: { ko: '뮤직비디오', en: 'Music video' },
    img: '/artwork/works/video-02.svg',
    url: 'https://example.com/video/oddbloom-paper-boats',
  },
  {
    id: 'paper-boats-behind',
    title: { ko: '종이배 비하인드', en: 'Paper Boats: behind the scenes' },
    artist: { ko: '오드블룸', en: 'ODDBLOOM' },
    credit: { ko: '비하인드 필름', en: 'Behind-the-scenes film' },
    img: '/artwork/works/video-03.svg',
    url: 'https://example.com/video/oddbloom-paper-boats-behind',
  },
  {
    id: 'busan-sunrise',
    title: { ko: '부산 해돋이 세트', en: 'Busan Sunrise Set' },
    artist: { ko: 'Orrin Vale', en: 'Orrin Vale' },
    credit: { ko: '라이브 세트 필름', en: 'Live set film' },
    img: '/artwork/works/video-04.svg',
    url: 'https://example.com/video/orrin-vale-busan-sunrise',
  },
  {
    id: 'rice-mill-session',
    title: { ko: '방앗간 세션', en: 'The Rice Mill Session' },
    artist: { ko: 'Salt & Cedar', en: 'Salt & Cedar' },
    credit: { ko: '라이브 세션', en: 'Live session' },
    img: '/artwork/works/video-05.svg',
    url: 'https://example.com/video/salt-and-cedar-rice-mill',
  },
  {
    id: 'night-bus-live',
    title: { ko: '심야버스 (Live)', en: 'Night Bus (Live)' },
    artist: { ko: '마루새', en: 'Marusae' },
    credit: { ko: '라이브 클립', en: 'Live clip' },
    img: '/artwork/works/video-06.svg',
    url: 'https://example.com/video/marusae-night-bus-live',
  },
  {
    id: 'frost-lyric',
    title: { ko: '성에', en: 'Frost' },
    artist: { ko: '서리담', en: 'Seoridam' },
    credit: { ko: '가사 영상', en: 'Lyric video' },
    img: '/artwork/works/video-07.svg',
    url: 'https://example.com/video/seoridam-frost-lyric',
  },
  {
    id: 'northern-lines-sessions',
    title: { ko: 'Northern Lines 현악 세션', en: 'Northern Lines: the string sessions' },
    artist: { ko: 'Kestrel Hayes', en: 'Kestrel Hayes' },
    credit: { ko: '세션 다큐멘터리', en: 'Session documentary' },
    img: '/artwork/works/video-08.svg',
    url: 'https://example.com/video/kestrel-hayes-string-sessions',
  },
  {
    id: 'pier-lights-mv',
    title: { ko: 'Pier Lights', en: 'Pier Lights' },
    artist: { ko: 'Tideline Club', en: 'Tideline Club' },
    credit: { ko: '뮤직비디오', en: 'Music video' },
    img: '/artwork/works/video-09.svg',
    url: 'https://example.com/video/tideline-club-pier-lights',
  },
  {
    id: 'small-hours-visualiser',
    title: { ko: 'Small Hours', en: 'Small Hours' },
    artist: { ko: '서리담', en: 'Seoridam' },
    credit: { ko: '비주얼라이저', en: 'Visualiser' },
    img: '/artwork/works/video-10.svg',
    url: 'https://example.com/video/seoridam-small-hours',
  },
];
