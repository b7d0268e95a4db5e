// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { articles } from 'virtual:content/articles';
import { notices } from 'virtual:content/notices';
import { describe, expect, it } from 'vitest';
import { about, aboutPrinciples } from './about';
import { campaignCategoryKeys, campaignCategoryTitle, campaignImageTags, campaigns } from './campaigns';
import { claims } from './claims';
import { clientColumns, clients } from './clients';
import { company } from './company';
import { groupThousands } from './companyBrief';
import { completion } from './complete';
import { engineerRoleLabels, engineerRoles, engineers } from './engineers';
import { home } from './home';
import { homeVideos } from './homeVideos';
import { abbeyRoadBackground, videoPoster, videoProductionBackground } from './media';
import { dsps } from './platforms';
import { mediaKit, promotionItems, smartLink } from './promotion';
import {
  abbeyRoadCopy,
  distributionCopy,
  marketingCopy,
  musicProductionCopy,
  publishingCopy,
  videoProductionCopy,
} from './servicesCopy';
import { serviceSummaries, typingServiceOrder } from './serviceSummaries';
import { serviceSlugs } from './services';
import { clearFormLabel, collectedItems, policyEffectiveDate, privacyPolicy } from './terms';
import { articleTypes, type Article } from './types';
import { musicWorks, videoWorks } from './works';

const modules = {
  about,
  campaigns,
  claims,
  clients,
  completion,
  engineers,
  engineerRoleLabels,
  home,
  mediaKit,
  smartLink,
  promotionItems,
  serviceSummaries,
  distributionCopy,
  marketingCopy,
  musicProductionCopy,
  videoProductionCopy,
  publishingCopy,
  abbeyRoadCopy,
  musicWorks,
  videoWorks,
  privacyPolicy,
};

/** Every string in a value, with its path. */
function strings(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${at}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${at}.${key}`));
  }
  return [];
}

/** Every { ko, en } pair in a value. */
function localized(value: unknown, at = ''): [string, Record<string, unknown>][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => localized(item, `${at}[${i}]`));
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record).sort().join(',');
    if (keys === 'en,ko') return [[at, record]];
    return Object.entries(record).flatMap(([key, item]) => localized(item, `${at}.${key}`));
  }
  return [];
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

describe('counts (SPEC §9)', () => {
  it('has 4 cases, 9 engineers, 6 + 10 works, 14 DSPs, 7 promotion items, 6 services', () => {
    expect(campaigns).toHaveLength(4);
    expect(engineers).toHaveLength(9);
    expect(musicWorks).toHaveLength(6);
    expect(videoWorks).toHaveLength(10);
    expect(dsps).toHaveLength(14);
    expect(promotionItems).toHaveLength(7);
    expect(serviceSlugs).toHaveLength(6);
    expect(Object.keys(serviceSummaries)).toEqual([...serviceSlugs]);
    expect([...typingServiceOrder].sort()).toEqual([...serviceSlugs].sort());
  });

  it('has the section lists of SPEC §2 in their sizes', () => {
    expect(distributionCopy.features).toHaveLength(4);
    expect(distributionCopy.whys).toHaveLength(3);
    expect(musicProductionCopy.points).toHaveLength(3);
    expect(videoProductionCopy.points).toHaveLength(3);
    expect(publishingCopy.steps).toHaveLength(4);
    expect(publishingCopy.points).toHaveLength(4);
    expect(publishingCopy.points[3]?.link?.url).toBe('https://sync.example.com');
    expect(publishingCopy.points.slice(0, 3).every((point) => !point.link)).toBe(true);
    expect(abbeyRoadCopy.points).toHaveLength(2);
    expect(about.principles.map((p) => p.key)).toEqual([...aboutPrinciples]);
    expect(about.mission).toHaveLength(4);
    expect(homeVideos).toHaveLength(3);
    expect(distributionCopy.cta).toEqual({ ko: '음원 유통 문의', en: 'CONTACT US' });
    expect(marketingCopy.slogan.ko).not.toBe('');
  });

  it('has about 150 clients as 10 columns of 15, all different', () => {
    expect(clients).toHaveLength(150);
    expect(clientColumns).toHaveLength(10);
    expect(clientColumns.every((column) => column.length === 15)).toBe(true);
    expect(new Set(clients.map((c) => c.en)).size).toBe(150);
    expect(new Set(clients.map((c) => c.ko)).size).toBe(150);
  });
});

describe('both languages are complete', () => {
  it.each(Object.entries(modules))('%s: no empty strings, every { ko, en } filled', (_name, value) => {
    for (const [at, text] of strings(value)) expect(text.trim(), at).not.toBe('');
    for (const [at, pair] of localized(value)) {
      // A { ko, en } pair holds two texts, or two whole documents (the privacy policy).
      expect(typeof pair.ko, `${at}.ko`).toBe(typeof pair.en);
      expect(['string', 'object'], at).toContain(typeof pair.ko);
    }
  });

  it('keeps Korean text Korean and English text without Hangul (proper nouns aside)', () => {
    for (const [name, value] of Object.entries(modules)) {
      for (const [at, pair] of localized(value)) {
        const en = String(pair.en);
        // English may quote a Korean name in brackets (the privacy policy's agencies).
        expect(en.replace(/\([^)]*\)/g, ''), `${name}${at}.en`).not.toMatch(/[가-힣]/);
      }
    }
  });

  it('has the privacy policy sections 1–6 with the same structure in ko and en', () => {
    for (const locale of ['ko', 'en'] as const) {
      const policy = privacyPolicy[locale];
      expect(policy.effectiveDate).toBe('2022-01-01');
      expect(policyEffectiveDate).toBe('2022-01-01');
      expect(policy.sections.map((s) => s.number)).toEqual([1, 2, 3, 4, 5, 6]);
      const first = strings(policy.sections[0])
        .map(([, text]) => text)
        .join(' ');
      for (const item of collectedItems[locale]) expect(first).toContain(item);
      const changes = strings(policy.sections[4])
        .map(([, text]) => text)
        .join(' ');
      expect(changes).toMatch(/7/);
      expect(changes).toMatch(/30/);
      const contact = strings(policy.sections[5])
        .map(([, text]) => text)
        .join(' ');
      for (const agency of ['개인정보분쟁조정위원회', '개인정보침해신고센터', '대검찰청', '경찰청']) {
        expect(contact).toContain(agency);
      }
      expect(contact).toContain(company.privacyOfficer.email);
    }
    const shape = (locale: 'ko' | 'en') =>
      privacyPolicy[locale].sections.map((s) => [
        s.id,
        s.blocks.map((b) => (b.kind === 'list' ? b.items.length : 'p')),
      ]);
    expect(shape('en')).toEqual(shape('ko'));
    const rights = strings(privacyPolicy.en.sections[2])
      .map(([, text]) => text)
      .join(' ');
    for (const right of ['Access', 'Correction', 'Deletion', 'Restriction', 'Portability'])
      expect(rights).toContain(right);
  });

  it('tells, in section 1, that the contact form keeps a draft in the browser tab and how it goes', () => {
    const words = {
      ko: [
        '탭',
        '세션 저장소',
        '동의 여부는 제외',
        '회사로 전송되지 않으며',
        '문의 유형을 바꾸거나',
        '탭을 닫으면 삭제',
      ],
      en: [
        'browser tab',
        'session storage',
        'except your consent',
        'not sent to us',
        'change the inquiry type',
        'close the tab',
      ],
    };
    for (const locale of ['ko', 'en'] as const) {
      const draft = privacyPolicy[locale].sections[0]!.blocks.find(
        (block) => block.kind === 'p' && block.text.includes(clearFormLabel[locale]),
      );
      expect(draft, locale).toBeDefined();
      for (const word of words[locale]) expect(draft!.kind === 'p' && draft!.text, locale).toContain(word);
    }
    expect(clearFormLabel).toEqual({ ko: '양식 지우기', en: 'Clear the form' });
  });

  it('groups thousands as Intl does for English, without Intl at run time', () => {
    const english = new Intl.NumberFormat('en-GB');
    for (const value of [0, 7, 999, 1_000, 12_345, 220_000, 1_284_500, 10_000_000])
      expect(groupThousands(value)).toBe(english.format(value));
  });

  it('states the claims of SPEC §1 from company.ts', () => {
    expect(claims.platforms.en).toBe('200+ platforms in 180 countries');
    expect(claims.platforms.ko).toBe('180개국 200개 이상의 플랫폼');
    expect(claims.composers.en).toContain('220,000+');
    expect(claims.composers.ko).toContain('22만');
    expect(claims.reply.ko).toContain('3~5');
    expect(claims.reply.en).toContain('3–5 business days');
    // The completion text (SPEC §1): the person in charge replies by e-mail or phone, in the same 3–5 days.
    expect(completion.reply.ko).toContain('3~5');
    expect(completion.reply.ko).toMatch(/담당자.*이메일이나 전화/);
    expect(completion.reply.en).toContain('3–5 business days');
    expect(completion.reply.en).toMatch(/person in charge will reply by e-mail or phone/);
  });
});

describe('articles (virtual:content/articles)', () => {
  const sets: Record<'ko' | 'en', Article[]> = articles;

  it('has ids 1–12 in both languages, unique, newest first', () => {
    for (const locale of ['ko', 'en'] as const) {
      const ids = sets[locale].map((a) => a.id);
      expect(ids).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
      const dates = sets[locale].map((a) => a.date);
      // Newest has the highest id: dates strictly decrease along the list.
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(new Set(dates).size).toBe(dates.length);
    }
    expect(sets.ko.map((a) => [a.id, a.date, a.type, a.thumb])).toEqual(
      sets.en.map((a) => [a.id, a.date, a.type, a.thumb]),
    );
  });

  it('mixes the three types, with Q&A blocks, alternating rows and videos', () => {
    for (const type of articleTypes) expect(sets.en.filter((a) => a.type === type).length).toBeGreaterThanOrEqual(3);
    for (const locale of ['ko', 'en'] as const) {
      for (const article of sets[locale].filter((a) => a.type === 'INTERVIEW')) {
        expect(article.content, `${locale} ${article.id}`).toMatch(/<div class="qa">\n<p class="q">/);
        expect(article.content).toMatch(/<p class="a">/);
      }
      expect(
        sets[locale].filter((a) => a.content.includes('<div class="row">\n<figure><img')).length,
      ).toBeGreaterThanOrEqual(5);
      expect(sets[locale].filter((a) => a.video).length).toBeGreaterThanOrEqual(4);
      expect(sets[locale].some((a) => a.video?.autoplay)).toBe(true);
    }
  });

  it('has 250–600 words per article and language', () => {
    for (const locale of ['ko', 'en'] as const) {
      for (const article of sets[locale]) {
        const words = textOf(article.content).length;
        expect(words, `${locale} article ${article.id}`).toBeGreaterThanOrEqual(250);
        expect(words, `${locale} article ${article.id}`).toBeLessThanOrEqual(600);
      }
    }
  });

  it('gives every image in a body a text alternative', () => {
    for (const article of [...sets.ko, ...sets.en]) {
      for (const match of article.content.matchAll(/<img [^>]*>/g)) expect(match[0]).toMatch(/alt="[^"]+"/);
    }
  });
});

describe('notices (virtual:content/notices)', () => {
  it('announces the head office move of 2025-01-12 with both addresses, postcodes and the date', () => {
    const { current, previous, since } = company.headOffice;
    expect(since).toBe('2025-01-12');
    for (const locale of ['ko', 'en'] as const) {
      expect(notices[locale]).toHaveLength(1);
      const notice = notices[locale][0]!;
      expect(notice.date).toBe(since);
      expect(notice.title).not.toBe('');
      for (const text of [current[locale], previous[locale], current.postcode, previous.postcode]) {
        expect(notice.content).toContain(text);
      }
      expect(notice.content).toContain(locale === 'ko' ? '2025년 1월 12일' : '12 January 2025');
    }
  });
});

describe('campaign cases', () => {
  it('has categories with resolvable titles and tagged images', () => {
    const [first, ...rest] = campaigns;
    expect(first!.categoryList.every((c) => typeof c.title === 'object')).toBe(true);
    for (const item of rest) {
      for (const category of item.categoryList) expect(campaignCategoryKeys).toContain(category.title);
    }
    for (const item of campaigns) {
      expect(item.categoryList.length).toBeGreaterThanOrEqual(3);
      expect(item.categoryList.some((c) => c.imgList.some((img) => img.size === 'big'))).toBe(true);
      for (const category of item.categoryList) {
        expect(campaignCategoryTitle(category.title, 'ko')).not.toBe('');
        expect(campaignCategoryTitle(category.title, 'en')).not.toBe('');
        expect(category.imgList.length).toBeGreaterThan(0);
        for (const image of category.imgList) if (image.type) expect(campaignImageTags).toContain(image.type);
      }
    }
    expect(new Set(engineers.map((e) => e.role))).toEqual(new Set(engineerRoles));
  });

  it('uses sample addresses only', () => {
    for (const work of [...musicWorks, ...videoWorks]) expect(work.url).toMatch(/^https:\/\/example\.com\//);
    expect(smartLink.sampleUrl).toMatch(/^https:\/\/[\w.]+\.example\//);
    const all = strings(modules)
      .map(([, text]) => text)
      .join('\n');
    for (const email of all.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g) ?? []) expect(email).toMatch(/\.example$/);
  });
});

describe('artwork', () => {
  const publicDir = path.resolve(__dirname, '../../public');

  const referenced = new Set<string>();
  for (const [, text] of strings(modules)) if (text.startsWith('/artwork/')) referenced.add(text);
  for (const article of [...articles.ko, ...articles.en]) {
    referenced.add(article.thumb);
    for (const match of article.content.matchAll(/src="(\/artwork\/[^"]+)"/g)) referenced.add(match[1]!);
    if (article.video) referenced.add(videoPoster(article.video.id));
  }
  for (const video of [...homeVideos, mediaKit.video, videoProductionBackground, abbeyRoadBackground]) {
    expect(video.poster).toBe(videoPoster(video.id));
    referenced.add(video.poster);
  }

  it('exists for every referenced image', () => {
    expect(referenced.size).toBeGreaterThan(90);
    for (const src of referenced) expect(fs.existsSync(path.join(publicDir, src)), src).toBe(true);
  });

  it('has no unreferenced files and stays under 2 MB', () => {
    const files = (fs.readdirSync(path.join(publicDir, 'artwork'), { recursive: true }) as string[])
      .map((file) => `/artwork/${file.split(path.sep).join('/')}`)
      .filter((file) => file.endsWith('.svg'));
    expect(files.filter((file) => !referenced.has(file))).toEqual([]);
    const bytes = files.reduce((sum, file) => sum + fs.statSync(path.join(publicDir, file)).size, 0);
    expect(bytes).toBeLessThan(2 * 1024 * 1024);
  });
});
