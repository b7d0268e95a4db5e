import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { company } from '../../content/company';
import { localeNames, type Locale } from '../../i18n';
import { Box, Stack } from '../Box';
import { Button } from '../Button';
import { LanguageMenu, preloadLanguageMenu } from './LanguageMenu';
import { inverseSurface } from '../../styles/surfaces.css';
import { localized } from '../../../.storybook/helpers/messages';
import { page } from '../../../.storybook/helpers/overlays';
import { expectSpoken, phrasePattern, readUntil, withScreenReader } from '../../../.storybook/helpers/screenReader';
import { OpenOnMount } from '../../../.storybook/helpers/openOnMount';
import { visualTarget } from '../../../.storybook/helpers/visual';

/**
 * `LanguageMenu` — the 한국어 / English chooser of the header (SPEC §2 Shell, A11Y.md LanguageMenu).
 *
 * - `value`: the language on screen; the trigger shows it and its accessible name says
 *   "Language: English" / "언어 선택: 한국어".
 * - `onChange(locale)`: called with the chosen language; the menu closes and focus returns to the trigger.
 * - No tone prop: the menu reads the colour roles; on an inverse surface (the charcoal header, the
 *   `inverseSurface` class) the trigger and its list are charcoal by themselves.
 *
 * An APG menu button: Enter, Space or ↓ open it on the first item, ↑ on the last; ↑/↓ move and wrap,
 * Home/End jump; Escape closes and refocuses the trigger; an outside click or Tab closes it. Each
 * language name is written in its own script with its own `lang`.
 */
const meta = {
  title: 'Components/LanguageMenu',
  component: LanguageMenu,
  args: { value: 'ko', onChange: fn() },
  argTypes: {
    value: { control: 'inline-radio', options: ['ko', 'en'] },
    onChange: { table: { disable: true } },
    className: { table: { disable: true } },
  },
} satisfies Meta<typeof LanguageMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const triggerNameIn = (locale: unknown, value: Locale) =>
  `${locale === 'en' ? 'Language:' : '언어 선택:'} ${localeNames[value]}`;

/** The APG keyboard contract: ↓ opens on the first item, arrows move and wrap, Escape refocuses the trigger. */
export const Playground: Story = {
  tags: ['language-dependent'],
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: triggerNameIn(globals.locale, args.value) });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(within(trigger).getByText(localeNames[args.value])).toHaveAttribute('lang', args.value);

    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await page(canvasElement).findByRole('menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('aria-controls', menu.id);

    const [korean, english] = within(menu).getAllByRole('menuitemradio');
    // Each language in its own script, tagged with its own language.
    await expect(korean).toHaveTextContent('한국어');
    await expect(korean).toHaveAttribute('lang', 'ko');
    await expect(english).toHaveTextContent('English');
    await expect(english).toHaveAttribute('lang', 'en');
    await expect(korean).toHaveAttribute('aria-checked', String(args.value === 'ko'));
    await expect(english).toHaveAttribute('aria-checked', String(args.value === 'en'));

    await waitFor(() => expect(korean).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(english).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(korean).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(english).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(korean).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(english).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();

    // What a screen reader says: the trigger by its name (the language on screen), a menu button
    // that is collapsed; on ↓ the checked language, the other one unchecked, the menu by its name;
    // on Escape the trigger again.
    const triggerName = localized(globals.locale, '언어 선택: {current}', { current: localeNames[args.value] });
    const other: Locale = args.value === 'ko' ? 'en' : 'ko';
    await withScreenReader(canvasElement, async (reader) => {
      const button = { role: 'button', name: triggerName };
      await expect(await readUntil(reader, button)).toMatch(
        phrasePattern({ ...button, states: ['not expanded', 'has popup menu'] }),
      );
      await reader.press('ArrowDown');
      await expectSpoken(reader, { role: 'menuitemradio', name: localeNames[args.value], states: ['checked'] });
      await readUntil(reader, { role: 'menu', name: localized(globals.locale, '언어 선택') }, { by: 'previous' });
      const otherItem = { role: 'menuitemradio', name: localeNames[other] };
      await expect(await readUntil(reader, otherItem)).toMatch(
        phrasePattern({ ...otherItem, states: ['not checked'] }),
      );
      await reader.clearSpokenPhraseLog();
      await reader.press('Escape');
      await expectSpoken(reader, { ...button, states: ['not expanded'] });
    });
  },
};

/** Choosing a language calls `onChange` with it, closes the menu and returns focus to the trigger. */
export const ChoosingCallsOnChange: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: triggerNameIn(globals.locale, 'ko') });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page(canvasElement).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitemradio', { name: '한국어' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('en');
    await waitFor(() => expect(page(canvasElement).queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();

    // With the pointer too.
    await userEvent.click(trigger);
    await userEvent.click(await page(canvasElement).findByRole('menuitemradio', { name: 'English' }));
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await expect(args.onChange).toHaveBeenLastCalledWith('en');
    await waitFor(() => expect(page(canvasElement).queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** Space opens on the first item, ↑ on the last; a click outside closes the menu without taking focus back. */
export const OpenKeysAndOutsideClick: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <LanguageMenu {...args} />
      <p data-testid="outside">{company.brand}</p>
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: triggerNameIn(globals.locale, 'ko') });

    trigger.focus();
    await userEvent.keyboard(' ');
    let menu = await page(canvasElement).findByRole('menu');
    await waitFor(() => expect(within(menu).getAllByRole('menuitemradio')[0]).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));

    await userEvent.keyboard('{ArrowUp}');
    menu = await page(canvasElement).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveFocus());

    await userEvent.click(canvas.getByTestId('outside'));
    await waitFor(() => expect(page(canvasElement).queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Tab closes the menu and moves on to the next control, as an APG menu does. */
export const TabMovesOn: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <LanguageMenu {...args} />
      <Button variant="secondary" size="sm">
        {company.brand}
      </Button>
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: triggerNameIn(globals.locale, 'ko') });
    await userEvent.click(trigger);
    const menu = await page(canvasElement).findByRole('menu');
    await waitFor(() => expect(within(menu).getAllByRole('menuitemradio')[0]).toHaveFocus());
    await userEvent.tab();
    await waitFor(() => expect(page(canvasElement).queryByRole('menu')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: company.brand })).toHaveFocus();

    // Shift+Tab goes back the other way; with nothing before the trigger, to the trigger itself.
    await userEvent.click(trigger);
    await waitFor(() => expect(page(canvasElement).getAllByRole('menuitemradio')[0]).toHaveFocus());
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(page(canvasElement).queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** On a charcoal (inverse) surface, as in the header: light text, a quiet border; English selected. */
export const OnDark: Story = {
  args: { value: 'en' },
  render: (args) => (
    <Box className={inverseSurface} padding="md" borderRadius="md" display="flex" justifyContent="flex-end">
      <LanguageMenu {...args} />
    </Box>
  ),
  play: async ({ canvasElement, globals }) => {
    const trigger = within(canvasElement).getByRole('button', { name: triggerNameIn(globals.locale, 'en') });
    // textInverse (paper) on charcoal.
    await expect(getComputedStyle(trigger).color).toBe('rgb(244, 242, 238)');
    // A target of at least 44 px, well above the 24 px minimum.
    await expect(trigger.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(trigger);
    const english = await page(canvasElement).findByRole('menuitemradio', { name: 'English' });
    await expect(english).toHaveAttribute('aria-checked', 'true');
    await expect(english.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A controlled example at 390 px: the chosen language becomes the value, on both surfaces. */
export const Controlled: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: function Render(args) {
    const [value, setValue] = useState<Locale>(args.value);
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <Box background="surface" padding="md" borderRadius="md" display="flex" justifyContent="flex-end">
          <LanguageMenu
            value={value}
            onChange={(locale) => {
              setValue(locale);
              args.onChange(locale);
            }}
          />
        </Box>
        <Box className={inverseSurface} padding="md" borderRadius="md" display="flex" justifyContent="flex-end">
          <LanguageMenu value={value} onChange={setValue} />
        </Box>
      </div>
    );
  },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const [light] = canvas.getAllByRole('button', { name: triggerNameIn(globals.locale, 'ko') });
    await userEvent.click(light!);
    await userEvent.click(await page(canvasElement).findByRole('menuitemradio', { name: 'English' }));
    await expect(args.onChange).toHaveBeenCalledWith('en');
    // Both triggers now show English, in its own language.
    await waitFor(() =>
      expect(canvas.getAllByRole('button', { name: triggerNameIn(globals.locale, 'en') })).toHaveLength(2),
    );
    for (const trigger of canvas.getAllByRole('button')) {
      await expect(within(trigger).getByText('English')).toHaveAttribute('lang', 'en');
      await expect(trigger.scrollWidth).toBeLessThanOrEqual(trigger.clientWidth + 1);
    }
  },
};

/**
 * All states of LanguageMenu in one picture: the visual target (Chromatic and the offline visual
 * check). Both languages on both surfaces; one menu can be open at a time: the charcoal one, English
 * chosen, its first item focused as on opening.
 */
export const Screenshots: Story = {
  ...visualTarget(),
  tags: ['language-dependent'],
  parameters: { ...visualTarget().parameters, reducedMotion: true },
  globals: { motion: 'reduce' },
  // The menu's code is loaded on first use: load it before rendering, so the menu opens at once.
  loaders: [
    async () => {
      preloadLanguageMenu();
      await import('./LanguageMenuPopover');
    },
  ],
  render: (args) => (
    <Stack gap="md">
      <Box background="surface" padding="md" borderRadius="md" display="flex" justifyContent="flex-end" gap="sm">
        <LanguageMenu value="ko" onChange={args.onChange} />
        <LanguageMenu value="en" onChange={args.onChange} />
      </Box>
      <Box className={inverseSurface} padding="md" borderRadius="md" display="flex" justifyContent="flex-end" gap="sm">
        <LanguageMenu value="ko" onChange={args.onChange} />
        <OpenOnMount trigger='button[aria-haspopup="menu"]'>
          <LanguageMenu value="en" onChange={args.onChange} />
        </OpenOnMount>
      </Box>
    </Stack>
  ),
};
