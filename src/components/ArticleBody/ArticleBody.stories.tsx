import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { visualTarget } from '../../../.storybook/helpers/visual';
import { coverArt } from '../WorkCard/coverArt';
import { sanitizeHtml } from '../../lib/sanitize';
import { ArticleBody } from './ArticleBody';
import { articleBodyClasses as c } from './articleBodyClasses';

// Sample article HTML written for the stories (an invented artist); real articles live in src/content.
const art = (seed: string, w = 1200, h = 800) => coverArt({ seed, style: 'gradient', width: w, height: h });

const interviewKo = sanitizeHtml(`
<p>싱어송라이터 <strong>윤슬</strong>이 제주에서 녹음한 첫 피아노 소품집을 발표했습니다. 바다가 보이는 작은 방에서 열두 곡을 완성하기까지의 이야기를 들었습니다.</p>
<figure><img src="${art('yoonseul-1')}" alt="창밖으로 바다가 보이는 녹음실의 피아노" width="1200" height="800"><figcaption>제주의 작은 녹음실. 사진 누리뮤직</figcaption></figure>
<h2>바다 옆에서 녹음한 이유</h2>
<div class="${c.qa}">
  <p class="${c.question}">왜 제주에서 녹음하기로 했나요?</p>
  <p class="${c.answer}">서울에서는 곡을 끝까지 붙잡고 있기가 어려웠어요. 파도 소리가 들리는 곳이라면 피아노 소리도 조금 더 느리게 흘러갈 것 같았습니다.</p>
</div>
<div class="${c.qa}">
  <p class="${c.question}">가장 먼저 완성한 곡은 무엇인가요?</p>
  <p class="${c.answer}">타이틀곡 「물비늘」이에요. 아침마다 같은 멜로디를 치다 보니 어느 날 자연스럽게 끝이 보였습니다.</p>
  <p class="${c.answer}">나머지 곡들은 그 곡의 답장처럼 썼어요.</p>
</div>
<blockquote><p>“느린 음악이 필요한 사람에게 닿았으면 좋겠어요.”</p></blockquote>
<div class="${c.row}">
  <img src="${art('yoonseul-2', 800, 800)}" alt="악보가 펼쳐진 피아노 건반" width="800" height="800">
  <div><h3>녹음 방식</h3><p>모든 곡은 한 대의 업라이트 피아노와 두 개의 마이크로 녹음했습니다. 편집은 최소한으로 줄였습니다.</p></div>
</div>
<div class="${c.row}">
  <div><h3>앨범 커버</h3><p>커버는 녹음실 창문에 비친 오후의 빛을 그대로 옮겼습니다.</p></div>
  <img src="${art('yoonseul-3', 800, 800)}" alt="오후의 빛이 번지는 추상적인 커버 아트워크" width="800" height="800">
</div>
<p>앨범은 <a href="https://example.com/yoonseul" target="_blank">주요 음원 플랫폼</a>에서 들을 수 있고, 자세한 소식은 <a href="/articles">다른 아티클</a>에서 이어집니다.</p>
<p class="${c.caption}">글 누리뮤직 에디터</p>
`);

const interviewEn = sanitizeHtml(`
<p>Producer <strong>Kite Harbour</strong> talks about a quiet synth-pop record made for long train rides.</p>
<div class="${c.qa}">
  <p class="${c.question}">Where did the idea for the record come from?</p>
  <p class="${c.answer}">From commuting. I wanted music that moves at the speed of the landscape outside the window, not faster.</p>
</div>
<div class="${c.row}">
  <div><h3>The setup</h3><p>Two analogue synthesizers, one drum machine and a lot of tape delay.</p></div>
  <img src="${art('kite-1', 800, 800)}" alt="A gradient artwork in evening colours" width="800" height="800">
</div>
`);

// Everything the sanitiser must remove.
const hostile = sanitizeHtml(`
<p>Before</p>
<script>window.__articleBodyPwned = 'script'</script>
<img src="data:image/png;base64,AA" onerror="window.__articleBodyPwned = 'onerror'" alt="">
<iframe src="https://www.youtube.com/embed/xyz" title="video"></iframe>
<a href="javascript:window.__articleBodyPwned = 'href'">bad link</a>
<div class="${c.qa}"><p class="${c.question}">Q survives</p><p class="${c.answer}">A survives</p></div>
<p>After</p>
`);

/**
 * An article's body: sanitised HTML (DOMPurify via `sanitizeHtml`) with article typography.
 *
 * - `html`: the article's HTML. The class contract is exported as `articleBodyClasses`:
 *   `<div class="qa"><p class="q">…</p><p class="a">…</p></div>` (the question is set apart by
 *   weight and an accent rule), `<div class="row">` with an image and a text column (side by
 *   side from the tablet width, in the HTML's order — content alternates image-first and
 *   text-first), `<p class="caption">`.
 * - Headings (h2/h3), figures, blockquotes and links are typeset; links with `target="_blank"`
 *   get `rel="noopener noreferrer"` from the sanitiser.
 * - Scripts, event handlers, `javascript:` URLs and iframes are removed. Videos are not part of
 *   the HTML: the article page renders them with `VideoEmbed` from the article's front matter.
 */
const meta = {
  title: 'Components/ArticleBody',
  component: ArticleBody,
  args: { html: interviewKo },
  argTypes: { html: { control: 'text' }, className: { table: { disable: true } } },
} satisfies Meta<typeof ArticleBody>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An interview in Korean: Q&A blocks, a quote, alternating image/text rows and links. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: '바다 옆에서 녹음한 이유' })).toBeVisible();
    // Q&A: the question is set apart from the answer.
    const qa = canvasElement.querySelectorAll(`.${c.qa}`);
    await expect(qa).toHaveLength(2);
    const q = qa[0]!.querySelector<HTMLElement>(`.${c.question}`)!;
    const a = qa[0]!.querySelector<HTMLElement>(`.${c.answer}`)!;
    await expect(Number(getComputedStyle(q).fontWeight)).toBeGreaterThan(Number(getComputedStyle(a).fontWeight));
    await expect(getComputedStyle(q).borderLeftStyle).toBe('solid');
    // External links opening a new window carry rel="noopener noreferrer".
    const external = canvas.getByRole('link', { name: '주요 음원 플랫폼' });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    // Rows: image and text side by side from the tablet width, in the HTML's (alternating) order.
    const rows = canvasElement.querySelectorAll<HTMLElement>(`.${c.row}`);
    await expect(rows[0]!.firstElementChild!.tagName).toBe('IMG');
    await expect(rows[1]!.firstElementChild!.tagName).toBe('DIV');
    const [first, second] = Array.from(rows[0]!.children).map((el) => el.getBoundingClientRect());
    if (window.innerWidth >= 768) await expect(second!.left).toBeGreaterThanOrEqual(first!.right);
    else await expect(second!.top).toBeGreaterThanOrEqual(first!.bottom);
    // Every picture has a text alternative.
    for (const img of canvas.getAllByRole('img')) await expect(img.getAttribute('alt')).not.toBe('');
  },
};

/** The same typography at 390 px: rows stack. */
export const Mobile: Story = {
  ...Playground,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  // .storybook/test-runner.ts takes the width from this parameter (story globals are not in its context).
  parameters: { viewport: { defaultViewport: 'mobile' } },
};

/** An English article: the typography is the same in both languages. */
export const English: Story = {
  args: { html: interviewEn },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector(`.${c.qa} .${c.question}`)).toHaveTextContent(
      'Where did the idea for the record come from?',
    );
    await expect(within(canvasElement).getByRole('heading', { level: 3, name: 'The setup' })).toBeVisible();
  },
};

/** Scripts, event handlers, `javascript:` links and iframes are stripped; content classes survive. */
export const Sanitised: Story = {
  args: { html: hostile },
  play: async ({ canvasElement }) => {
    const body = canvasElement.querySelector<HTMLElement>(`.${c.qa}`)!.parentElement!;
    await expect(body.querySelector('script')).toBeNull();
    await expect(body.querySelector('iframe')).toBeNull();
    await expect(body.querySelector('[onerror]')).toBeNull();
    await expect(body.innerHTML).not.toContain('javascript:');
    await expect((window as { __articleBodyPwned?: string }).__articleBodyPwned).toBeUndefined();
    // The Q&A block is kept with its classes.
    await expect(body.querySelector(`.${c.qa} .${c.question}`)).toHaveTextContent('Q survives');
    await expect(body.querySelector(`.${c.qa} .${c.answer}`)).toHaveTextContent('A survives');
    await expect(body).toHaveTextContent(/Before[\s\S]*After/);
  },
};

/**
 * All states of ArticleBody in one picture: the visual target (Chromatic and the offline visual check).
 * The Korean interview holds every element of the typography: a figure with its caption, h2/h3,
 * Q&A blocks, a quote, image/text rows in both orders, links and a closing caption.
 */
export const Screenshots: Story = {
  ...visualTarget(),
  // A literal array too: Storybook's indexer (index.json) does not read tags from the spread.
  tags: ['language-dependent'],
  args: { html: interviewKo },
};
