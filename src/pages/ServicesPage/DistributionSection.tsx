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
import { figures } from '../../content/companyBrief';
import { dsps } from '../../content/platforms';
import { mediaKit, promotionItems, smartLink } from '../../content/promotion';
import { distributionCopy } from '../../content/servicesCopy';
import { useLocalized } from '../../i18n';
import { ServiceSection, Subsection, itemLevel, subLevel, type SectionLevel } from './ServiceSection';

const featureIcons: readonly LucideIcon[] = [Globe, CloudUpload, ReceiptText, UserRound];
const demos = ['easyUpload', 'royaltyPayment'] as const;
const content = { copy: distributionCopy, promotionItems, mediaKit, smartLink };

/**
 * Distribution (SPEC §2): slogan, four feature boxes, three whys, the 14 DSP logos, the Easy
 * Upload and Royalty Payment demos, Promotion (seven items, the media kit with its image and
 * video, the smart link) and the inquiry button → /contact ('음원 유통 문의' / 'CONTACT US').
 */
export function DistributionSection({ level }: { level: SectionLevel }) {
  const { copy, promotionItems, mediaKit, smartLink } = useLocalized(content);
  const sampleUrl = smartLink.sampleUrl;
  return (
    <ServiceSection
      slug="distribution"
      level={level}
      slogan={copy.slogan}
      lead={copy.lead}
      cta={{ label: copy.cta, href: '/contact' }}
    >
      <Subsection level={level} number={1} title={<Trans>한눈에 보는 음원 유통</Trans>}>
        {(id) => (
          <FeatureBoxList
            aria-labelledby={id}
            columns={4}
            headingLevel={itemLevel(level)}
            features={copy.features.map((feature, i) => ({
              icon: featureIcons[i],
              title: feature.title,
              text: feature.text,
            }))}
          />
        )}
      </Subsection>

      <Subsection level={level} number={2} tone="surface" title={<Trans>왜 누리뮤직인가요?</Trans>}>
        {(id) => (
          <NumberedPointList aria-labelledby={id} columns={3} headingLevel={itemLevel(level)} points={copy.whys} />
        )}
      </Subsection>

      <Subsection level={level} number={3} title={copy.platformsTitle}>
        {(id) => <LogoWall platforms={dsps} aria-labelledby={id} />}
      </Subsection>

      {/* Easy Upload and Royalty Payment side by side: two numbered parts on one band. */}
      <PageSection as="div" tone="muted">
        <Box display="grid" gridTemplateColumns={{ mobile: 1, desktop: 2 }} gap="xxl">
          {demos.map((variant, i) => (
            <Stack key={variant} gap="xl">
              <SectionHeading headingLevel={subLevel(level)} number={4 + i} lead={copy[variant].text}>
                {copy[variant].title}
              </SectionHeading>
              <AnimatedDemo variant={variant} platformCount={figures.platforms} platforms={dsps} />
            </Stack>
          ))}
        </Box>
      </PageSection>

      <Subsection level={level} number={6} title={copy.promotion.title} lead={copy.promotion.text}>
        {(id) => (
          <>
            <NumberedPointList
              aria-labelledby={id}
              columns={4}
              headingLevel={itemLevel(level)}
              points={promotionItems}
            />
            <Stack gap="lg">
              <FeatureBox icon={Images} title={mediaKit.title} headingLevel={itemLevel(level)}>
                <Stack gap="lg">
                  <p>{mediaKit.text}</p>
                  <Box display="grid" gridTemplateColumns={{ mobile: 1, tablet: 2 }} gap="md" alignItems="center">
                    {/* The generated SVG's own size (16:9); below the fold. */}
                    <img
                      src={mediaKit.image}
                      alt={mediaKit.imageAlt}
                      width={1600}
                      height={900}
                      loading="lazy"
                      decoding="async"
                    />
                    <VideoEmbed
                      videoId={mediaKit.video.id}
                      title={mediaKit.video.title}
                      poster={<img src={mediaKit.video.poster} alt="" width={1280} height={720} />}
                    />
                  </Box>
                </Stack>
              </FeatureBox>
              <FeatureBox icon={Link2} title={smartLink.title} headingLevel={itemLevel(level)}>
                <Stack gap="xs">
                  <p>{smartLink.text}</p>
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
