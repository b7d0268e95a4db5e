import { Carousel, type CarouselProps } from './Carousel';
import * as styles from './Carousel.css';

/** A campaign picture (SPEC §3 campaign case `imgList` item). */
export interface CarouselImage {
  url: string;
  /** Platform tag shown as "[Instagram]", or null for none. A proper noun: not translated. */
  type: string | null;
  /** `big` pictures take a wider slide. */
  size?: 'big';
  /** Text alternative; empty when the picture is decorative next to a described case. */
  alt?: string;
  /** Intrinsic size, to reserve the space before the picture loads. */
  width?: number;
  height?: number;
}

export interface CarouselImagesProps extends Omit<CarouselProps, 'slides' | 'layout'> {
  images: readonly CarouselImage[];
}

/** The campaign-image variant of `Carousel`: one picture per slide with its platform tag. */
export function CarouselImages({ images, ref, ...props }: CarouselImagesProps) {
  const slides = images.map((image, i) => ({
    key: `${i}-${image.url.slice(-48)}`,
    size: image.size === 'big' ? ('big' as const) : ('default' as const),
    content: (
      <figure className={styles.figure}>
        <img
          className={styles.image}
          src={image.url}
          alt={image.alt ?? ''}
          width={image.width ?? (image.size === 'big' ? 1200 : 800)}
          height={image.height ?? 800}
          loading={i < 3 ? 'eager' : 'lazy'}
          decoding="async"
          draggable={false}
        />
        {image.type ? <figcaption className={styles.platformTag}>[{image.type}]</figcaption> : null}
      </figure>
    ),
  }));
  return <Carousel ref={ref} layout="images" slides={slides} {...props} />;
}
CarouselImages.displayName = 'CarouselImages';
