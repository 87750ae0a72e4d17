import { html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { sectionId, type ApiModel, type GraphqlDirective } from '../../src/index.js';
import { SvElement } from '../shared/base-element.js';
import { copyLinkButton } from '../shared/copy-link.js';
import { argumentsList, description, type HasType } from './parts.js';
import { graphqlStyles } from './graphql.styles.js';
import { rich } from '../i18n/rich.js';
import { graphqlEn } from '../i18n/parts/graphql.js';

/**
 * @tagname sv-graphql-directives
 * @summary The schema's directive definitions: locations, arguments, `repeatable`; each one a deep-link target
 * (`#directive-<name>`). The built-in ones (`@include`, `@skip`, `@deprecated` …) come last.
 * @csspart directives - The section.
 */
export class SvGraphqlDirectives extends SvElement {
  static override englishLabels = graphqlEn;
  static override styles = graphqlStyles;

  @property({ attribute: false }) model?: ApiModel;

  private readonly hasType: HasType = (name) => this.model?.schemas.has(name) ?? false;

  focusHeading(): void {
    this.renderRoot.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  }

  sectionElement(id: string): HTMLElement | null {
    return (this.renderRoot as ShadowRoot).getElementById(id);
  }

  protected override render(): unknown {
    const directives = this.model?.graphql?.directives ?? [];
    if (directives.length === 0) return nothing;
    const ordered = [...directives.filter((d) => !d.builtIn), ...directives.filter((d) => d.builtIn)];
    return html`<section part="directives" aria-labelledby="directives-title">
      <div class="heading anchored">
        <h2 id="directives-title" tabindex="-1">${this.t.directives}</h2>
        ${copyLinkButton(sectionId.graphqlDirectives(), this.t.directives, this.t)}
      </div>
      <ul class="rows">${ordered.map((d) => this.directive(d))}</ul>
    </section>`;
  }

  private directive(d: GraphqlDirective): unknown {
    const id = sectionId.graphqlDirective(d.name);
    return html`<li class="row anchored" id=${id}>
      <div class="heading">
        <h3 tabindex="-1"><code>@${d.name}</code></h3>
        ${d.repeatable ? html`<span class="badge">${this.t.repeatable}</span>` : nothing}
        ${d.builtIn ? html`<span class="badge">${this.t.builtIn}</span>` : nothing}
        ${copyLinkButton(id, this.t.anchorDirective(d.name), this.t)}
      </div>
      <p class="muted">${rich(this.t.directiveOn(d.locations.join(' | ')))}</p>
      ${description(d.description)} ${argumentsList(d.args, this.hasType, this.t)}
    </li>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'sv-graphql-directives': SvGraphqlDirectives;
  }
}
