/**
 * The pages of a split reference: each section's operations on `tags/<slug>.html` (a section with more than
 * `perPage` entries on several pages: `<slug>.html`, `<slug>--2.html` …, a double dash no section slug has), the
 * schemas on `schemas.html`, `schemas--2.html` …; and the links between them.
 */
import { fragmentFor } from '../../model/deep-link.js';
import { schemaAnchorId } from '../../model/navigation.js';
import type { Links, OperationSection, RenderContext } from '../context.js';

export interface SectionPage {
  /** File name stem below tags/. */
  slug: string;
  /** The section, its entries limited to this page's. */
  section: OperationSection;
  part: number;
  parts: number;
}

export interface SchemaPage {
  /** File name stem at the root. */
  slug: string;
  names: string[];
  part: number;
  parts: number;
}

export interface SplitPlan {
  sectionPages: SectionPage[];
  schemaPages: SchemaPage[];
  /** Operation id → the slug of the page showing it in full. */
  operationPage: Map<string, string>;
  /** Schema name → the slug of its page. */
  schemaPage: Map<string, string>;
}

/** At most this many operations, and (unless one alone is bigger) this much HTML, per section page. */
export const OPERATIONS_PER_PAGE = 100;
export const BYTES_PER_PAGE = 1_500_000;
/** Schemas per schema page. */
export const SCHEMAS_PER_PAGE = 250;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out.length > 0 ? out : [[]];
}

const partSlug = (slug: string, part: number): string => (part === 1 ? slug : `${slug}--${part}`);

/** Entries cut into pages of at most OPERATIONS_PER_PAGE entries and BYTES_PER_PAGE of (measured) HTML. */
function pagesOf<T>(entries: readonly T[], size: (entry: T) => number): T[][] {
  const out: T[][] = [[]];
  let bytes = 0;
  for (const entry of entries) {
    const current = out[out.length - 1]!;
    const weight = size(entry);
    if (current.length > 0 && (current.length >= OPERATIONS_PER_PAGE || bytes + weight > BYTES_PER_PAGE)) {
      out.push([entry]);
      bytes = weight;
    } else {
      current.push(entry);
      bytes += weight;
    }
  }
  return out;
}

/** `size`: the HTML length of an entry (0 when not measured). */
export function planSplit(ctx: RenderContext, withSchemas: boolean, size: (entry: OperationSection['entries'][number]) => number = () => 0): SplitPlan {
  const sectionPages: SectionPage[] = [];
  const operationPage = new Map<string, string>();
  for (const section of ctx.sections) {
    const parts = pagesOf(section.entries, size);
    parts.forEach((entries, i) => {
      const slug = partSlug(section.slug, i + 1);
      sectionPages.push({ slug, section: { ...section, entries, groupStart: section.groupStart && i === 0 }, part: i + 1, parts: parts.length });
      for (const { op, home } of entries) if (home && !operationPage.has(op.id)) operationPage.set(op.id, slug);
    });
  }
  return { sectionPages, operationPage, ...planSchemas(ctx, withSchemas) };
}

/** The schema pages alone (operation pages link to them before those are planned). */
export function planSchemas(ctx: RenderContext, withSchemas: boolean): Pick<SplitPlan, 'schemaPages' | 'schemaPage'> {
  const schemaPages: SchemaPage[] = [];
  const schemaPage = new Map<string, string>();
  if (withSchemas) {
    const parts = chunks([...ctx.model.schemas.keys()], SCHEMAS_PER_PAGE);
    parts.forEach((names, i) => {
      const slug = partSlug('schemas', i + 1);
      schemaPages.push({ slug, names, part: i + 1, parts: parts.length });
      for (const name of names) schemaPage.set(name, slug);
    });
  }
  return { schemaPages, schemaPage };
}

/** Links of a split reference from a page at `prefix` ('' for the root, '../' for tags/). */
export function splitLinks(ctx: RenderContext, plan: SplitPlan, prefix: string): Links {
  return {
    operation: (op) => {
      const page = plan.operationPage.get(op.id);
      return page ? `${prefix}tags/${page}.html#${fragmentFor(op.id)}` : `${prefix}index.html#${fragmentFor(op.id)}`;
    },
    schema: (name) => `${prefix}${plan.schemaPage.get(name) ?? 'schemas'}.html#${fragmentFor(schemaAnchorId(ctx.model, name))}`,
  };
}
