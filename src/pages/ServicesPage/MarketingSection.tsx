import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Box } from '../../components/Box';
import { ButtonLink } from '../../components/Button';
import { CampaignModal, CampaignModalCaseList } from '../../patterns/CampaignModal';
import { campaigns, labelCampaignCategories } from '../../content/campaigns';
import { channelUrls } from '../../content/companyBrief';
import { socialPlatforms } from '../../content/socialPlatforms';
import { serviceBySlug } from '../../content/services';
import { marketingCopy } from '../../content/servicesCopy';
import { useLocalized } from '../../i18n';
import { ServiceSection, Subsection, itemLevel, type SectionLevel } from './ServiceSection';

const campaignCases = campaigns.map(labelCampaignCategories);

/** The official channels in the order of SPEC §2: video, photo, short video, X. */
const channels = (['video', 'photo', 'shortVideo', 'microblog'] as const).map((key) => ({
  key,
  name: socialPlatforms[key].name,
  path: socialPlatforms[key].icon.path,
  href: channelUrls[key],
}));

/**
 * Marketing (SPEC §2): slogan, the official video/photo/short-video/X channels (new window), the
 * four campaign cases — each opens the CampaignModal, and focus comes back to the case when it
 * closes — and the inquiry button → /contact/MARKETING.
 */
export function MarketingSection({ level }: { level: SectionLevel }) {
  const copy = useLocalized(marketingCopy);
  const cases = useLocalized(campaignCases);
  // The case by id, so that an open modal follows a change of language.
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = cases.find((campaign) => campaign.id === selectedId) ?? null;
  const [open, setOpen] = useState(false);
  return (
    <ServiceSection
      slug="marketing"
      level={level}
      slogan={copy.slogan}
      lead={copy.lead}
      cta={{ label: copy.cta, href: serviceBySlug.marketing.contactRoute }}
    >
      <Subsection level={level} number={1} title={copy.channels.title} lead={copy.channels.text}>
        {(id) => (
          // A list without list markers: a flex row of link buttons.
          <Box role="list" aria-labelledby={id} display="flex" flexWrap="wrap" gap="sm">
            {channels.map((channel) => (
              <Box role="listitem" key={channel.key}>
                <ButtonLink href={channel.href} external variant="secondary">
                  <svg
                    viewBox="0 0 24 24"
                    width={18}
                    height={18}
                    aria-hidden="true"
                    focusable="false"
                    fill="currentColor"
                  >
                    <path d={channel.path} />
                  </svg>
                  {channel.name}
                </ButtonLink>
              </Box>
            ))}
          </Box>
        )}
      </Subsection>

      <Subsection
        level={level}
        number={2}
        tone="surface"
        title={copy.casesTitle}
        lead={<Trans>사례를 누르면 캠페인 분야별 이미지를 볼 수 있습니다.</Trans>}
      >
        {(id) => (
          <CampaignModalCaseList
            aria-labelledby={id}
            cases={cases}
            headingLevel={itemLevel(level)}
            onOpen={(campaign) => {
              setSelectedId(campaign.id);
              setOpen(true);
            }}
          />
        )}
      </Subsection>
      <CampaignModal campaign={selected} open={open} onOpenChange={setOpen} />
    </ServiceSection>
  );
}
