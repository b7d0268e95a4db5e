import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect } from 'react';

export interface CarouselEngineProps {
  /** The carousel's viewport element (the one that clips the track). */
  viewport: HTMLElement;
  options: EmblaOptionsType;
  /** Called with embla's API once it has measured the track, and with `undefined` when it goes. */
  onApi: (api: EmblaCarouselType | undefined) => void;
}

/**
 * The moving part of the Carousel: embla on the viewport the Carousel rendered. It renders nothing
 * and is loaded on its own (React.lazy) after the page is interactive, so embla is never part of a
 * page's initial JavaScript and the prerendered slides are the first paint.
 */
export default function CarouselEngine({ viewport, options, onApi }: CarouselEngineProps) {
  const [emblaRef, api] = useEmblaCarousel(options);
  useEffect(() => {
    emblaRef(viewport);
    return () => emblaRef(null);
  }, [emblaRef, viewport]);
  useEffect(() => {
    onApi(api);
  }, [api, onApi]);
  useEffect(() => () => onApi(undefined), [onApi]);
  return null;
}
