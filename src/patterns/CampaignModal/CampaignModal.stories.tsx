import { Trans } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { campaigns, labelCampaignCategories, type CampaignCase, type CampaignImage } from '../../content/campaigns';
import { localize, useLocalized } from '../../i18n';
import { scrollLockCount } from '../../lib/scrollLock';
import { Button } from '../../components/Button';
import { CampaignModal, type CampaignModalCase, type CampaignModalProps } from './CampaignModal';
import { CampaignModalCaseList } from './CampaignModalCaseList';
import { page, settled } from '../../../.storybook/helpers/overlays';
import { visualTarget } from '../../../.storybook/helpers/visual';

/** The cases as the Marketing section gives them to the patterns: category keys resolved to labels. */
const campaignCases = campaigns.map(labelCampaignCategories);

// Every generated campaign picture, to build a case with long categories for the reset test.
const allImages: CampaignImage[] = campaigns.flatMap((c) => c.categoryList.flatMap((category) => category.imgList));
const portrait = allImages.filter((image) => image.size !== 'big');
const wide = allImages.filter((image) => image.size === 'big');

/** A story-only case: six pictures in the first category, four in the second, and a long third title. */
const longCase: CampaignCase = {
  id: 'story-long-case',
  title: { ko: '한 해 동안 이어 간 다국어 릴리스 캠페인', en: 'A year-long release campaign in three languages' },
  artist: { ko: '물빛 콰르텟', en: 'Mulbit Quartet' },
  kind: { ko: '국내 연주 그룹', en: 'Korean instrumental group' },
  summary: {
    ko: '연주 영상과 매거진 인터뷰, 해외 플레이리스트를 한 해 동안 차례로 이어 가며 새 청취자를 만났습니다.',
    en: 'Performance videos, magazine interviews and international playlists, one after another over a year, brought the group new listeners.',
  },
  cover: campaigns[0]!.cover,
  categoryList: [
    { title: 'short', imgList: portrait.slice(0, 6) },
    { title: 'long', imgList: [...wide.slice(0, 2), ...portrait.slice(6, 8)] },
    {
      title: {
        ko: '해외 플레이리스트와 라디오 프로모션',
        en: 'International playlist and radio promotion across three continents',
      },
      imgList: portrait.slice(8, 11),
    },
  ],
};

/** Every case a story shows, in both languages, by id. */
const contentById: Record<string, CampaignCase> = Object.fromEntries(
  [...campaigns, longCase].map((campaign) => [campaign.id, campaign]),
);
/**
 * A case as the page passes it (`CampaignModalCase`). The args hold it in Korean; the story shows
 * the same case (found again by id) in the story's own language.
 */
const modalCase = (campaign: CampaignCase) => localize(labelCampaignCategories(campaign), 'ko');
const casesById = Object.fromEntries(campaigns.map((campaign) => [campaign.id, modalCase(campaign)]));
const useShownCase = (campaign: CampaignModalCase | null) => {
  const content = campaign ? (contentById[campaign.id] ?? null) : null;
  return useLocalized(useMemo(() => (content ? labelCampaignCategories(content) : null), [content]));
};

const en = (locale: unknown) => locale === 'en';
const openerName = (locale: unknown) => (en(locale) ? 'View the campaign' : '캠페인 보기');
const live = (dialog: HTMLElement) => dialog.querySelector<HTMLElement>('[aria-live="polite"]')!;
const liveText = (locale: unknown, current: number, total: number) =>
  en(locale) ? `Slide ${current} of ${total}` : `슬라이드 ${total}개 중 ${current}번째`;
const nextName = (locale: unknown) => (en(locale) ? 'Next slide' : '다음 슬라이드');
const categoryGroupName = (locale: unknown) => (en(locale) ? 'Campaign areas' : '캠페인 분야');

/** Opens the modal from a button, as a page opens it from a case. */
function ModalWithOpener({ open: initiallyOpen, campaign: argsCase, onOpenChange }: CampaignModalProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const campaign = useShownCase(argsCase);
  return (
    <>
      <Button onClick={() => setOpen(true)} aria-haspopup="dialog">
        <Trans>캠페인 보기</Trans>
      </Button>
      <CampaignModal
        campaign={campaign}
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
      />
    </>
  );
}

/**
 * The campaign modal of the Marketing section (SPEC §2 Marketing, §4).
 *
 * - `CampaignModal`: `campaign` (a `CampaignModalCase`: a case of `content/campaigns.ts` in the
 *   language on screen, as the page passes it — `useLocalized(labelCampaignCategories(case))`), `open`,
 *   `onOpenChange`. The generic `Modal` at full width, no footer: the case's kind, artist and
 *   summary, the category buttons — toggle buttons (`aria-pressed`) in a group labelled
 *   "캠페인 분야" / "Campaign areas" — and a `CarouselImages` of the category's pictures, each with
 *   its `[platform]` tag; `big` pictures take a wider slide.
 * - It always opens at category 0 (the body mounts afresh on every opening); choosing another
 *   category starts the carousel again at slide 1 (the Carousel's `resetKey`), and the carousel's
 *   live region says so.
 * - Focus goes to the pressed category button on open; Escape, the close button or a backdrop click
 *   close it, and focus returns to the element that opened it.
 * - `CampaignModalCaseList`: the case cards that open it — `cases` (localised the same way),
 *   `onOpen(case)`, `headingLevel`.
 *   Each card's title is a heading holding a button (`aria-haspopup="dialog"`) that covers the card.
 */
const meta = {
  title: 'Patterns/CampaignModal',
  component: CampaignModal,
  args: {
    campaign: modalCase(campaigns[2]!),
    open: false,
    onOpenChange: fn(),
  },
  argTypes: {
    campaign: {
      options: Object.keys(casesById),
      mapping: casesById,
      control: { type: 'select' },
    },
    onOpenChange: { table: { disable: true } },
  },
  // Keyed by the controls so that changing them starts again from a closed or open modal.
  render: (args) => <ModalWithOpener key={`${String(args.open)}-${args.campaign?.id}`} {...args} />,
} satisfies Meta<typeof CampaignModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Driven by the controls. Opens at category 0 with focus on its (pressed) button; Escape closes it
 * and focus returns to the opener.
 */
export const Playground: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const opener = within(canvasElement).getByRole('button', { name: openerName(globals.locale) });
    await userEvent.click(opener);
    const title = contentById[args.campaign!.id]!.title[en(globals.locale) ? 'en' : 'ko'];
    const dialog = await page(canvasElement).findByRole('dialog', { name: title });
    await settled(dialog);
    const group = within(dialog).getByRole('group', { name: categoryGroupName(globals.locale) });
    const buttons = within(group).getAllByRole('button');
    await expect(buttons).toHaveLength(args.campaign!.categoryList.length);
    await expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    for (const button of buttons.slice(1)) await expect(button).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(buttons[0]).toHaveFocus());
    await expect(scrollLockCount()).toBe(1);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(scrollLockCount()).toBe(0);
  },
};

/**
 * Go to slide 3, choose another category: the carousel starts again at slide 1 of the new
 * category ("01 / 04") and its live region says so. Reopening starts at category 0 again.
 */
export const CategoryResetsCarousel: Story = {
  args: { campaign: modalCase(longCase) },
  play: async ({ canvasElement, globals }) => {
    const locale = globals.locale;
    const opener = within(canvasElement).getByRole('button', { name: openerName(locale) });
    await userEvent.click(opener);
    const dialog = await page(canvasElement).findByRole('dialog', { name: longCase.title[en(locale) ? 'en' : 'ko'] });
    await settled(dialog);
    const inDialog = within(dialog);
    const [shortForm, longForm] = within(inDialog.getByRole('group', { name: categoryGroupName(locale) })).getAllByRole(
      'button',
    );

    const firstRegion = inDialog.getByRole('region', { name: en(locale) ? 'Short-form images' : '숏폼 이미지' });
    await expect(within(firstRegion).getAllByRole('group')).toHaveLength(6);
    const next = inDialog.getByRole('button', { name: nextName(locale) });
    await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'false'));
    await userEvent.click(next);
    await userEvent.click(next);
    await waitFor(() => expect(live(dialog)).toHaveTextContent(liveText(locale, 3, 6)));
    await expect(firstRegion).toHaveTextContent(/03\s*\/\s*06/);

    await userEvent.click(longForm!);
    await expect(longForm).toHaveAttribute('aria-pressed', 'true');
    await expect(shortForm).toHaveAttribute('aria-pressed', 'false');
    const region = inDialog.getByRole('region', { name: en(locale) ? 'Long-form images' : '롱폼 이미지' });
    await waitFor(() => expect(within(region).getAllByRole('group')).toHaveLength(4));
    await waitFor(() => expect(region).toHaveTextContent(/01\s*\/\s*04/));
    await waitFor(() => expect(live(dialog)).toHaveTextContent(liveText(locale, 1, 4)));
    await expect(
      inDialog.getByRole('button', { name: en(locale) ? 'Previous slide' : '이전 슬라이드' }),
    ).toHaveAttribute('aria-disabled', 'true');
    // Platform tags in square brackets; big pictures are there too.
    await expect(within(region).getAllByText(/^\[YouTube\]$/).length).toBeGreaterThan(0);

    // Closing and opening again starts at category 0.
    await userEvent.click(inDialog.getByRole('button', { name: en(locale) ? 'Close' : '닫기' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    await userEvent.click(opener);
    const again = await page(canvasElement).findByRole('dialog');
    await settled(again);
    const [first] = within(within(again).getByRole('group', { name: categoryGroupName(locale) })).getAllByRole(
      'button',
    );
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await expect(first).toHaveFocus();
  },
};

/** The case cards open the modal with their case; focus returns to the card's button on close. */
export const FromCaseCards: Story = {
  render: function Render() {
    const cases = useLocalized(campaignCases);
    const [selectedId, setSelectedId] = useState<string | null>(null);
    const selected = cases.find((campaign) => campaign.id === selectedId) ?? null;
    const [open, setOpen] = useState(false);
    return (
      <>
        <CampaignModalCaseList
          cases={cases}
          onOpen={(campaign) => {
            setSelectedId(campaign.id);
            setOpen(true);
          }}
        />
        <CampaignModal campaign={selected} open={open} onOpenChange={setOpen} />
      </>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const locale = en(globals.locale) ? 'en' : 'ko';
    const canvas = within(canvasElement);
    const cards = canvas.getAllByRole('listitem');
    await expect(cards).toHaveLength(4);
    for (const [i, campaign] of campaigns.entries()) {
      const heading = within(cards[i]!).getByRole('heading', { level: 3, name: campaign.title[locale] });
      const button = within(heading).getByRole('button', { name: campaign.title[locale] });
      await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
      await expect(button).toHaveAccessibleDescription(campaign.summary[locale]);
    }

    const third = canvas.getByRole('button', { name: campaigns[2]!.title[locale] });
    await userEvent.click(third);
    const dialog = await page(canvasElement).findByRole('dialog', { name: campaigns[2]!.title[locale] });
    await settled(dialog);
    const group = within(dialog).getByRole('group', { name: categoryGroupName(globals.locale) });
    const buttons = within(group).getAllByRole('button');
    await expect(buttons).toHaveLength(campaigns[2]!.categoryList.length);
    await expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    // A backdrop click closes it too; focus returns to the card's button.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(third).toHaveFocus());

    // Keyboard: Enter on a card opens its case.
    const first = canvas.getByRole('button', { name: campaigns[0]!.title[locale] });
    first.focus();
    await userEvent.keyboard('{Enter}');
    const firstDialog = await page(canvasElement).findByRole('dialog', { name: campaigns[0]!.title[locale] });
    await settled(firstDialog);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(first).toHaveFocus());
  },
};

/** Opened, at 390 px: the category buttons wrap, the pictures take most of the width. */
export const Mobile: Story = {
  args: { open: true, campaign: modalCase(campaigns[0]!) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await settled(dialog);
    const buttons = within(within(dialog).getByRole('group', { name: categoryGroupName(globals.locale) })).getAllByRole(
      'button',
    );
    for (const button of buttons) await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    // Full width: the panel spans the viewport minus the gutters.
    const { width } = dialog.getBoundingClientRect();
    await expect(width).toBeGreaterThan(canvasElement.ownerDocument.documentElement.clientWidth * 0.85);
    await expect(within(dialog).getAllByText(/^\[(YouTube|TikTok|Instagram)\]$/).length).toBeGreaterThan(0);
  },
};

/** The longest labels: a long case title and a category title that wraps, in both languages. */
export const LongLabels: Story = {
  tags: ['language-dependent'],
  args: { open: true, campaign: modalCase(longCase) },
  play: async ({ canvasElement, globals }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await settled(dialog);
    const buttons = within(within(dialog).getByRole('group', { name: categoryGroupName(globals.locale) })).getAllByRole(
      'button',
    );
    await expect(buttons).toHaveLength(3);
    await expect(buttons[2]).toHaveTextContent(
      en(globals.locale)
        ? 'International playlist and radio promotion across three continents'
        : '해외 플레이리스트와 라디오 프로모션',
    );
    // Nothing spills out of the panel sideways.
    const panel = dialog.getBoundingClientRect();
    for (const button of buttons) await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(panel.right);
  },
};

/** The four case cards of the Marketing section on their own (the page's list). */
export const CaseCards: Story = {
  render: () => <CaseCardsDemo />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    const locale = en(globals.locale) ? 'en' : 'ko';
    for (const campaign of campaigns) {
      await expect(canvas.getByRole('heading', { name: campaign.title[locale] })).toBeVisible();
    }
  },
};

const onOpenCase = fn();

function CaseCardsDemo() {
  return <CampaignModalCaseList cases={useLocalized(campaignCases)} onOpen={onOpenCase} />;
}

/**
 * All states of CampaignModal in one picture: the visual target (Chromatic and the offline visual
 * check). One modal can be open at a time: the richest case, open on its first category (pressed)
 * beside two others, one with a long title that wraps, over its pictures with platform tags.
 */
export const Screenshots: Story = {
  ...visualTarget(),
  tags: ['language-dependent'],
  parameters: { ...visualTarget().parameters, reducedMotion: true },
  globals: { motion: 'reduce' },
  args: { open: true, campaign: modalCase(longCase) },
};
