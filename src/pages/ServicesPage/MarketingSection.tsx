import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Box } from '../../components/Box';
import { ButtonLink } from '../../components/Button';
import { CampaignModal, CampaignModalCaseList } from '../../patterns/CampaignModal';
import { campaigns, type CampaignCase } from '../../content/campaigns';
import { company } from '../../content/company';
import { socialPlatforms } from '../../content/socialPlatforms';
import { serviceBySlug } from '../../content/services';
import { marketingCopy as copy } from '../../content/servicesCopy';
import { ServiceSection, Subsection, itemLevel, useLocale, type SectionLevel } from './ServiceSection';

/** The official channels in the order of SPEC §2: video, photo, short video, X. */
const channels = (['video', 'photo', 'shortVideo', 'microblog'] as const).map((key) => ({
  key,
  name: socialPlatforms[key].name,
  path: socialPlatforms[key].icon.path,
  href: company.channels[key],
}));

/**
 * Marketing (SPEC §2): slogan, the official video/photo/short-video/X channels (new window), the
 * four campaign cases — each opens the CampaignModal, and focus comes back to the case when it
 * closes — and the inquiry button → /contact/MARKETING.
 */
export function MarketingSection({ level }: { level: SectionLevel }) {
  const locale = useLocale();
  const [selected, setSelected] = useState<CampaignCase | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <ServiceSection
      slug="marketing"
      level={level}
      slogan={copy.slogan[locale]}
      lead={copy.lead[locale]}
      cta={{ label: copy.cta[locale], href: serviceBySlug.marketing.contactRoute }}
    >
      <Subsection level={level} number={1} title={copy.channels.title[locale]} lead={copy.channels.text[locale]}>
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
        title={copy.casesTitle[locale]}
        lead={<Trans>사례를 누르면 캠페인 분야별 이미지를 볼 수 있습니다.</Trans>}
      >
        {(id) => (
          <CampaignModalCaseList
            aria-labelledby={id}
            cases={campaigns}
            headingLevel={itemLevel(level)}
            onOpen={(campaign) => {
              setSelected(campaign);
              setOpen(true);
            }}
          />
        )}
      </Subsection>
      <CampaignModal campaign={selected} open={open} onOpenChange={setOpen} />
    </ServiceSection>
  );
}
