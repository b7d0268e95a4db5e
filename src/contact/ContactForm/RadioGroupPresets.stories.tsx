import { useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { formColumn, say } from '../../../.storybook/helpers/fields';
import { visualTarget } from '../../../.storybook/helpers/visual';
import { Stack } from '../../components/Box';
import type { ApplicantType, DistributorChoice } from '../types';
import { ApplicantTypeRadioGroup, YesNoRadioGroup, YesNoUndecidedRadioGroup } from './RadioGroupPresets';

/** The three presets as the form holds them: 개인 chosen, 아니오 chosen, nothing chosen yet. */
function PresetsDemo() {
  const { t } = useLingui();
  const [released, setReleased] = useState<boolean | null>(false);
  const [entity, setEntity] = useState<ApplicantType | ''>('individual');
  const [distributor, setDistributor] = useState<DistributorChoice | ''>('');
  return (
    <Stack gap="xl">
      <ApplicantTypeRadioGroup required value={entity} onChange={setEntity} />
      <YesNoRadioGroup required label={t`이전에 음원을 발매한 적이 있나요?`} value={released} onChange={setReleased} />
      <YesNoUndecidedRadioGroup
        required
        label={t`누리뮤직을 통해 유통하시나요?`}
        value={distributor}
        onChange={setDistributor}
      />
    </Stack>
  );
}

/**
 * The contact form's presets of `RadioGroup` (Components/RadioGroup): `YesNoRadioGroup` (boolean),
 * `ApplicantTypeRadioGroup` (`individual` / `corporation`, the label defaults to "신청자 유형") and
 * `YesNoUndecidedRadioGroup` (`yes` / `no` / `undecided`). The answers' words are the payload's.
 */
const meta = {
  title: 'Features/ContactForm/RadioGroupPresets',
  decorators: [formColumn],
  render: () => <PresetsDemo />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The contact form's presets: 예/아니오 (boolean), 개인/회사, 예/아니오/미정. */
export const Presets: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const labelsOf = (group: HTMLElement) =>
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent);

    const entity = canvas.getByRole('radiogroup', { name: say(globals.locale, '신청자 유형', 'Applicant type') });
    await expect(labelsOf(entity)).toEqual(globals.locale === 'en' ? ['Individual', 'Company'] : ['개인', '회사']);
    await expect(entity).toHaveAttribute('aria-required', 'true');

    const released = canvas.getByRole('radiogroup', {
      name: say(globals.locale, '이전에 음원을 발매한 적이 있나요?', 'Have you released music before?'),
    });
    await expect(labelsOf(released)).toEqual(globals.locale === 'en' ? ['Yes', 'No'] : ['예', '아니오']);
    await expect(within(released).getAllByRole('radio')[1]).toBeChecked();
    await userEvent.click(within(released).getAllByRole('radio')[0]!);
    await expect(within(released).getAllByRole('radio')[0]).toBeChecked();

    const distributor = canvas.getByRole('radiogroup', {
      name: say(globals.locale, '누리뮤직을 통해 유통하시나요?', 'Will you distribute through NURI MUSIC?'),
    });
    await expect(labelsOf(distributor)).toEqual(
      globals.locale === 'en' ? ['Yes', 'No', 'Undecided'] : ['예', '아니오', '미정'],
    );
    await expect(within(distributor).queryByRole('radio', { checked: true })).toBeNull();
  },
};

/** All three presets in one picture: the visual target (Chromatic and the offline visual check). */
export const Screenshots: Story = {
  ...visualTarget(),
  tags: ['language-dependent'],
};
