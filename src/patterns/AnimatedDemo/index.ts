export { AnimatedDemo, type AnimatedDemoProps, type AnimatedDemoVariant } from './AnimatedDemo';
export { animatedDemoCycleMs, animatedDemoVariants } from './AnimatedDemo.css';
