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
 * @summary The body of a GraphQL root field's card: return type and arguments. The card around it (title, deep link)
 * and its examples column (query, variables, response, Try-It) are sv-operation's.
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
        : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'sv-graphql-operation': SvGraphqlOperation;
  }
}
