export { BackgroundVideo, type BackgroundVideoProps } from './BackgroundVideo';
