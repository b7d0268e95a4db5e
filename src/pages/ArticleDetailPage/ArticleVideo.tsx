import { VideoEmbed } from '../../components/VideoEmbed';

export interface ArticleVideoProps {
  videoId: string;
  /** The article's title: the player's name. */
  title: string;
  /** The article's own artwork (its thumbnail): the poster until play. */
  poster: string;
  /** Start by itself, muted (the article asks for it). */
  autoplay: boolean;
  /** Second to start at. */
  start?: number;
}

/**
 * The article's video: loads nothing from the video host until play is pressed (or, when the
 * article asks for it, until it starts by itself, muted). A lazy section (./articleSections.ts):
 * the player's code comes after the page's; the prerendered poster is on screen meanwhile, and a
 * press on its play button is replayed.
 */
export function ArticleVideo({ videoId, title, poster, autoplay, start }: ArticleVideoProps) {
  return (
    <VideoEmbed
      videoId={videoId}
      title={title}
      poster={<img src={poster} alt="" width={800} height={600} />}
      autoplay={autoplay}
      start={start}
    />
  );
}
