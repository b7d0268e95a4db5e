import type { LocalizedText } from './types';

/**
 * Videos outside the articles (*sample* YouTube-style ids; the player is loaded on demand) and
 * their generated poster frames. Every embedded video — article videos included — has a poster
 * at `videoPoster(id)`.
 */

export interface VideoRef {
  /** YouTube-style video id (11 characters). *sample* */
  id: string;
  /** Accessible title of the player. */
  title: LocalizedText;
  /** Generated poster frame. */
  poster: string;
}

/** Path of the generated poster frame of a video id. */
export const videoPoster = (id: string): string => `/artwork/media/poster-${id}.svg`;

/** Looping, muted background video of the Video production section. */
export const videoProductionBackground: VideoRef = {
  id: 'Bg4vP1sQo7W',
  title: { ko: '누리뮤직 영상 제작 쇼릴', en: 'NURI MUSIC video production showreel' },
  poster: '/artwork/media/poster-Bg4vP1sQo7W.svg',
};

/** Looping, muted background video of the Abbey Road Studios section. */
export const abbeyRoadBackground: VideoRef = {
  id: 'Ar9dW2hXk6T',
  title: { ko: '런던 스튜디오 세션 스케치', en: 'Sketches from a London studio session' },
  poster: '/artwork/media/poster-Ar9dW2hXk6T.svg',
};
