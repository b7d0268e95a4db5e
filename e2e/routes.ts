import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inquiryTypes } from '../src/contact/inquiryTypes';
import { serviceSlugs } from '../src/content/serviceSlugs';

// The route list of the route sweep (e2e/sweep.spec.ts: policy, hydration, wheel, axe, reflow, keys
// and focus on every page), so a route added to the site is swept.

/** The article ids, from the Korean sources' front matter. */
export const articleIds = readdirSync('src/content/articles/ko')
  .filter((file) => file.endsWith('.md'))
  .map((file) => Number(/^id:\s*(\d+)/m.exec(readFileSync(path.join('src/content/articles/ko', file), 'utf8'))?.[1]))
  .filter((id) => Number.isInteger(id))
  .sort((a, b) => a - b);

/** Every route of SPEC §2 and the accessibility statement (dynamic ones with every value). */
export const routes = [
  '/',
  '/about',
  '/services/',
  ...serviceSlugs.map((slug) => `/services/${slug}`),
  '/articles',
  ...articleIds.map((id) => `/articles/${id}`),
  '/contact',
  ...inquiryTypes.map((type) => `/contact/${encodeURIComponent(type)}`),
  '/contact/complete',
  '/terms',
  '/accessibility',
  '/notice',
  '/notice/1',
];
