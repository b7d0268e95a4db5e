// @vitest-environment node
import { siInstagram, siTiktok, siX, siYoutube } from 'simple-icons';
import { describe, expect, it } from 'vitest';
import { dsps } from './platforms';
import { marqueePlatformNames, socialPlatforms } from './socialPlatforms';

describe('socialPlatforms (the footer’s data, kept apart from the DSP marks)', () => {
  it('lists the 14 DSPs first in the marquee, in the order of platforms.ts', () => {
    expect(marqueePlatformNames.slice(0, dsps.length)).toEqual(dsps.map((platform) => platform.name));
  });
  it('reads the same marks as the simple-icons package index', () => {
    expect(socialPlatforms.video.icon.path).toBe(siYoutube.path);
    expect(socialPlatforms.photo.icon.path).toBe(siInstagram.path);
    expect(socialPlatforms.shortVideo.icon.path).toBe(siTiktok.path);
    expect(socialPlatforms.microblog.icon.path).toBe(siX.path);
  });
});
