import { Trans } from '@lingui/react/macro';
import { CloudUpload, Globe, Images, Link2, ReceiptText, UserRound, type LucideIcon } from 'lucide-react';
import { AnimatedDemo } from '../../patterns/AnimatedDemo';
import { Box, Stack } from '../../components/Box';
import { FeatureBox, FeatureBoxList } from '../../components/FeatureBox';
import { LogoWall } from '../../patterns/LogoWall';
import { NumberedPointList } from '../../components/NumberedPoint';
import { PageSection } from '../../components/PageSection';
import { SectionHeading } from '../../components/SectionHeading';
import { VideoEmbed } from '../../components/VideoEmbed';
import { mediaKit, promotionItems, smartLink } from '../../content/promotion';
import { distributionCopy as copy } from '../../content/servicesCopy';
import { ServiceSection, Subsection, itemLevel, subLevel, useLocale, type SectionLevel } from './ServiceSection';

const featureIcons: readonly LucideIcon[] = [Globe, CloudUpload, ReceiptText, UserRound];
const demos = [
  { copy: copy.easyUpload, variant: 'easyUpload' },
  { copy: copy.royaltyPayment, variant: 'royaltyPayment' },
] as const;

/**
 * Distribution (SPEC §2): slogan, four feature boxes, three whys, the 14 DSP logos, the Easy
 * Upload and Royalty Payment demos, Promotion (seven items, the media kit with its image and
 * video, the smart link) and the inquiry button → /contact ('음원 유통 문의' / 'CONTACT US').
 */
export function DistributionSection({ level }: { level: SectionLevel }) {
  const locale = useLocale();
  const sampleUrl = smartLink.sampleUrl;
  return (
    <ServiceSection
      slug="distribution"
      level={level}
      slogan={copy.slogan[locale]}
      lead={copy.lead[locale]}
      cta={{ label: copy.cta[locale], href: '/contact' }}
    >
      <Subsection level={level} number={1} title={<Trans>한눈에 보는 음원 유통</Trans>}>
        {(id) => (
          <FeatureBoxList
            aria-labelledby={id}
            columns={4}
            headingLevel={itemLevel(level)}
            features={copy.features.map((feature, i) => ({
              icon: featureIcons[i],
              title: feature.title[locale],
              text: feature.text[locale],
            }))}
          />
        )}
      </Subsection>

      <Subsection level={level} number={2} tone="surface" title={<Trans>왜 누리뮤직인가요?</Trans>}>
        {(id) => (
          <NumberedPointList
            aria-labelledby={id}
            columns={3}
            headingLevel={itemLevel(level)}
            points={copy.whys.map((why) => ({ title: why.title[locale], text: why.text[locale] }))}
          />
        )}
      </Subsection>

      <Subsection level={level} number={3} title={copy.platformsTitle[locale]}>
        {(id) => <LogoWall aria-labelledby={id} />}
      </Subsection>

      {/* Easy Upload and Royalty Payment side by side: two numbered parts on one band. */}
      <PageSection as="div" tone="muted">
        <Box display="grid" gridTemplateColumns={{ mobile: 1, desktop: 2 }} gap="xxl">
          {demos.map(({ copy: item, variant }, i) => (
            <Stack key={variant} gap="xl">
              <SectionHeading level={subLevel(level)} number={4 + i} lead={item.text[locale]}>
                {item.title[locale]}
              </SectionHeading>
              <AnimatedDemo variant={variant} />
            </Stack>
          ))}
        </Box>
      </PageSection>

      <Subsection level={level} number={6} title={copy.promotion.title[locale]} lead={copy.promotion.text[locale]}>
        {(id) => (
          <>
            <NumberedPointList
              aria-labelledby={id}
              columns={4}
              headingLevel={itemLevel(level)}
              points={promotionItems.map((item) => ({ title: item.title[locale], text: item.text[locale] }))}
            />
            <Stack gap="lg">
              <FeatureBox icon={Images} title={mediaKit.title[locale]} headingLevel={itemLevel(level)}>
                <Stack gap="lg">
                  <p>{mediaKit.text[locale]}</p>
                  <Box display="grid" gridTemplateColumns={{ mobile: 1, tablet: 2 }} gap="md" alignItems="center">
                    {/* The generated SVG's own size (16:9); below the fold. */}
                    <img
                      src={mediaKit.image}
                      alt={mediaKit.imageAlt[locale]}
                      width={1600}
                      height={900}
                      loading="lazy"
                      decoding="async"
                    />
                    <VideoEmbed
                      videoId={mediaKit.video.id}
                      title={mediaKit.video.title[locale]}
                      poster={<img src={mediaKit.video.poster} alt="" width={1280} height={720} />}
                    />
                  </Box>
                </Stack>
              </FeatureBox>
              <FeatureBox icon={Link2} title={smartLink.title[locale]} headingLevel={itemLevel(level)}>
                <Stack gap="xs">
                  <p>{smartLink.text[locale]}</p>
                  <p>
                    <Trans>
                      예시 주소: <code translate="no">{sampleUrl}</code>
                    </Trans>
                  </p>
                </Stack>
              </FeatureBox>
            </Stack>
          </>
        )}
      </Subsection>
    </ServiceSection>
  );
}
