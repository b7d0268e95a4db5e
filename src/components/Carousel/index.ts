export {
  Carousel,
  type CarouselHandle,
  type CarouselLayout,
  type CarouselProps,
  type CarouselSlide,
  type CarouselSlideSize,
} from './Carousel';
export { carouselLayouts, carouselSlideSizes } from './Carousel.css';
export { CarouselImages, type CarouselImage, type CarouselImagesProps } from './CarouselImages';
export { CarouselClientList, type CarouselClientListProps } from './CarouselClientList';
