import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import markdownit, { type Env, type MarkdownIt, type StateCore, type Token } from 'markdown-it';
import container from 'markdown-it-container';
import type { TrustedHtml } from '../../src/lib/trustedHtml.ts';
import { ContentError } from './errors.ts';

/**
 * Markdown → sanitised HTML for articles and notices, at build time.
 *
 * Besides CommonMark (raw HTML is OFF), two block containers give the article body its classes:
 *
 *   ::: qa                          →  <div class="qa">
 *   Q. The interviewer's question.  →    <p class="q">The interviewer's question.</p>
 *   A. The answer.                  →    <p class="a">The answer.</p>
 *   A second answer paragraph.      →    <p class="a">A second answer paragraph.</p>
 *   :::                             →  </div>
 *
 *   ::: row                         →  <div class="row">
 *   ![Alt text](/artwork/x.svg "Caption")  →  <figure><img …><figcaption>Caption</figcaption></figure>
 *                                   →    <div>
 *   Text paragraphs, lists…         →      <p>…</p>
 *   :::                             →    </div></div>
 *
 * A `Q.` paragraph is a question, every other paragraph of the block an answer (a leading `A.` is
 * optional); the markers are removed — the classes carry the roles. A row starts with a paragraph
 * holding exactly one image (its optional title becomes the caption) followed by the text; the
 * ArticleBody component alternates the sides. Anything else inside these blocks, an unknown
 * `::: name` or an image outside /artwork/ fails the build with the file named.
 */

export interface RenderEnv extends Env {
  /** The file being rendered, named in every error. */
  file: string;
  /** Image paths found in the body (for the existence check). */
  images: string[];
  /** Intrinsic size of a public image, to set width/height (no layout shift); null if unknown. */
  imageSize?: (src: string) => { width: number; height: number } | null;
}

const QUESTION = /^Q[.:]\s*/;
const ANSWER = /^A[.:]\s*/;

function closeIndex(tokens: Token[], open: number): number {
  const { level } = tokens[open]!;
  const closeType = tokens[open]!.type.replace(/_open$/, '_close');
  for (let i = open + 1; i < tokens.length; i++) {
    if (tokens[i]!.type === closeType && tokens[i]!.level === level) return i;
  }
  return tokens.length - 1;
}

function stripMarker(inline: Token, marker: RegExp) {
  const first = inline.children?.[0];
  if (first?.type === 'text') first.content = first.content.replace(marker, '');
  inline.content = inline.content.replace(marker, '');
}

function lineOf(token: Token) {
  return token.map ? ` (line ${token.map[0] + 1} of the body)` : '';
}

function decorateQa(tokens: Token[], open: number, close: number, env: RenderEnv) {
  const level = tokens[open]!.level + 1;
  let questions = 0;
  let answers = 0;
  for (let i = open + 1; i < close; i++) {
    const token = tokens[i]!;
    if (token.level !== level || token.nesting !== 1) continue;
    if (token.type !== 'paragraph_open') {
      throw new ContentError(env.file, 'body', `a ::: qa block may hold only paragraphs${lineOf(token)}`);
    }
    const inline = tokens[i + 1]!;
    const isQuestion = QUESTION.test(inline.content);
    token.attrSet('class', isQuestion ? 'q' : 'a');
    stripMarker(inline, isQuestion ? QUESTION : ANSWER);
    if (isQuestion) questions++;
    else answers++;
  }
  if (questions === 0 || answers === 0) {
    throw new ContentError(
      env.file,
      'body',
      `a ::: qa block needs a "Q." question and at least one answer${lineOf(tokens[open]!)}`,
    );
  }
}

function decorateRow(tokens: Token[], open: number, close: number, env: RenderEnv, TokenClass: StateCore['Token']) {
  const paragraph = tokens[open + 1];
  const inline = tokens[open + 2];
  const paragraphClose = tokens[open + 3];
  const parts = (inline?.children ?? []).filter(
    (child) => child.type !== 'softbreak' && !(child.type === 'text' && child.content.trim() === ''),
  );
  const image = parts[0];
  if (
    paragraph?.type !== 'paragraph_open' ||
    paragraphClose?.type !== 'paragraph_close' ||
    parts.length !== 1 ||
    image?.type !== 'image'
  ) {
    throw new ContentError(
      env.file,
      'body',
      `a ::: row block must start with a paragraph holding exactly one image${lineOf(tokens[open]!)}`,
    );
  }
  if (open + 4 >= close) {
    throw new ContentError(env.file, 'body', `a ::: row block needs text after its image${lineOf(tokens[open]!)}`);
  }
  paragraph.tag = 'figure';
  paragraphClose.tag = 'figure';
  const caption = String(image.attrGet('title') ?? '');
  if (caption) {
    image.attrs = (image.attrs ?? []).filter(([name]) => name !== 'title');
    const figcaption = new TokenClass('html_inline', '', 0);
    figcaption.content = `<figcaption>${escapeHtml(caption)}</figcaption>`;
    inline!.children = [image, figcaption];
  } else {
    inline!.children = [image];
  }
  const textOpen = new TokenClass('row_text_open', 'div', 1);
  textOpen.block = true;
  const textClose = new TokenClass('row_text_close', 'div', -1);
  textClose.block = true;
  tokens.splice(close, 0, textClose);
  tokens.splice(open + 4, 0, textOpen);
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

export function createMarkdown(): MarkdownIt {
  const md = new markdownit({ html: false, linkify: false, typographer: false });
  md.use(container, 'qa', { validate: (params: string) => params.trim() === 'qa' });
  md.use(container, 'row', { validate: (params: string) => params.trim() === 'row' });

  md.core.ruler.push('nuri_content_blocks', (state) => {
    const env = state.env as RenderEnv;
    const tokens = state.tokens;
    // Rows are processed from the end so inserted tokens do not shift blocks still to visit.
    for (let i = tokens.length - 1; i >= 0; i--) {
      const token = tokens[i]!;
      if (token.type === 'container_qa_open') decorateQa(tokens, i, closeIndex(tokens, i), env);
      if (token.type === 'container_row_open') decorateRow(tokens, i, closeIndex(tokens, i), env, state.Token);
    }
    for (const token of tokens) {
      if (token.type === 'paragraph_open' && tokens[tokens.indexOf(token) + 1]?.content.startsWith(':::')) {
        throw new ContentError(
          env.file,
          'body',
          `unknown or unclosed ::: block${lineOf(token)} — only "::: qa" and "::: row" exist`,
        );
      }
    }
    return true;
  });

  const defaultImage = md.renderer.rules.image!;
  md.renderer.rules.image = (tokens, idx, options, renderEnv, self) => {
    const env = renderEnv as RenderEnv;
    const token = tokens[idx]!;
    const src = String(token.attrGet('src') ?? '');
    if (!src.startsWith('/artwork/')) {
      throw new ContentError(env.file, 'body', `image "${src}" must be our generated artwork under /artwork/`);
    }
    env.images.push(src);
    const size = env.imageSize?.(src);
    if (size) {
      token.attrSet('width', String(size.width));
      token.attrSet('height', String(size.height));
    }
    token.attrSet('loading', 'lazy');
    token.attrSet('decoding', 'async');
    return defaultImage(tokens, idx, options, env, self);
  };
  return md;
}

let purifier: ReturnType<typeof createDOMPurify> | null = null;

/** DOMPurify on a jsdom window: the build's HTML is sanitised before it is bundled. */
export function sanitize(html: string): TrustedHtml {
  purifier ??= createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
  return purifier.sanitize(html, { ADD_ATTR: ['loading', 'decoding'] }) as TrustedHtml;
}

let markdown: MarkdownIt | null = null;

/** Renders a Markdown body to sanitised HTML; collects image paths into `env.images`. */
export function renderMarkdown(body: string, env: RenderEnv): TrustedHtml {
  markdown ??= createMarkdown();
  return sanitize(markdown.render(body, env)).trim() as TrustedHtml;
}
