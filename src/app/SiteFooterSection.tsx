import { company } from '../content/company';
import { marqueePlatformNames, officialChannels } from '../content/socialPlatforms';
import { SiteFooter } from '../patterns/SiteFooter';

/**
 * The site's footer with its content, as the shell shows it on every route. Its own chunk, hydrated
 * after the page (./shellSections.ts): the footer, its platform strip and the channels' marks are
 * not code the first screen waits for.
 */
export function SiteFooterSection() {
  return <SiteFooter company={company} channels={officialChannels} platformNames={marqueePlatformNames} />;
}
