/** Small templates the GraphQL elements share: type references as links, deprecation, directives, arguments. */
import { html, nothing, type TemplateResult } from 'lit';
import { sectionId, type GraphqlInputValue } from '../../src/index.js';
import { fragmentFor } from '../../src/index.js';
import { markdown } from '../shared/markdown.js';
import type { Labels } from '../i18n/en.js';

/** Tells which type names have an entry on the page (built-in scalars do not). */
export type HasType = (name: string) => boolean;

/** `[User!]!` with `User` linking to `#type-User` when the page has it. */
export function typeRef(type: string, typeName: string, hasType: HasType): TemplateResult {
  const at = type.indexOf(typeName);
  const link = hasType(typeName)
    ? html`<a href=${`#${fragmentFor(sectionId.graphqlType(typeName))}`}>${typeName}</a>`
    : html`${typeName}`;
  if (at < 0) return html`<code class="type">${link}</code>`;
  return html`<code class="type">${type.slice(0, at)}${link}${type.slice(at + typeName.length)}</code>`;
}

/** A link to a type's entry. */
export function typeLink(name: string, hasType: HasType): TemplateResult {
  return hasType(name) ? html`<a href=${`#${fragmentFor(sectionId.graphqlType(name))}`}><code>${name}</code></a>` : html`<code>${name}</code>`;
}

export function deprecatedBadge(item: { deprecated: boolean; deprecationReason?: string }, t: Labels): TemplateResult | typeof nothing {
  if (!item.deprecated) return nothing;
  return html`<span class="badge deprecated">${t.deprecated}</span>${item.deprecationReason
      ? html`<span class="reason">${item.deprecationReason}</span>`
      : nothing}`;
}

export function appliedDirectives(directives: readonly string[]): TemplateResult | typeof nothing {
  return directives.length ? html`<code class="muted directives">${directives.join(' ')}</code>` : nothing;
}

export function description(text: string | undefined): TemplateResult | typeof nothing {
  return text ? html`<div class="md">${markdown(text)}</div>` : nothing;
}

/** One argument or input field: `first: Int = 10`, its badges and description. */
export function inputValue(value: GraphqlInputValue, hasType: HasType, t: Labels): TemplateResult {
  return html`<span class="signature"
      ><span class="name">${value.name}</span>: ${typeRef(value.type, value.typeName, hasType)}${value.defaultValue !== undefined
        ? html` = <code class="default">${value.defaultValue}</code>`
        : nothing}
      ${deprecatedBadge(value, t)} ${appliedDirectives(value.directives)}</span
    >${description(value.description)}`;
}

/** Arguments of a field or directive, deprecated ones folded away. */
export function argumentsList(args: readonly GraphqlInputValue[], hasType: HasType, t: Labels): TemplateResult | typeof nothing {
  if (args.length === 0) return nothing;
  const current = args.filter((a) => !a.deprecated);
  const old = args.filter((a) => a.deprecated);
  return html`<ul class="args" aria-label=${t.arguments}>
      ${current.map((a) => html`<li>${inputValue(a, hasType, t)}</li>`)}
    </ul>
    ${old.length ? folded(old.length, html`<ul class="args">${old.map((a) => html`<li>${inputValue(a, hasType, t)}</li>`)}</ul>`, t) : nothing}`;
}

/** "Show N deprecated": deprecated items stay out of the way until asked for. */
export function folded(count: number, content: TemplateResult, t: Labels): TemplateResult {
  return html`<details class="deprecated-items"><summary>${t.showDeprecated(count)}</summary>${content}</details>`;
}
