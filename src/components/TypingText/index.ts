export { TypingText, typingDefaults, type TypingTextProps } from './TypingText';
export {
  createManualClock,
  createTypewriter,
  systemClock,
  type ManualClock,
  type TypingClock,
  type TypingTimings,
} from './typingMachine';
