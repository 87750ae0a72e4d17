import { html, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { RENDER_LIMITS, sectionId, type Schema } from '../../src/index.js';
import { SvElement } from '../shared/base-element.js';
import { ShownItems, showMoreButton } from '../shared/show-more.js';
import { enumValues, hasChildren, isArraySchema, merged, variantLabels } from '../shared/schema-labels.js';
import { schemaTreeStyles } from './schema-tree.styles.js';
import { MAX_DEPTH, routeTo } from './route-to.js';
import { circularNote, discriminatorMapping, nodeDetails, typeAndBadges } from './node-parts.js';

/** Enum lists longer than this are cut, with a button to show the rest. */
const ENUM_PREVIEW = 12;
/** Variant switchers with more options than this become a select. */
const MAX_VARIANT_BUTTONS = 6;

const chevron = html`<svg class="chevron" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false"><path fill="currentColor" d="M6.22 3.22a.75.75 0 0 1 1.06 0l4.25 4.25a.75.75 0 0 1 0 1.06l-4.25 4.25a.75.75 0 0 1-1.06-1.06L9.94 8 6.22 4.28a.75.75 0 0 1 0-1.06Z"/></svg>`;

/**
 * @tagname sv-schema-tree
 * @summary An expandable view of a JSON Schema: types, constraints, enums, variants, nested properties.
 *
 * The schema graph may contain cycles (references are shared objects): each branch tracks its ancestors and
 * shows "circular: Name" (a link to `#schema-Name`) instead of expanding again. Children render only when
 * their node is open, so even huge schemas cost little until explored.
 *
 * @csspart tree - The tree container.
 * @cssproperty --sv-schema-tree-name-color - Colour of property names.
 * @cssproperty --sv-schema-tree-type-color - Colour of type labels.
 * @cssproperty --sv-schema-tree-guide-color - Colour of the nesting guide lines.
 */
export class SvSchemaTree extends SvElement {
  static override styles = schemaTreeStyles;

  /** The schema to show. */
  @property({ attribute: false }) schema?: Schema;

  /** How many levels are open at first: 1 shows the root's properties, 2 also theirs, and so on. */
  @property({ type: Number, attribute: 'expand-depth' }) expandDepth = 1;

  /** Hides the root line (type, description) when the surrounding view already shows it. */
  @property({ type: Boolean, attribute: 'hide-root' }) hideRoot = false;

  /**
   * Deep-link id of the section the tree shows (a schema, a request body, a response): property rows then get
   * ids `sectionId.property(anchorId, names)`, the ids search results link to.
   */
  @property({ attribute: 'anchor-id' }) anchorId?: string;

  /** Paths whose open/closed state differs from the default for their depth. */
  @state() private toggled = new Set<string>();
  /** Chosen variant per oneOf/anyOf path. */
  @state() private chosen = new Map<string, number>();
  /** How many enum values are shown per path, when more than the preview. */
  @state() private enumShown = new Map<string, number>();
  /** First slices of long property lists. */
  private readonly lists = new ShownItems(this);

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('schema') && changed.get('schema') !== undefined) {
      this.toggled = new Set();
      this.chosen = new Map();
      this.enumShown = new Map();
      this.lists.reset();
    }
  }

  /**
   * Shows the property row with deep-link id `id` (opening the nodes above it, choosing the variant that holds
   * it, widening "Show more" slices) and returns it; null when this tree has no such row.
   */
  async revealMember(id: string): Promise<HTMLElement | null> {
    const steps = this.schema && this.anchorId !== undefined ? routeTo(this.schema, this.anchorId, id) : undefined;
    if (!steps) return null;
    for (const step of steps) {
      if (step.open !== undefined && !this.isOpen(step.open.path, step.open.depth)) this.toggle(step.open.path);
      if (step.variant) this.chosen = new Map(this.chosen).set(step.variant.path, step.variant.index);
      if (step.list) this.lists.reveal(step.list.key, step.list.index);
    }
    this.requestUpdate();
    await this.updateComplete;
    return (this.renderRoot as ShadowRoot).getElementById(id);
  }

  protected override render(): unknown {
    const s = this.schema;
    if (!s) return nothing;
    return html`<div class="tree" part="tree">
      ${this.hideRoot ? nothing : html`<div class="root">
        <div class="head">${typeAndBadges(s, this.t)}</div>
        ${this.details(s, 'r')}
      </div>`}
      ${this.body(s, 'r', [s], 0, [])}
    </div>`;
  }

  private isOpen(path: string, depth: number): boolean {
    return (depth + 1 < this.expandDepth) !== this.toggled.has(path);
  }

  private toggle(path: string): void {
    const next = new Set(this.toggled);
    if (!next.delete(path)) next.add(path);
    this.toggled = next;
  }

  private choose(path: string, index: number): void {
    this.chosen = new Map(this.chosen).set(path, index);
  }

  /** What a node contains: discriminator, properties, additional properties, array items, variants, `not`. */
  private body(s: Schema, path: string, ancestors: Schema[], depth: number, names: string[]): TemplateResult | typeof nothing {
    if (depth > MAX_DEPTH) return nothing;
    const m = merged(s);
    const required = new Set(m.required ?? []);
    const rows: TemplateResult[] = [];
    for (const [name, child] of Object.entries(m.properties ?? {})) {
      rows.push(this.row(name, child, required.has(name), `${path}/p:${name}`, ancestors, depth, [...names, name]));
    }
    for (const [pattern, child] of Object.entries(m.patternProperties ?? {})) {
      rows.push(this.row(`/${pattern}/`, child, false, `${path}/pp:${pattern}`, ancestors, depth, names, 'pattern'));
    }
    if (typeof m.additionalProperties === 'object') {
      rows.push(this.row('[key: string]', m.additionalProperties, false, `${path}/ap`, ancestors, depth, names, 'meta'));
    }
    m.prefixItems?.forEach((item, i) => rows.push(this.row(`[${i}]`, item, false, `${path}/pi:${i}`, ancestors, depth, names, 'meta')));
    if (m.not) rows.push(this.row('not', m.not, false, `${path}/not`, ancestors, depth, names, 'meta'));

    const items = isArraySchema(m) && m.items ? this.arrayItems(m.items, path, ancestors, depth, names) : nothing;
    const variants = m.oneOf?.length
      ? this.variants('oneOf', m.oneOf, m, path, ancestors, depth, names)
      : m.anyOf?.length
        ? this.variants('anyOf', m.anyOf, m, path, ancestors, depth, names)
        : nothing;
    // allOf that could not be merged: list the parts.
    const parts = m === s && s.allOf?.length ? this.allOfParts(s.allOf, path, ancestors, depth, names) : nothing;
    const additional =
      m.additionalProperties === false && m.properties
        ? html`<p class="note">${this.t.noAdditionalProperties}</p>`
        : m.additionalProperties === true && m.properties
          ? html`<p class="note">${this.t.additionalPropertiesAllowed}</p>`
          : nothing;

    if (rows.length === 0 && items === nothing && variants === nothing && parts === nothing) return additional;
    const rowList = rows.length > 0
      ? html`<ul class="rows" role="list">${this.lists.slice(path, rows)}</ul>${this.lists.more(path, rows.length, 'properties')}`
      : nothing;
    return html`${discriminatorMapping(m, this.t)}
      ${rowList} ${additional} ${items}
      ${variants} ${parts}`;
  }

  /** Array items: their structure is shown in place ("array of Pet" → Pet's properties). */
  private arrayItems(items: Schema, path: string, ancestors: Schema[], depth: number, names: string[]): unknown {
    if (ancestors.includes(items)) return circularNote(items, this.t);
    if (!hasChildren(items)) return nothing;
    return this.body(items, `${path}/items`, [...ancestors, items], depth, names);
  }

  private row(
    name: string,
    child: Schema,
    required: boolean,
    path: string,
    ancestors: Schema[],
    depth: number,
    names: string[],
    nameKind: 'property' | 'pattern' | 'meta' = 'property',
  ): TemplateResult {
    // A node that is its own ancestor — or an array of one — links to its definition instead of expanding.
    const cycle = ancestors.includes(child)
      ? child
      : child.items && isArraySchema(child) && ancestors.includes(child.items)
        ? child.items
        : undefined;
    const expandable = !cycle && depth < MAX_DEPTH && hasChildren(child);
    const open = expandable && this.isOpen(path, depth);
    const nameEl = html`<span class="name ${nameKind}">${name}</span>`;
    const id = nameKind === 'property' && this.anchorId !== undefined ? sectionId.property(this.anchorId, names) : undefined;
    return html`<li class="row ${child.deprecated ? 'is-deprecated' : ''}" id=${id ?? nothing}>
      <div class="head">
        ${expandable
          ? html`<button class="toggle" type="button" aria-expanded=${open ? 'true' : 'false'} @click=${() => this.toggle(path)}>
              ${chevron}${nameEl}
            </button>`
          : html`<span class="leaf">${nameEl}</span>`}
        ${typeAndBadges(child, this.t, required)}
      </div>
      ${this.details(child, path)} ${cycle ? circularNote(cycle, this.t) : nothing}
      ${open ? html`<div class="children">${this.body(child, path, [...ancestors, child], depth + 1, names)}</div>` : nothing}
    </li>`;
  }

  /** A node's details; its enum lists are this tree's (they grow on "Show more"). */
  private details(node: Schema, path: string): TemplateResult | typeof nothing {
    return nodeDetails(node, path, this.t, (label, s, at) => this.enumLine(label, s, at));
  }

  private enumLine(label: string, s: Schema, path: string): TemplateResult {
    const total = s.enum?.length ?? 0;
    const wanted = this.enumShown.get(path) ?? (total <= ENUM_PREVIEW + 2 ? total : ENUM_PREVIEW);
    const shown = enumValues(s, wanted);
    const hidden = total - shown.length;
    const step = Math.min(hidden, RENDER_LIMITS.listItems);
    return html`<div class="kv enum">
      <span class="k">${label}</span>
      ${shown.map((v) => html`<code>${v}</code> `)}
      ${hidden > 0 ? showMoreButton(step, hidden, 'values', this.t, () => (this.enumShown = new Map(this.enumShown).set(path, shown.length + step))) : nothing}
    </div>`;
  }

  private variants(
    kind: 'oneOf' | 'anyOf',
    variants: Schema[],
    parent: Schema,
    path: string,
    ancestors: Schema[],
    depth: number,
    names: string[],
  ): TemplateResult {
    const vpath = `${path}/${kind}`;
    const index = Math.min(this.chosen.get(vpath) ?? 0, variants.length - 1);
    const labels = variantLabels(variants, parent, this.t);
    const variant = variants[index] as Schema;
    const title = kind === 'oneOf' ? this.t.oneOf : this.t.anyOf;
    const circular = ancestors.includes(variant);
    return html`<div class="variants">
      <div class="variant-bar">
        <span class="k">${title}</span>
        ${variants.length <= MAX_VARIANT_BUTTONS
          ? html`<div class="variant-buttons" role="group" aria-label=${title}>
              ${labels.map(
                (label, i) => html`<button
                  type="button"
                  class="variant"
                  aria-pressed=${i === index ? 'true' : 'false'}
                  @click=${() => this.choose(vpath, i)}
                >
                  ${label}
                </button>`,
              )}
            </div>`
          : html`<select aria-label=${title} @change=${(e: Event) => this.choose(vpath, (e.target as HTMLSelectElement).selectedIndex)}>
              ${labels.map((label, i) => html`<option ?selected=${i === index}>${label}</option>`)}
            </select>`}
      </div>
      <div class="variant-body">
        <div class="head">${typeAndBadges(variant, this.t)}</div>
        ${this.details(variant, `${vpath}:${index}`)}
        ${circular ? circularNote(variant, this.t) : this.body(variant, `${vpath}:${index}`, [...ancestors, variant], depth, names)}
      </div>
    </div>`;
  }

  private allOfParts(parts: Schema[], path: string, ancestors: Schema[], depth: number, names: string[]): TemplateResult {
    return html`<div class="variants">
      <div class="variant-bar"><span class="k">${this.t.allOf}</span></div>
      <ul class="rows" role="list">
        ${parts.map((p, i) => this.row(p.name ?? p.title ?? this.t.partN(i + 1), p, false, `${path}/allOf:${i}`, ancestors, depth, names, 'meta'))}
      </ul>
    </div>`;
  }

}

declare global {
  interface HTMLElementTagNameMap {
    'sv-schema-tree': SvSchemaTree;
  }
}
