import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarCheck, FileAudio, Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Box, Button, FeatureBoxList, PageSection, SectionHeading, Stack, StepList, TextField } from '@nuri/components';

/** The page's words, already in the visitor's language (a page receives localised strings). */
interface ReleaseChecklistCopy {
  title: string;
  lead: string;
  featuresTitle: string;
  stepsTitle: string;
  features: readonly { title: string; text: string }[];
  steps: readonly { title: string; text: string }[];
  email: string;
  invalidEmail: string;
  submit: string;
  sent: string;
}

/**
 * A small page made from the primitives only, as a second team would compose one: every import
 * comes from the library's public entry `@nuri/components` (src/components/index.ts), the words
 * come in as props, and the page owns its state (one field and what a submit says).
 * Foundations/Composing a page walks through it.
 */
function ReleaseChecklistPage({ copy }: { copy: ReleaseChecklistCopy }) {
  const headingId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valid = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
    setError(valid ? undefined : copy.invalidEmail);
    setSent(valid);
  };

  return (
    <Box as="main">
      <PageSection labelledBy={headingId}>
        <Stack gap="xl">
          <SectionHeading headingLevel={1} id={headingId} lead={copy.lead}>
            {copy.title}
          </SectionHeading>
          <SectionHeading headingLevel={2}>{copy.featuresTitle}</SectionHeading>
          <FeatureBoxList columns={3} features={copy.features.map((feature, i) => ({ ...feature, icon: icons[i] }))} />
          <SectionHeading headingLevel={2}>{copy.stepsTitle}</SectionHeading>
          <StepList steps={copy.steps} />
          <Box as="form" noValidate onSubmit={submit}>
            <Stack gap="md">
              <TextField type="email" label={copy.email} required value={email} onChange={setEmail} error={error} />
              <Box>
                <Button type="submit" variant="primary">
                  {copy.submit}
                </Button>
              </Box>
              <p role="status">{sent ? copy.sent : ''}</p>
            </Stack>
          </Box>
        </Stack>
      </PageSection>
    </Box>
  );
}

const icons = [FileAudio, CalendarCheck, Send];

// Sample copy for the story. In the app a page's words are Lingui messages (`t`, `<Trans>`) or
// content from src/content; this sample stays out of the site's catalog, which every visitor loads.
const sampleCopy: Record<'ko' | 'en', ReleaseChecklistCopy> = {
  ko: {
    title: '발매 체크리스트',
    lead: '발매 전에 확인할 세 가지를 정리했습니다.',
    featuresTitle: '준비할 것',
    stepsTitle: '진행 순서',
    features: [
      { title: '음원 파일', text: 'WAV 44.1 kHz 이상의 마스터 파일을 준비합니다.' },
      { title: '발매일', text: '발매일은 최소 2주 뒤로 정합니다.' },
      { title: '신청', text: '신청서를 보내면 담당자가 연락드립니다.' },
    ],
    steps: [
      { title: '신청서 작성', text: '앨범 정보와 발매일을 적습니다.' },
      { title: '검수', text: '음원과 커버를 확인합니다.' },
      { title: '발매', text: '정해진 날 각 플랫폼에 공개됩니다.' },
    ],
    email: '이메일',
    invalidEmail: '이메일 주소를 확인해 주세요.',
    submit: '체크리스트 받기',
    sent: '체크리스트를 보냈습니다.',
  },
  en: {
    title: 'Release checklist',
    lead: 'Three things to check before a release.',
    featuresTitle: 'What to prepare',
    stepsTitle: 'How it goes',
    features: [
      { title: 'Audio files', text: 'Prepare WAV masters at 44.1 kHz or more.' },
      { title: 'Release date', text: 'Set the release date at least two weeks ahead.' },
      { title: 'Application', text: 'Send the application and a manager will get in touch.' },
    ],
    steps: [
      { title: 'Fill in the application', text: 'Write down the album details and the release date.' },
      { title: 'Review', text: 'We check the audio and the cover.' },
      { title: 'Release', text: 'It goes live on every platform on the chosen day.' },
    ],
    email: 'Email',
    invalidEmail: 'Please check the email address.',
    submit: 'Get the checklist',
    sent: 'The checklist is on its way.',
  },
};

const meta = {
  title: 'Foundations/Composing a page',
  component: ReleaseChecklistPage,
  parameters: { layout: 'fullscreen' },
  args: { copy: sampleCopy.ko },
} satisfies Meta<typeof ReleaseChecklistPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page, and its one interaction: a wrong address gets a message, a right one a status. */
export const ReleaseChecklist: Story = {
  render: (args, { globals }) => (
    <ReleaseChecklistPage {...args} copy={sampleCopy[globals.locale === 'en' ? 'en' : 'ko']} />
  ),
  play: async ({ canvasElement, globals }) => {
    const en = globals.locale === 'en';
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      en ? 'Release checklist' : '발매 체크리스트',
    );
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    // Keyboard only: the field, then the button.
    const field = canvas.getByRole('textbox', { name: en ? /Email/ : /이메일/ });
    await userEvent.click(field);
    await userEvent.keyboard('not-an-address');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: en ? 'Get the checklist' : '체크리스트 받기' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(en ? /check the email address/ : /이메일 주소를 확인해/);
    await userEvent.clear(field);
    await userEvent.type(field, 'artist@example.com{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      en ? 'The checklist is on its way.' : '체크리스트를 보냈습니다.',
    );
  },
};
