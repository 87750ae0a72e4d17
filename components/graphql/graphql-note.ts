import { html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import type { ApiModel } from '../../src/index.js';
import { SvElement } from '../shared/base-element.js';
import { graphqlStyles } from './graphql.styles.js';
import { rich } from '../i18n/rich.js';

/**
 * @tagname sv-graphql-note
 * @summary One quiet note on an introspection export that left things out: the introspection options to turn on.
 * @csspart note - The note.
 */
export class SvGraphqlNote extends SvElement {
  static override styles = graphqlStyles;

  @property({ attribute: false }) model?: ApiModel;

  protected override render(): unknown {
    const missing = this.model?.graphql?.missingExportOptions ?? [];
    if (missing.length === 0) return nothing;
    return html`<p class="note" part="note">${rich(this.t.graphqlMissingExport(missing))}</p>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'sv-graphql-note': SvGraphqlNote;
  }
}
