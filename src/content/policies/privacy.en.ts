import { company } from '../company';
import {
  clearFormLabel,
  collectedItems,
  list,
  p,
  policyEffectiveDate,
  policyNoticeDays,
  type PolicyDocument,
} from '../policy';

const { email, phone } = company.registration;

/**
 * The privacy policy in English: a chunk of its own, so the page loads only its language's text
 * (src/content/policies/privacyText.ts). Both languages side by side: src/content/terms.ts.
 */
export const policy: PolicyDocument = {
  title: 'Privacy Policy',
  intro: `${company.legalName.en} (“the Company”) complies with the Personal Information Protection Act of Korea and related laws, and processes only the minimum personal data needed to handle inquiries and release applications made on this website. This policy explains what we collect and why, how we protect it, and what your rights are.`,
  effectiveDate: policyEffectiveDate,
  effective: 'This privacy policy takes effect on 1 January 2022.',
  sections: [
    {
      id: 'collection',
      number: 1,
      title: 'Information we collect and how',
      blocks: [
        p('To receive inquiries and review release applications, we collect the following personal data.'),
        list(
          ...collectedItems.en.map((item) =>
            item === 'Company name' ? 'Company name (when applying as a company)' : item,
          ),
        ),
        p(
          'Anything else you write in an inquiry (streaming and social media links, reference videos, budgets) is used only to handle that inquiry.',
        ),
        p(
          'We collect personal data only when you enter it yourself in a form on this website and agree to its collection and use.',
        ),
        p(
          `So that a failed send loses nothing, the contact form keeps what you type (except your consent) in that browser tab only (its session storage) until you send it or press “${clearFormLabel.en}”. It is not sent to us before you send it, and it is deleted as soon as the send succeeds, you change the inquiry type or press “${clearFormLabel.en}”, and in any case when you close the tab.`,
        ),
      ],
    },
    {
      id: 'use',
      number: 2,
      title: 'How we use it, and on what basis',
      blocks: [
        p('We use the data only for the purposes below, and ask for your consent again before any new purpose.'),
        list(
          'Receiving, verifying and answering your inquiry',
          'Reviewing release applications and carrying out the release',
          'Proposing the services you asked about and preparing an agreement',
        ),
        p(
          'We process personal data on the basis of your consent and, where you ask us to, to take steps before entering into an agreement with you. We do not sell personal data or give it to third parties.',
        ),
      ],
    },
    {
      id: 'rights',
      number: 3,
      title: 'Your rights',
      blocks: [
        p('You may exercise the following rights over your personal data at any time.'),
        list(
          'Access: to see the personal data we hold about you',
          'Correction: to have wrong or outdated data corrected',
          'Deletion: to have data we no longer need deleted',
          'Restriction: to have the processing of your data stopped',
          'Portability: to have your data transferred to you or elsewhere',
        ),
        p(
          `Send your request by e-mail to ${email}. We act on it without delay and tell you the outcome within 10 days.`,
        ),
      ],
    },
    {
      id: 'security',
      number: 4,
      title: 'Security',
      blocks: [
        p('We take the following measures to keep personal data from being lost, stolen, leaked or altered.'),
        list(
          'Encryption of all traffic between this website and our servers',
          'Access limited to the staff who need it, with managed permissions',
          'Access logs kept and reviewed regularly',
          'Regular training for staff who handle personal data',
        ),
      ],
    },
    {
      id: 'changes',
      number: 5,
      title: 'Changes to this policy',
      blocks: [
        p(
          `We announce changes to this policy on the website at least ${policyNoticeDays.change} days before they take effect. Changes that matter to your rights, such as new data items or new purposes, are announced at least ${policyNoticeDays.itemsOrPurposes} days before.`,
        ),
      ],
    },
    {
      id: 'contact',
      number: 6,
      title: 'Retention, contacts, data protection officer and reporting agencies',
      blocks: [
        p(
          'We keep personal data for three years after an inquiry is closed and then destroy it without delay, unless another law requires us to keep it longer.',
        ),
        p(`For questions about your personal data, contact us by e-mail at ${email} or by phone on ${phone}.`),
        list(`Data protection officer: ${company.privacyOfficer.title.en}`, `Contact: ${company.privacyOfficer.email}`),
        p('If you need advice or want to report a privacy violation, you can also contact these Korean public bodies:'),
        list(
          'Personal Information Dispute Mediation Committee (개인정보분쟁조정위원회)',
          'Personal Information Infringement Report Center, Korea Internet & Security Agency (개인정보침해신고센터)',
          'Supreme Prosecutors’ Office (대검찰청)',
          'Korean National Police Agency (경찰청)',
        ),
      ],
    },
  ],
};
