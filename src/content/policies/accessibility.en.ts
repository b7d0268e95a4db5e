import { company } from '../company';
import {
  accessibilityStandard,
  accessibilityStatementDate,
  checkedWidths,
  list,
  p,
  type PolicyDocument,
} from '../policy';

const { email, phone } = company.registration;
const { replyBusinessDays } = company.claims;

/**
 * The accessibility statement in English: a chunk of its own, so the page loads only its language's
 * text (src/content/policies/accessibilityText.ts). Both languages side by side: src/content/accessibility.ts.
 */
export const policy: PolicyDocument = {
  title: 'Accessibility statement',
  intro: `${company.brand} wants everyone to be able to read this website and send us an inquiry, including people who use a keyboard, a screen reader or a magnified screen. This statement says which standard we aim for, how we check it, the limits we know of and where to tell us about a problem.`,
  effectiveDate: accessibilityStatementDate,
  effective: 'We wrote this statement on 25 November 2026 and update it when the site changes.',
  sections: [
    {
      id: 'standard',
      number: 1,
      title: 'The standard we aim for',
      blocks: [
        p(
          `This website aims to meet level AA of the Web Content Accessibility Guidelines, version 2.2 (${accessibilityStandard}). The same standard applies to every page in Korean and English, at every screen width from phone to desktop.`,
        ),
        list(
          'Menus, forms, dialogs and slideshows all work with a keyboard alone, and you can always see where the focus is.',
          'Screen readers announce headings and regions, the names and states of buttons and fields, and each change of page.',
          'Text contrast against its background meets AA.',
          'Everything that moves by itself (the strip of platform names, the typing line, the background video, the distribution demos) has a pause button, and starts paused when your device is set to reduce motion.',
        ),
      ],
    },
    {
      id: 'testing',
      number: 2,
      title: 'How we check it',
      blocks: [
        p('Every time the site changes, we run all of these checks again.'),
        list(
          `Automated checks: axe-core 4.14 tests every page and every component, in Korean and English, at phone (${checkedWidths.phone} px) and desktop (${checkedWidths.desktop} px) widths.`,
          'Keyboard: menus, the contact form and dialogs are used from start to finish with real key presses.',
          'Screen readers: a virtual screen reader checks what each component announces, in Korean and English.',
          `Zoom: every page is checked at ${checkedWidths.reflow} px wide and with text at 200 %, with no sideways scrolling, except the slideshows and tab lists that are meant to scroll sideways.`,
          'High contrast: screenshots in Windows high contrast (forced colours) mode confirm that focus, selected items and button borders stay visible.',
        ),
      ],
    },
    {
      id: 'limits',
      number: 3,
      title: 'Known limitations',
      blocks: [
        p('Checks cannot find every problem. These are the limits we know of.'),
        list(
          'The video players on the home, services and article pages come from YouTube. Until you press play you see our own poster and button; once a video plays, the controls, captions and screen reader support inside the player are run by YouTube, and we cannot fix them.',
          'This site has no transcripts of its videos. Captions are only those YouTube provides.',
          'Our screen reader checks use a virtual screen reader, not a real one. Real screen readers such as NVDA, JAWS, VoiceOver and TalkBack may read some things differently, and we do not yet test with them regularly.',
          'The automated checks run only in Chromium-based browsers (such as Chrome and Edge). We do not check Safari and Firefox regularly.',
          'Other websites that open in a new window, such as streaming platforms, our official channels and links to works, are run by their owners and are not covered by this statement.',
        ),
      ],
    },
    {
      id: 'contact',
      number: 4,
      title: 'Tell us about a problem',
      blocks: [
        p(
          `If you find something you cannot read or use, please e-mail us at ${email}. Tell us which page it was, what you were trying to do, and which browser and assistive technology you use: it helps us find the problem faster. We reply within about ${replyBusinessDays} business days.`,
        ),
        p(`If the contact form is hard to use, you can send your inquiry by e-mail or call us on ${phone} instead.`),
      ],
    },
  ],
};
