import { html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { sectionId, type ApiModel, type Operation } from '../../src/index.js';
import { SvElement } from '../shared/base-element.js';
import { fragmentFor } from '../../src/index.js';
import { appliedDirectives, argumentsList, typeRef, type HasType } from './parts.js';
import { graphqlStyles } from './graphql.styles.js';
import { graphqlEn } from '../i18n/parts/graphql.js';

/**
 * @tagname sv-graphql-operation
 * @summary The body of a GraphQL root field's card: arguments, return type and the generated example
 * (operation document, variables, sample response). The card around it (title, deep link, Try-It) is sv-operation's.
 * @csspart example - The example blocks.
 */
export class SvGraphqlOperation extends SvElement {
  static override englishLabels = graphqlEn;
  static override styles = graphqlStyles;

  @property({ attribute: false }) operation?: Operation;
  @property({ attribute: false }) model?: ApiModel;

  private readonly hasType: HasType = (name) => this.model?.schemas.has(name) ?? false;

  protected override render(): unknown {
    const info = this.operation?.graphql;
    if (!info) return nothing;
    const { field } = info;
    const example = info.example;
    return html`<div class="section">
        <h4>${this.t.returns}</h4>
        <p class="signature">${typeRef(field.type, field.typeName, this.hasType)} ${appliedDirectives(field.directives)}</p>
        <p class="muted">
          ${this.t.fieldWord} <a href=${`#${fragmentFor(sectionId.graphqlTypeField(info.rootTypeName, field.name))}`}><code>${info.rootTypeName}.${field.name}</code></a>
          ${this.t.ofRootType(info.root)}
        </p>
      </div>
      ${field.args.length
        ? html`<div class="section"><h4>${this.t.arguments} (${field.args.length})</h4>${argumentsList(field.args, this.hasType, this.t)}</div>`
        : nothing}
      <div class="section" part="example">
        <h4>${this.t.example}</h4>
        <pre dir="ltr" aria-label=${this.t.operationDocumentOf(field.name)} tabindex="0"><code>${example.document}</code></pre>
        ${Object.keys(example.variables).length
          ? html`<h5 class="muted">${this.t.graphqlVariables}</h5>
              <pre dir="ltr" aria-label=${this.t.variablesOfField(field.name)} tabindex="0"><code>${JSON.stringify(example.variables, null, 2)}</code></pre>`
          : nothing}
        <h5 class="muted">${this.t.sampleResponse}</h5>
        <pre dir="ltr" aria-label=${this.t.sampleResponseOf(field.name)} tabindex="0"><code>${JSON.stringify(example.response, null, 2)}</code></pre>
      </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'sv-graphql-operation': SvGraphqlOperation;
  }
}
