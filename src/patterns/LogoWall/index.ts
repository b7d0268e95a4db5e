export { LogoWall, type LogoWallProps } from './LogoWall';
