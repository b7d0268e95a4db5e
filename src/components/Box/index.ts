export { Box, Stack, type BoxProps, type StackProps } from './Box';
