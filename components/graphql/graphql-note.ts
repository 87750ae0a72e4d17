import { html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { ApiModel, SpecError } from '../../src/index.js';
import { problemViews } from '../shared/lazy-elements.js';
import { SvElement } from '../shared/base-element.js';
import { graphqlStyles } from './graphql.styles.js';
import { rich } from '../i18n/rich.js';
import { graphqlEn } from '../i18n/parts/graphql.js';

/**
 * @tagname sv-graphql-note
 * @summary One quiet note on an introspection export that left things out: the introspection options to turn on;
 *   and the problems of a schema checked after the page was shown (`model.graphql.checked`), once known.
 * @csspart note - The note.
 */
export class SvGraphqlNote extends SvElement {
  static override englishLabels = graphqlEn;
  static override styles = graphqlStyles;

  @property({ attribute: false }) model?: ApiModel;

  /** Findings of the late checks of the current model. */
  @state() private late: SpecError[] = [];

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!changed.has('model')) return;
    this.late = [];
    const model = this.model;
    void model?.graphql?.checked?.then((problems) => {
      if (this.model === model) this.late = problems;
    });
  }

  protected override render(): unknown {
    const missing = this.model?.graphql?.missingExportOptions ?? [];
    if (this.late.length > 0) void problemViews.load(); // the warnings list is a lazy chunk
    const late = this.late.length > 0 ? html`<sv-warnings .warnings=${this.late}></sv-warnings>` : nothing;
    if (missing.length === 0) return late;
    return html`${late}<p class="note" part="note">${rich(this.t.graphqlMissingExport(missing))}</p>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'sv-graphql-note': SvGraphqlNote;
  }
}
