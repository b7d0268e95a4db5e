import { useLingui } from '@lingui/react/macro';
import { TypingText } from '../../components/TypingText';
import { serviceBySlug } from '../../content/services';
import { typingServiceOrder } from '../../content/serviceSummaries';

/**
 * The banner's typing line: the six services typed out, with its pause button. A lazy section of
 * the home page (./homeSections.ts): the typewriter's code and its icons come after the page's; the
 * prerendered line is on screen meanwhile, and a press on its pause button is replayed.
 */
export function HomeTyping() {
  const { i18n } = useLingui();
  return <TypingText phrases={typingServiceOrder.map((slug) => i18n._(serviceBySlug[slug].label))} />;
}
