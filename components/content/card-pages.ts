import type { Navigation } from '../../src/index.js';
import type { SectionRenderKeys } from '../shared/target.js';

/**
 * The render keys of operation cards (see SvContent.rendered): a section's key renders its heading and its first
 * page of cards; each further page has a key of its own, asked for once the reader nears the spacer that stands for
 * the rest. A section of 468 operations (Stripe's description has no tags, so one section holds them all) would
 * otherwise render 468 placeholders with the page.
 */
export const CARDS_PER_PAGE = 40;

/** The render key of a tag's section. */
export const tagKey = (name: string): string => `tag:${name}`;
/** The render key of the webhooks' section. */
export const WEBHOOKS_KEY = 'webhooks';
/** The render key of the schemas' section (its headings; each schema entry has a key of its own). */
export const SCHEMAS_KEY = 'schemas';
/** The render key of one schema entry (a GraphQL type on a GraphQL page). */
export const schemaKey = (name: string): string => `schema:${name}`;
/** The render key of GraphQL's directive definitions, last on the page. */
export const DIRECTIVES_KEY = 'directives';

/** The keys above, for a format's own deep-link targets (it names them without importing the content). */
export const sectionRenderKeys: SectionRenderKeys = { schemas: SCHEMAS_KEY, schema: schemaKey, directives: DIRECTIVES_KEY };

/** The render key of the page of `sectionKey` that starts at entry `start`. */
export function pageKey(sectionKey: string, start: number): string {
  return `${sectionKey}@${start}`;
}

/** How many entries of a section of `total` to render: the first page and each further page that was asked for. */
export function shownEntries(sectionKey: string, total: number, rendered: ReadonlySet<string>): number {
  let shown = Math.min(total, CARDS_PER_PAGE);
  while (shown < total && rendered.has(pageKey(sectionKey, shown))) shown = Math.min(total, shown + CARDS_PER_PAGE);
  return shown;
}

/** The render keys that show operation `opId` in full: its home section's, each page up to the one holding it, its card's. */
export function operationRenderKeys(nav: Navigation, opId: string): string[] {
  const tag = nav.homeTag.get(opId);
  const section = tag === undefined ? nav.webhooks : nav.allTags.find((t) => t.name === tag)?.operations ?? [];
  const index = Math.max(0, section.findIndex((op) => op.id === opId));
  const key = tag === undefined ? WEBHOOKS_KEY : tagKey(tag);
  const keys = [key];
  for (let start = CARDS_PER_PAGE; start <= index; start += CARDS_PER_PAGE) keys.push(pageKey(key, start));
  return [...keys, opId];
}
