import {
  siAudiomack,
  siDeezer,
  siIheartradio,
  siLine,
  siPandora,
  siShazam,
  siSoundcloud,
  siSpotify,
  siTidal,
  siTiktok,
  siYoutubemusic,
  siApplemusic,
} from 'simple-icons';
import type { Platform } from './socialPlatforms';

// The footer's channels and strip live in socialPlatforms.ts (kept out of the initial JavaScript
// with the 14 DSP marks): import them from there.
export type { Platform } from './socialPlatforms';

/** The 14 DSPs of the Distribution page (shared/CONTENT.md, SPEC §9). */
export const dsps: readonly Platform[] = [
  { id: 'spotify', name: 'Spotify', icon: siSpotify },
  { id: 'apple-music', name: 'Apple Music', icon: siApplemusic },
  { id: 'youtube-music', name: 'YouTube Music', icon: siYoutubemusic },
  { id: 'deezer', name: 'Deezer', icon: siDeezer },
  { id: 'tidal', name: 'TIDAL', icon: siTidal },
  { id: 'tiktok', name: 'TikTok', icon: siTiktok },
  { id: 'soundcloud', name: 'SoundCloud', icon: siSoundcloud },
  { id: 'pandora', name: 'Pandora', icon: siPandora },
  { id: 'shazam', name: 'Shazam', icon: siShazam },
  { id: 'audiomack', name: 'Audiomack', icon: siAudiomack },
  { id: 'iheartradio', name: 'iHeartRadio', icon: siIheartradio },
  { id: 'line-music', name: 'LINE MUSIC', icon: siLine },
  { id: 'melon', name: 'Melon', icon: null },
  { id: 'genie', name: 'Genie', icon: null },
];
