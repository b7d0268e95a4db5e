import type { SimpleIcon } from 'simple-icons';
import instagram from 'simple-icons/icons/instagram.svg?raw';
import tiktok from 'simple-icons/icons/tiktok.svg?raw';
import x from 'simple-icons/icons/x.svg?raw';
import youtube from 'simple-icons/icons/youtube.svg?raw';
import { channelUrls } from './companyBrief';

// Kept apart from platforms.ts: the footer (in every page's initial JavaScript) needs only these
// four marks, not the fourteen DSP marks of the Distribution page (the size budget). The marks
// are read from simple-icons' own SVG files: importing them from the package index would put the
// index module, with every mark any page uses, into the shared entry chunk.

/** A platform mark: a maintained brand icon where simple-icons has one, otherwise our wordmark. */
export interface Platform {
  id: string;
  /** The platform's own name (proper noun, not translated). */
  name: string;
  /** The mark's 24 × 24 path (`SimpleIcon` from simple-icons, or just its path). */
  icon: Pick<SimpleIcon, 'path'> | null;
}

/** The path of a simple-icons SVG file. */
const mark = (svg: string): Pick<SimpleIcon, 'path'> => ({ path: /\sd="([^"]+)"/.exec(svg)?.[1] ?? '' });

/** Official channels (footer, marketing section, article footers), in SPEC order. */
export const socialPlatforms = {
  video: { id: 'youtube', name: 'YouTube', icon: mark(youtube) },
  photo: { id: 'instagram', name: 'Instagram', icon: mark(instagram) },
  shortVideo: { id: 'tiktok', name: 'TikTok', icon: mark(tiktok) },
  microblog: { id: 'x', name: 'X', icon: mark(x) },
} as const satisfies Record<string, Platform>;

/** An official channel: video, photo, short video or microblog. */
export type SocialChannel = keyof typeof socialPlatforms;

/** An official channel as a link: the company's address there and the platform's mark and name. */
export interface SocialChannelLink {
  channel: SocialChannel;
  href: string;
  /** The platform, always with its simple-icons mark. */
  platform: Platform & { icon: Pick<SimpleIcon, 'path'> };
}

/** The official channels in the order the site lists them: video, photo, short video, microblog. */
export const officialChannels: readonly SocialChannelLink[] = (
  ['video', 'photo', 'shortVideo', 'microblog'] as const
).map((channel) => ({ channel, href: channelUrls[channel], platform: socialPlatforms[channel] }));

/**
 * Names for the footer's scrolling strip: streaming and social platforms, as text. The first 14
 * are the DSPs of platforms.ts in the same order (socialPlatforms.test.ts keeps them in step).
 */
export const marqueePlatformNames: readonly string[] = [
  'Spotify',
  'Apple Music',
  'YouTube Music',
  'Deezer',
  'TIDAL',
  'TikTok',
  'SoundCloud',
  'Pandora',
  'Shazam',
  'Audiomack',
  'iHeartRadio',
  'LINE MUSIC',
  'Melon',
  'Genie',
  'FLO',
  'VIBE',
  'Bugs',
  'Amazon Music',
  'Instagram',
  'Facebook',
  'X',
];
