import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { fragmentFor, operationMethodLabel, sectionId, type ApiModel, type Operation, navigationOf, type Navigation, type NavTag } from '../../src/index.js';
import { SvElement } from '../shared/base-element.js';
import { methodClass, operationTitle } from '../shared/labels.js';
import { formatView } from '../shared/format-views.js';
import { ShownItems } from '../shared/show-more.js';
import { sidebarStyles } from './sidebar.styles.js';
import type { SidebarTagsHost } from './sidebar-tags.js';
import { tagTreeViews } from '../shared/lazy-elements.js';

/** Up to this many operations every group starts open; beyond it only the group of the current one. */
const OPEN_ALL_UP_TO = 150;
/** Schema lists up to this length start open. */
const OPEN_SCHEMAS_UP_TO = 30;

const haystacks = new WeakMap<Operation, string>();

/** Lower-case text an operation is found by: method, path, summary, operationId. */
function haystackOf(op: Operation): string {
  let text = haystacks.get(op);
  if (text === undefined) {
    text = `${op.method} ${op.path} ${op.summary ?? ''} ${op.operationId ?? ''} ${op.id}`.toLowerCase();
    haystacks.set(op, text);
  }
  return text;
}

/**
 * @tagname sv-sidebar
 * @summary Navigation: operations grouped by tag (collapsible), webhooks and schemas, with a filter.
 *
 * @fires sv-navigate - An entry was chosen; `detail.id` is the target's element id.
 * @csspart sidebar - The container: the navigation landmark ("API navigation") holding title, filter and list.
 * @csspart brand - The API title and version at the top.
 * @csspart filter - The filter input.
 * @csspart nav - The scrolling list.
 * @csspart method-badge - Method labels of entries.
 * @cssproperty --sv-sidebar-bg - Background.
 * @cssproperty --sv-sidebar-fg - Text colour.
 * @cssproperty --sv-sidebar-active-bg - Background of the current entry.
 * @cssproperty --sv-sidebar-active-fg - Text colour of the current entry.
 */
export class SvSidebar extends SvElement {
  static override styles = sidebarStyles;

  @property({ attribute: false }) model?: ApiModel;

  /** Element id of the operation (or schema) in view; its entry is highlighted and its group opened. */
  @property({ attribute: 'active-id' }) activeId?: string;

  @state() private filter = '';
  /** Groups the reader opened or closed; the others follow their default (open when small or current). */
  @state() private choices = new Map<string, boolean>();
  /** First slices of tags with very many operations. */
  private readonly lists = new ShownItems(this);

  @query('.list') private nav?: HTMLElement;
  @query('input') private input?: HTMLInputElement;

  /** Puts the keyboard focus in the filter (used when the drawer opens). */
  override focus(options?: FocusOptions): void {
    this.input?.focus(options);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('model')) {
      this.choices = new Map();
      this.filter = '';
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('activeId') && this.activeId) this.revealEntry(this.activeId);
  }

  protected override render(): unknown {
    const model = this.model;
    if (!model) return nothing;
    const nav = navigationOf(model);
    const terms = this.filter.toLowerCase().split(/\s+/).filter(Boolean);
    const matches = (op: Operation) => terms.every((t) => haystackOf(op).includes(t));
    const filtering = terms.length > 0;
    const resultCount = filtering ? nav.order.filter(matches).length : 0;
    const smallSpec = nav.order.length <= OPEN_ALL_UP_TO;
    const activeTag = this.activeId ? nav.homeTag.get(this.activeId) : undefined;
    // The current entry's tag and the tags above it start open.
    const activePath = new Set(activeTag === undefined ? [] : [activeTag, ...(nav.tagAncestors.get(activeTag) ?? [])]);
    const isOpen = (key: string, containsActive: boolean) =>
      filtering || (this.choices.get(key) ?? (smallSpec || containsActive));
    const tags: SidebarTagsHost = {
      filtering,
      matches,
      isOpen: (tag) => isOpen(`tag:${tag.name}`, activePath.has(tag.name)),
      group: (key, label, count, open, operations, nested) => this.group(key, label, count, open, operations, nested),
    };
    const tree = nav.groups.some((group) => group.tags.some((tag) => tag.children.length > 0)) ? this.nestedGroups() : undefined;

    // The whole sidebar (title, filter, list) is the navigation landmark: axe's "region" rule wants no content
    // of the page outside a landmark.
    return html`<nav class="sidebar" part="sidebar" aria-label=${this.t.apiNavigation}>
      <div class="brand" part="brand">
        <span class="brand-title">${model.info.title}</span>
        ${model.info.version ? html`<span class="brand-version">v${model.info.version.replace(/^v/i, '')}</span>` : nothing}
      </div>
      <div class="search">
        <label class="visually-hidden" for="filter">${this.t.filterOperations}</label>
        <input
          id="filter"
          part="filter"
          type="search"
          placeholder=${this.t.filterOperations}
          autocomplete="off"
          spellcheck="false"
          .value=${this.filter}
          @input=${(e: Event) => (this.filter = (e.target as HTMLInputElement).value)}
          @keydown=${this.onFilterKey}
        />
        <span class="visually-hidden" role="status">${filtering ? this.t.matchingOperations(resultCount) : ''}</span>
        <button class="search-button" part="search-button" type="button" aria-haspopup="dialog" title=${this.t.searchEverything} @click=${() => this.emit('sv-open-search', null)}>${this.t.search}</button>
      </div>
      <div class="list" part="nav" @click=${this.onClick}>
        <ul class="groups" role="list">
          ${nav.groups.map((group) => {
            const entries = group.tags.map((tag) => (tree && tag.children.length > 0 ? tree(tag, tags) : this.tagGroup(tag, tags)));
            const any = entries.some((t) => t !== nothing);
            return html`${group.name && any ? html`<li class="group-title"><bdi>${group.name}</bdi></li>` : nothing}${entries}`;
          })}
          ${this.webhooks(nav, matches, filtering, isOpen('webhooks', nav.webhooks.some((w) => w.id === this.activeId)))}
          ${filtering ? nothing : this.formatGroups(model) ?? this.schemas(nav, this.schemasOpen(nav))}
        </ul>
        ${filtering && resultCount === 0 ? html`<p class="empty">${this.t.noOperationsMatch(this.filter)}</p>` : nothing}
      </div>
    </nav>`;
  }

  /** A tag without nested tags: one group (nested ones come with the tag tree's chunk, sidebar-tags.ts). */
  private tagGroup(tag: NavTag, host: SidebarTagsHost): TemplateResult | typeof nothing {
    if (tag.total === 0) return nothing;
    const visible = host.filtering ? tag.operations.filter(host.matches) : tag.operations;
    return visible.length === 0 ? nothing : this.group(`tag:${tag.name}`, tag.label, tag.total, host.isOpen(tag), visible);
  }

  /** The nested groups' renderer once the tag tree's chunk has arrived (the viewer fetches it with the model). */
  private nestedGroups() {
    return tagTreeViews.forRender(this, (views) => views.nestedGroupStyles)?.sidebarTag;
  }

  /** Long schema lists start collapsed (and unrendered) unless a schema is in view. */
  private schemasOpen(nav: Navigation): boolean {
    const byDefault = nav.schemas.length <= OPEN_SCHEMAS_UP_TO || (this.activeId?.startsWith('schema-') ?? false);
    return this.choices.get('schemas') ?? byDefault;
  }

  /**
   * A collapsible group; `nested`: the groups of the tags nested under it, after its entries. Entries of closed
   * groups are not rendered at all: GitHub's 1,223 operations would otherwise cost ten thousand nodes before anyone
   * opens a group.
   */
  private group(key: string, label: string, count: number, open: boolean, operations: Operation[], nested: unknown = nothing): TemplateResult {
    return html`<li class="group">
      ${this.groupToggle(key, label, count, open)}
      ${open && operations.length > 0
        ? html`<ul class="entries" role="list">${this.shown(key, operations, (op) => op.id).map((op) => this.entry(op))}</ul>
            ${this.lists.more(key, operations.length, 'operations')}`
        : nothing}
      ${nested}
    </li>`;
  }

  /**
   * The first slice of a long list (a group's operations, the schema names: GitHub's 969 took 0.2 s to open),
   * always reaching the current entry (a deep link may point far down).
   */
  private shown<T>(key: string, items: readonly T[], idOf: (item: T) => string): readonly T[] {
    const active = items.findIndex((item) => idOf(item) === this.activeId);
    if (active >= 0) this.lists.reveal(key, active);
    return this.lists.slice(key, items);
  }

  private webhooks(
    nav: Navigation,
    matches: (op: Operation) => boolean,
    filtering: boolean,
    open: boolean,
  ): TemplateResult | typeof nothing {
    const visible = filtering ? nav.webhooks.filter(matches) : nav.webhooks;
    if (visible.length === 0) return nothing;
    return this.group('webhooks', this.t.webhooks, nav.webhooks.length, open, visible);
  }

  private schemas(nav: Navigation, open: boolean): TemplateResult | typeof nothing {
    if (nav.schemas.length === 0) return nothing;
    return html`<li class="group">
      ${this.groupToggle('schemas', this.t.schemas, nav.schemas.length, open)}
      ${open
        ? html`<ul class="entries" role="list">
            <li><a class="entry" href="#schemas" data-target="schemas"><span class="label">${this.t.allSchemas}</span></a></li>
            ${this.shown('schemas', nav.schemas, ([name]) => sectionId.schema(name)).map(([name]) => {
              const id = sectionId.schema(name);
              return html`<li>
                <a class="entry schema" href=${`#${fragmentFor(id)}`} data-target=${id} aria-current=${this.activeId === id ? 'true' : nothing}>
                  <span class="label">${name}</span>
                </a>
              </li>`;
            })}
          </ul>
          ${this.lists.more('schemas', nav.schemas.length, 'schemas')}`
        : nothing}
    </li>`;
  }

  /** A format's own groups in place of the schemas (GraphQL: types by kind, directives). */
  private formatGroups(model: ApiModel): unknown {
    const groups = formatView(model.specType)?.sidebarGroups;
    if (!groups) return undefined;
    return groups(model, {
      activeId: this.activeId,
      isOpen: (key, byDefault) => this.choices.get(key) ?? byDefault,
      groupToggle: (key, label, count, open) => this.groupToggle(key, label, count, open),
      t: this.t,
    });
  }

  private groupToggle(key: string, label: string, count: number, open: boolean): TemplateResult {
    return html`<button class="group-toggle" type="button" aria-expanded=${open ? 'true' : 'false'} @click=${() => this.toggle(key, open)}>
      <svg class="chevron" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false"><path fill="currentColor" d="M6.22 3.22a.75.75 0 0 1 1.06 0l4.25 4.25a.75.75 0 0 1 0 1.06l-4.25 4.25a.75.75 0 0 1-1.06-1.06L9.94 8 6.22 4.28a.75.75 0 0 1 0-1.06Z"/></svg>
      <span class="group-name" dir="auto">${label}</span>
      <span class="count">${count}<span class="visually-hidden"> ${this.t.entries(count)}</span></span>
    </button>`;
  }

  /** An entry; an operation listed under several tags links to its one full card each time. */
  private entry(op: Operation): TemplateResult {
    const active = op.id === this.activeId;
    return html`<li>
      <a
        class="entry ${op.deprecated ? 'deprecated' : ''}"
        href=${`#${fragmentFor(op.id)}`}
        data-target=${op.id}
        data-op-id=${op.id}
        aria-current=${active ? 'true' : nothing}
      >
        <span class="method plain ${methodClass(op)}" part="method-badge">${operationMethodLabel(op)}</span>
        <span class="label" dir="auto">${operationTitle(op)}</span>
      </a>
    </li>`;
  }

  private toggle(key: string, open: boolean): void {
    this.choices = new Map(this.choices).set(key, !open);
  }

  private readonly onClick = (event: MouseEvent): void => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-target]');
    const id = link?.dataset['target'];
    if (!id) return;
    event.preventDefault();
    this.emit('sv-navigate', { id });
  };

  private readonly onFilterKey = (event: KeyboardEvent): void => {
    if (event.key === 'Escape' && this.filter !== '') {
      event.stopPropagation();
      this.filter = '';
    } else if (event.key === 'Enter') {
      const first = this.renderRoot.querySelector<HTMLAnchorElement>('.entries li:not([hidden]) a[data-target]');
      const id = first?.dataset['target'];
      if (id) this.emit('sv-navigate', { id });
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      this.renderRoot.querySelector<HTMLAnchorElement>('.entries:not([hidden]) li:not([hidden]) a[data-target]')?.focus();
    }
  };

  /** Scrolls the sidebar list (never the page) so the entry of `id` is visible. */
  private revealEntry(id: string): void {
    const nav = this.nav;
    const entry = this.renderRoot.querySelector<HTMLElement>(`a[data-target="${CSS.escape(id)}"]`);
    if (!nav || !entry || entry.offsetParent === null) return;
    const navRect = nav.getBoundingClientRect();
    const rect = entry.getBoundingClientRect();
    if (rect.top < navRect.top + 8 || rect.bottom > navRect.bottom - 8) {
      nav.scrollTop += rect.top - navRect.top - navRect.height / 3;
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'sv-sidebar': SvSidebar;
  }
}
