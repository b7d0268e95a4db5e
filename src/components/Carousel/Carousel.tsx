import { useLingui } from '@lingui/react/macro';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { clsx } from 'clsx';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import { usePrefersReducedMotion } from '../../hooks/MotionPreference';
import { visuallyHidden } from '../../styles/utils.css';
import * as styles from './Carousel.css';

// embla (the moving part) loads after the page is interactive: see CarouselEngine.
const CarouselEngine = lazy(() => import('./CarouselEngine'));

export type CarouselLayout = (typeof styles.carouselLayouts)[number];
export type CarouselSlideSize = (typeof styles.carouselSlideSizes)[number];

/** One slide: any content, optionally `big` (wider) in the `images` layout. */
export interface CarouselSlide {
  /** Stable React key. */
  key: string;
  content: ReactNode;
  size?: CarouselSlideSize;
}

export interface CarouselProps {
  /** Accessible name of the carousel, WITHOUT the word "carousel" (the role description says it). */
  label: string;
  slides: readonly CarouselSlide[];
  /** `images`: campaign pictures; `columns`: several lists side by side (the client list). */
  layout?: CarouselLayout;
  /** Wrap around at the ends (the buttons are then never disabled). */
  loop?: boolean;
  /** Change this value (e.g. the selected category) to jump back to the first slide. */
  resetKey?: string | number;
  /** Called with the index of the first slide in view after every move. */
  onSlideChange?: (index: number) => void;
  className?: string;
  /** Receives the `CarouselHandle`. */
  ref?: Ref<CarouselHandle>;
}

/** Imperative handle (`ref`): move without a button, e.g. `ref.current.scrollTo(0)` to reset. */
export interface CarouselHandle {
  scrollTo: (index: number) => void;
  selectedIndex: () => number;
}

/** The first slide of the selected snap (with several slides in view, a snap can hold more than one). */
function firstSlideOfSnap(api: EmblaCarouselType): number {
  const snap = api.selectedScrollSnap();
  return api.internalEngine().slideRegistry[snap]?.[0] ?? snap;
}

/**
 * An accessible carousel on embla (A11Y.md "Carousel"): a named region with a carousel role
 * description, slides as groups named "3 of 8", real previous/next buttons that keep focus,
 * a polite live region that announces the position, and the arrow keys. Nothing moves on its
 * own; under reduced motion every move is a jump.
 */
export function Carousel({
  label,
  slides,
  layout = 'images',
  loop = false,
  resetKey,
  onSlideChange,
  className,
  ref,
}: CarouselProps) {
  const { t } = useLingui();
  const reduced = usePrefersReducedMotion();
  const options = useMemo<EmblaOptionsType>(
    () => ({ align: 'start', containScroll: 'trimSnaps', loop, duration: reduced ? 0 : 25, skipSnaps: false }),
    [loop, reduced],
  );
  const [api, setApi] = useState<EmblaCarouselType>();
  // The engine mounts after hydration (an effect never runs on the server), so the server's HTML
  // and the first client render are the same static slides. The viewport reaches state from an
  // effect, not from a ref callback: state set while React commits re-renders synchronously in
  // the commit's task, which then also runs every effect of what is being hydrated with it.
  const viewportRef = useRef<HTMLDivElement>(null);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  useEffect(() => setViewport(viewportRef.current), []);
  const rootRef = useRef<HTMLElement>(null);
  const [position, setPosition] = useState({ index: 0, snap: 0, snaps: 1, canPrev: false, canNext: false });
  const [announcement, setAnnouncement] = useState('');
  const total = slides.length;

  const read = useCallback((emblaApi: EmblaCarouselType) => {
    setPosition({
      index: firstSlideOfSnap(emblaApi),
      snap: emblaApi.selectedScrollSnap(),
      snaps: emblaApi.scrollSnapList().length,
      canPrev: emblaApi.canScrollPrev(),
      canNext: emblaApi.canScrollNext(),
    });
  }, []);

  // Keep the latest callback without re-subscribing on every render.
  const onSlideChangeRef = useRef(onSlideChange);
  useEffect(() => {
    onSlideChangeRef.current = onSlideChange;
  });

  useEffect(() => {
    if (!api) return;
    // The engine's starting position, read once it exists (embla is the external system here).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    read(api);
    const onSelect = (emblaApi: EmblaCarouselType) => {
      read(emblaApi);
      const index = firstSlideOfSnap(emblaApi);
      const count = emblaApi.slideNodes().length;
      const current = index + 1;
      // Announced only when the position changes, never on first render.
      setAnnouncement(t`슬라이드 ${count}개 중 ${current}번째`);
      onSlideChangeRef.current?.(index);
    };
    api.on('select', onSelect);
    api.on('reInit', read);
    return () => {
      api.off('select', onSelect);
      api.off('reInit', read);
    };
  }, [api, read, t]);

  const prev = useCallback(() => api?.scrollPrev(reduced), [api, reduced]);
  const next = useCallback(() => api?.scrollNext(reduced), [api, reduced]);

  useImperativeHandle(
    ref,
    () => ({
      scrollTo: (index: number) => api?.scrollTo(index, reduced),
      selectedIndex: () => (api ? firstSlideOfSnap(api) : 0),
    }),
    [api, reduced],
  );

  // A new resetKey (e.g. another campaign category) starts again at the first slide.
  const lastResetKey = useRef(resetKey);
  useEffect(() => {
    if (!api || lastResetKey.current === resetKey) return;
    lastResetKey.current = resetKey;
    api.reInit();
    api.scrollTo(0, true);
  }, [api, resetKey]);

  // Left/right arrows while focus is anywhere inside the carousel.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowLeft') prev();
      else if (event.key === 'ArrowRight') next();
      else return;
      event.preventDefault();
    };
    root.addEventListener('keydown', onKeyDown);
    return () => root.removeEventListener('keydown', onKeyDown);
  }, [prev, next]);

  // Until embla has measured the track the buttons cannot move anything.
  const canPrev = !!api && (loop || position.canPrev);
  const canNext = !!api && (loop || position.canNext);
  const shown = String(position.index + 1).padStart(2, '0');
  const last = String(total).padStart(2, '0');
  const fraction = position.snaps > 1 ? (position.snap + 1) / position.snaps : 1;

  return (
    <section ref={rootRef} className={clsx(styles.root, className)} aria-roledescription={t`캐러셀`} aria-label={label}>
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container}>
          {slides.map((slide, i) => {
            const current = i + 1;
            return (
              <div
                key={slide.key}
                role="group"
                aria-roledescription={t`슬라이드`}
                aria-label={t`${total}개 중 ${current}번째`}
                className={styles.slide({ layout, size: slide.size ?? 'default' })}
              >
                {slide.content}
              </div>
            );
          })}
        </div>
      </div>

      <div className={styles.controls}>
        <span className={styles.counter} aria-hidden="true">
          {shown} <span className={styles.counterTotal}>/ {last}</span>
        </span>
        <span
          className={styles.track}
          aria-hidden="true"
          style={assignInlineVars({ [styles.progress]: String(fraction) })}
        >
          <span className={styles.trackFill} />
        </span>
        <div className={styles.buttons}>
          <button
            type="button"
            className={styles.navButton}
            aria-label={t`이전 슬라이드`}
            aria-disabled={!canPrev}
            onClick={() => canPrev && prev()}
          >
            <ChevronLeft aria-hidden="true" size={20} strokeWidth={1.75} />
          </button>
          <button
            type="button"
            className={styles.navButton}
            aria-label={t`다음 슬라이드`}
            aria-disabled={!canNext}
            onClick={() => canNext && next()}
          >
            <ChevronRight aria-hidden="true" size={20} strokeWidth={1.75} />
          </button>
        </div>
      </div>

      <p className={visuallyHidden} aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      {viewport && (
        <Suspense fallback={null}>
          <CarouselEngine viewport={viewport} options={options} onApi={setApi} />
        </Suspense>
      )}
    </section>
  );
}
Carousel.displayName = 'Carousel';
