import { html, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { sectionId, type ApiModel, type GraphqlEnumValue, type GraphqlField, type GraphqlInputValue, type GraphqlType, type Schema } from '../../src/index.js';
import { SvElement } from '../shared/base-element.js';
import { copyLinkButton } from '../shared/copy-link.js';
import { safeHref } from '../shared/safe-url.js';
import { fragmentFor, idFromHash } from '../../src/index.js';
import { appliedDirectives, argumentsList, deprecatedBadge, description, folded, inputValue, typeLink, typeRef, type HasType } from './parts.js';
import { graphqlStyles } from './graphql.styles.js';
import { graphqlEn } from '../i18n/parts/graphql.js';

/** Enum values shown before "Show all": GitHub has enums of ~1,500 values. */
export const ENUM_VALUES_SHOWN = 50;


/**
 * @tagname sv-graphql-type
 * @summary One GraphQL named type: kind, description, fields with arguments, relations and where it is used.
 *
 * Each field, input field and enum value is a deep-link target (`#type-<Name>.<field>`) with a copy-link button.
 * Deprecated items are folded under "Show N deprecated"; long enums show their first values until asked.
 * @csspart type - The entry.
 */
export class SvGraphqlType extends SvElement {
  static override englishLabels = graphqlEn;
  static override styles = graphqlStyles;

  @property({ attribute: false }) schema?: Schema;
  @property({ attribute: false }) model?: ApiModel;

  @state() private allValues = false;
  @state() private usedByOpen = false;

  focusHeading(): void {
    this.renderRoot.querySelector<HTMLElement>('h3')?.focus({ preventScroll: true });
  }

  /** The row of `#type-<Name>.<field>`; a deprecated or hidden one is unfolded first. */
  sectionElement(id: string): HTMLElement | null {
    const root = this.renderRoot as ShadowRoot;
    if (!root.getElementById(id) && !this.allValues) {
      // An enum value beyond the first ones: render them all now, synchronously, so the link finds its row.
      this.allValues = true;
      this.performUpdate();
    }
    const el = root.getElementById(id);
    if (!el) return null;
    const folded = el.closest('details');
    if (folded) folded.open = true;
    return el;
  }

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    // A deep link to a value beyond the first ones must find it.
    const hash = idFromHash(location.hash) ?? '';
    const type = this.schema?.graphql;
    if (changed.has('schema') && type && hash.startsWith(`${sectionId.graphqlType(type.name)}.`)) this.allValues = true;
  }

  private readonly hasType: HasType = (name) => this.model?.schemas.has(name) ?? false;

  protected override render(): unknown {
    const type = this.schema?.graphql;
    if (!type) return nothing;
    const id = sectionId.graphqlType(type.name);
    return html`<section class="type" part="type" aria-labelledby="title">
      <div class="heading anchored">
        <h3 id="title" tabindex="-1">${type.name}</h3>
        <span class="badge kind">${this.t.graphqlKinds[type.kind]}</span>
        ${type.oneOf ? html`<span class="badge accent" title=${this.t.exactlyOneField}>@oneOf</span>` : nothing}
        ${copyLinkButton(id, this.t.anchorType(type.name), this.t)}
      </div>
      ${description(type.description)} ${this.facts(type)} ${this.members(type)}
      ${type.fields.length ? this.fieldsSection(this.t.fields, type, type.fields, (f) => this.fieldRow(type, f)) : nothing}
      ${type.inputFields.length ? this.fieldsSection(this.t.inputFields, type, type.inputFields, (f) => this.inputRow(type, f)) : nothing}
      ${type.enumValues.length ? this.enumSection(type) : nothing} ${this.usedBy(type)}
    </section>`;
  }

  private facts(type: GraphqlType): TemplateResult | typeof nothing {
    const relations = this.model?.graphql?.relations;
    const implementedBy = type.kind === 'interface' ? (relations?.implementedBy.get(type.name) ?? []) : [];
    const memberOf = relations?.memberOf.get(type.name) ?? [];
    const specified = safeHref(type.specifiedByURL);
    const rows: TemplateResult[] = [];
    const links = (names: readonly string[]) => html`<span class="links">${names.map((n) => typeLink(n, this.hasType))}</span>`;
    if (type.interfaces.length) rows.push(html`<dt>${this.t.implements}</dt><dd>${links(type.interfaces)}</dd>`);
    if (implementedBy.length) rows.push(html`<dt>${this.t.implementedBy}</dt><dd>${links(implementedBy)}</dd>`);
    if (memberOf.length) rows.push(html`<dt>${this.t.memberOf}</dt><dd>${links(memberOf)}</dd>`);
    if (specified) rows.push(html`<dt>${this.t.specifiedBy}</dt><dd><a href=${specified} target="_blank" rel="noopener noreferrer">${type.specifiedByURL}</a></dd>`);
    if (type.directives.length) rows.push(html`<dt>${this.t.directives}</dt><dd>${appliedDirectives(type.directives)}</dd>`);
    return rows.length ? html`<dl class="facts">${rows}</dl>` : nothing;
  }

  private members(type: GraphqlType): TemplateResult | typeof nothing {
    if (type.kind !== 'union') return nothing;
    return html`<div class="section">
      <h4>${this.t.possibleTypes} (${type.possibleTypes.length})</h4>
      <ul class="rows">${type.possibleTypes.map((n) => html`<li class="row">${typeLink(n, this.hasType)}</li>`)}</ul>
    </div>`;
  }

  private fieldsSection<T extends { deprecated: boolean }>(title: string, type: GraphqlType, items: readonly T[], row: (item: T) => TemplateResult): TemplateResult {
    const current = items.filter((f) => !f.deprecated);
    const old = items.filter((f) => f.deprecated);
    return html`<div class="section">
      <h4>${title} (${items.length})</h4>
      <ul class="rows" aria-label=${this.t.listOf(title, type.name)}>${current.map(row)}</ul>
      ${old.length ? folded(old.length, html`<ul class="rows">${old.map(row)}</ul>`, this.t) : nothing}
    </div>`;
  }

  private anchor(type: GraphqlType, name: string): { id: string; button: TemplateResult } {
    const id = sectionId.graphqlTypeField(type.name, name);
    return { id, button: copyLinkButton(id, `${type.name}.${name}`, this.t) };
  }

  private fieldRow(type: GraphqlType, f: GraphqlField): TemplateResult {
    const { id, button } = this.anchor(type, f.name);
    return html`<li class="row anchored" id=${id}>
      <span class="signature"
        ><span class="name">${f.name}</span>${f.args.length ? html`<span class="muted">(…)</span>` : nothing}:
        ${typeRef(f.type, f.typeName, this.hasType)} ${deprecatedBadge(f, this.t)} ${appliedDirectives(f.directives)}${button}</span
      >
      ${description(f.description)} ${argumentsList(f.args, this.hasType, this.t)}
    </li>`;
  }

  private inputRow(type: GraphqlType, f: GraphqlInputValue): TemplateResult {
    const { id, button } = this.anchor(type, f.name);
    return html`<li class="row anchored" id=${id}>${inputValue(f, this.hasType, this.t)}${button}</li>`;
  }

  private enumSection(type: GraphqlType): TemplateResult {
    const values = type.enumValues;
    const shown = this.allValues ? values : values.slice(0, ENUM_VALUES_SHOWN);
    const row = (v: GraphqlEnumValue) => {
      const { id, button } = this.anchor(type, v.name);
      return html`<li class="row anchored" id=${id}>
        <span class="signature"><span class="name">${v.name}</span> ${deprecatedBadge(v, this.t)} ${appliedDirectives(v.directives)}${button}</span>
        ${description(v.description)}
      </li>`;
    };
    const current = shown.filter((v) => !v.deprecated);
    const old = shown.filter((v) => v.deprecated);
    return html`<div class="section">
      <h4>${this.t.values} (${values.length})</h4>
      <ul class="rows" aria-label=${this.t.listOf(this.t.values, type.name)}>${current.map(row)}</ul>
      ${old.length ? folded(old.length, html`<ul class="rows">${old.map(row)}</ul>`, this.t) : nothing}
      ${shown.length < values.length
        ? html`<button type="button" class="more" @click=${() => (this.allValues = true)}>${this.t.showAllValues(values.length)}</button>`
        : nothing}
    </div>`;
  }

  /** "Used by": fields returning the type, arguments and input fields of its type, unions containing it. */
  private usedBy(type: GraphqlType): TemplateResult | typeof nothing {
    const uses = this.model?.graphql?.relations.usedBy.get(type.name) ?? [];
    if (uses.length === 0) return nothing;
    const KIND: Record<string, string> = this.t.usageKinds;
    const target = (owner: string, field?: string) => {
      if (owner.startsWith('@')) return sectionId.graphqlDirective(owner.slice(1));
      return field ? sectionId.graphqlTypeField(owner, field) : sectionId.graphqlType(owner);
    };
    return html`<details class="section used-by" @toggle=${(e: Event) => (this.usedByOpen = (e.target as HTMLDetailsElement).open)}>
      <summary>${this.t.usedBy} (${uses.length})</summary>
      ${this.usedByOpen
        ? html`<ul class="rows">
            ${uses.map(
              (u) => html`<li class="row"><a href=${`#${fragmentFor(target(u.owner, u.field))}`}><code>${u.coordinate}</code></a>
                <span class="muted">${KIND[u.kind]}</span></li>`,
            )}
          </ul>`
        : nothing}
    </details>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'sv-graphql-type': SvGraphqlType;
  }
}
