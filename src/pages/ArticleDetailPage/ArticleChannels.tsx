import { Trans } from '@lingui/react/macro';
import { brand } from '../../content/brand';
import { officialChannels } from '../../content/socialPlatforms';
import { SocialLinks } from '../../patterns/SocialLinks';

/**
 * The article's footer: the company's official channels. A lazy section (./articleSections.ts):
 * below the article, its links plain links until it hydrates, after the page.
 */
export function ArticleChannels() {
  return (
    <SocialLinks
      links={officialChannels}
      brand={brand.brand}
      heading={<Trans>누리뮤직 공식 채널</Trans>}
      description={<Trans>새 음악과 인터뷰 소식을 누리뮤직 공식 채널에서 가장 먼저 만나 보세요.</Trans>}
    />
  );
}
