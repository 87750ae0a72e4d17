/**
 * Landing on a deep link's target once the content has rendered it: find the element (a card, a section inside
 * it, a row inside that), scroll it into view, and move focus there. The elements are reached by their tag names,
 * so each reference has its element's own type.
 */
import { ReactiveElement } from 'lit';
import { lazyLoadsInFlight } from '../../src/index.js';
import type { SvOperation } from '../operation/operation.js';
import type { SvGraphqlType } from '../graphql/graphql-type.js';
import type { SvSchemaTree } from '../schema-tree/schema-tree.js';
import { scrollIntoViewStable } from '../shared/scroll.js';
import { highlightLanding } from '../shared/land-highlight.js';
import type { Target } from '../shared/target.js';

/** Cards with sections and a heading of their own: operation cards and GraphQL types (a lazy chunk's element). */
type SectionedCard = SvOperation | SvGraphqlType;

function sectionedCard(el: Element): SectionedCard | undefined {
  return el.localName === 'sv-operation' || el.localName === 'sv-graphql-type' ? (el as SectionedCard) : undefined;
}

/** The element that shows the rows of a card or a schema entry: the card itself, or the entry's schema tree. */
function memberHolder(el: Element): SvOperation | SvSchemaTree | null {
  return el.localName === 'sv-operation' ? (el as SvOperation) : el.querySelector('sv-schema-tree');
}

async function settled(el: Element): Promise<void> {
  if (el instanceof ReactiveElement) await el.updateComplete;
}

/** The row `member` inside the target's card or schema, expanded into view; null when it does not render. */
async function memberElement(root: ShadowRoot, target: Target, member: string): Promise<HTMLElement | null> {
  const host = root.getElementById(target.elementId);
  if (!host) return null;
  await settled(host);
  return (await memberHolder(host)?.revealMember(member)) ?? null;
}

async function targetElement(root: ShadowRoot, target: Target): Promise<HTMLElement | null> {
  const el = root.getElementById(target.elementId);
  if (!el) return null;
  await settled(el);
  const card = target.section ? sectionedCard(el) : undefined;
  return (card && (await card.sectionElement(target.section!))) ?? el;
}

/** Focuses the heading of a card or section; false when it has none (then it is a row of its own). */
function focusHeading(el: HTMLElement): boolean {
  const card = sectionedCard(el);
  if (card) {
    card.focusHeading();
    return true;
  }
  const heading = el.matches('h2, h3, h4') ? el : el.querySelector<HTMLElement>('h2, h3, h4, h5, h6');
  heading?.focus({ preventScroll: true });
  return heading !== null;
}

/** Focuses a row; false when the browser did not take it (yet). */
function focusRow(row: HTMLElement): boolean {
  row.focus({ preventScroll: true });
  return (row.getRootNode() as ShadowRoot).activeElement === row;
}

/**
 * Scrolls to the rendered target in `root` and focuses it: a row (parameter, response, property, GraphQL field)
 * has its ancestors expanded, is focused and briefly highlighted; a row that does not render falls back to its
 * section or card, whose heading takes focus. False when the target is not on the page.
 */
export async function landOn(root: ShadowRoot, target: Target): Promise<boolean> {
  const row = target.member ? await memberElement(root, target, target.member) : null;
  const el = row ?? (await targetElement(root, target));
  if (!el) return false;
  // Held until nothing is left to arrive: a chunk that lands renders cards or samples above the target.
  const scrolled = scrollIntoViewStable(el, { renderPending: () => lazyLoadsInFlight() > 0 });
  // A row (a parameter, a property, a GraphQL field) is focused and highlighted itself; a card or section by its heading.
  if (row || !focusHeading(el)) {
    if (!el.hasAttribute('tabindex')) el.tabIndex = -1; // focusable by script only, like the section headings
    highlightLanding(el);
    // A row just rendered far from the viewport may refuse focus for a few frames while the page lays out.
    for (let frame = 0; !focusRow(el) && frame < 60 && el.isConnected; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  }
  await scrolled;
  return true;
}
