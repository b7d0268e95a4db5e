export { EngineerCard, type Engineer, type EngineerCardProps } from './EngineerCard';
export { EngineerCardGroup, type EngineerCardGroupProps } from './EngineerCardGroup';
export { EngineerPortrait, type EngineerPortraitProps } from './EngineerPortrait';
