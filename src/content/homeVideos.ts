import { videoPoster, type VideoRef } from './media';
import type { LocalizedText } from './types';

/**
 * The home page's three embedded video players (SPEC §2 Home). Apart from ./home.ts: only the
 * videos' lazy section (src/pages/HomePage/HomeVideos.tsx) reads them, after the page's first load.
 */

const video = (id: string, title: LocalizedText): VideoRef => ({ id, title, poster: videoPoster(id) });

export const homeVideos: readonly VideoRef[] = [
  video('Np6bK2zDq8U', { ko: "마루새 '심야버스' 라이브", en: 'Marusae, “Night Bus” (live)' }),
  video('Hd8gJ5qWm3P', { ko: "오드블룸 '종이배' 비하인드", en: 'ODDBLOOM, “Paper Boats”: behind the scenes' }),
  video('Lr2sT6yBf1K', { ko: 'Salt & Cedar 방앗간 세션', en: 'Salt & Cedar, the rice mill session' }),
];
