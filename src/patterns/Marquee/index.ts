export { Marquee, MARQUEE_PIXELS_PER_SECOND, type MarqueeProps } from './Marquee';
