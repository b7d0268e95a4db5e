import { Trans } from '@lingui/react/macro';
import { Box } from '../../components/Box';
import { PageSection } from '../../components/PageSection';
import { SectionHeading } from '../../components/SectionHeading';
import { VideoEmbed } from '../../components/VideoEmbed';
import { homeVideos } from '../../content/homeVideos';
import { useLocalized } from '../../i18n';

export interface HomeVideosProps {
  /** The id of the section's heading (the page's `useId`, the same on the server and the client). */
  headingId: string;
}

/**
 * The home page's videos (SPEC §2 Home): three players that load nothing from the video host until
 * their play button is pressed. A lazy section of the home page (./homeSections.ts).
 */
export function HomeVideos({ headingId }: HomeVideosProps) {
  const videos = useLocalized(homeVideos);
  return (
    <PageSection
      tone="muted"
      labelledBy={headingId}
      heading={
        <SectionHeading
          id={headingId}
          eyebrow={<Trans>영상</Trans>}
          lead={
            <Trans>아티스트와 함께 만든 라이브와 비하인드 영상입니다. 재생 버튼을 누를 때만 영상을 불러옵니다.</Trans>
          }
        >
          <Trans>무대와 작업실에서</Trans>
        </SectionHeading>
      }
    >
      <Box display="grid" gridTemplateColumns={{ mobile: 1, desktop: 3 }} gap="lg">
        {videos.map((video) => (
          <VideoEmbed
            key={video.id}
            videoId={video.id}
            title={video.title}
            poster={<img src={video.poster} alt="" width={1280} height={720} loading="lazy" decoding="async" />}
          />
        ))}
      </Box>
    </PageSection>
  );
}
