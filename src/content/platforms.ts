import {
  siAudiomack,
  siDeezer,
  siIheartradio,
  siInstagram,
  siLine,
  siPandora,
  siShazam,
  siSoundcloud,
  siSpotify,
  siTidal,
  siTiktok,
  siX,
  siYoutube,
  siYoutubemusic,
  siApplemusic,
  type SimpleIcon,
} from 'simple-icons';

/** A platform mark: a maintained brand icon where simple-icons has one, otherwise our wordmark. */
export interface Platform {
  id: string;
  /** The platform's own name (proper noun, not translated). */
  name: string;
  icon: SimpleIcon | null;
}

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

/** Official channels (footer, marketing section, article footers), in SPEC order. */
export const socialPlatforms = {
  video: { id: 'youtube', name: 'YouTube', icon: siYoutube },
  photo: { id: 'instagram', name: 'Instagram', icon: siInstagram },
  shortVideo: { id: 'tiktok', name: 'TikTok', icon: siTiktok },
  microblog: { id: 'x', name: 'X', icon: siX },
} as const satisfies Record<string, Platform>;

/** Names for the footer's scrolling strip: streaming and social platforms, as text. */
export const marqueePlatformNames: readonly string[] = [
  ...dsps.map((p) => p.name),
  'FLO',
  'VIBE',
  'Bugs',
  'Amazon Music',
  'Instagram',
  'Facebook',
  'X',
];
