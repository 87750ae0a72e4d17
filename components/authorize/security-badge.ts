import { html, nothing, type TemplateResult } from 'lit';
import { consume } from '@lit/context';
import { property, state } from 'lit/decorators.js';
import { inDisplayOrder, schemeToAuthorize, type ApiModel, type Operation, type RequirementEntry, type RequirementGroup, type SecurityState, type AuthSession } from '../../src/index.js';
import { SvElement } from '../shared/base-element.js';
import { apiModelContext } from '../shared/context.js';
import { AuthController } from '../controllers/auth-controller.js';
import { lockIcon } from './lock-icon.js';
import { securityBadgeStyles } from './security-badge.styles.js';
import type { Labels } from '../i18n/en.js';


function entry(e: RequirementEntry, t: Labels): TemplateResult {
  // No whitespace between the pieces: the line reads "oauth (read) ✓" and a screen reader hears "oauth (read), applied".
  const scopes = e.scopes.length > 0 ? html`<span class="scopes"> (${e.scopes.join(', ')})</span>` : nothing;
  const check = e.status === 'applied' ? html`<span class="check" aria-hidden="true">✓</span>` : nothing;
  const deprecated = e.scheme?.deprecated ? html` <span class="flag deprecated">${t.deprecatedFlag}</span>` : nothing;
  return html`<span class="entry ${e.status}"><code>${e.key}</code>${scopes}${deprecated}${check}<span class="visually-hidden">, ${t.entryStatuses[e.status]}</span></span>`;
}

function alternative(group: RequirementGroup, index: number, t: Labels): TemplateResult {
  const or = index > 0 ? html`<span class="or">${t.or}</span> ` : nothing;
  if (group.entries.length === 0) return html`<li class="group optional">${or}<span class="entry">${t.noCredentials}</span></li>`;
  return html`<li class="group ${group.satisfied ? 'satisfied' : ''}">
    ${or}${group.entries.map(
      (e, i) => html`${i > 0 ? html`<span class="and" aria-hidden="true">+</span><span class="visually-hidden"> ${t.and} </span>` : nothing}${entry(e, t)}`,
    )}
  </li>`;
}

/** The Authorize panel's forms are a chunk of their own: fetched as the reader reaches for this button. */
const preloadForms = (): void => void import('./authorize-panel.js').catch(() => undefined);

/**
 * @tagname sv-security-badge
 * @summary An operation's security: the schemes it accepts (with scopes; AND within an alternative, OR between
 * them) and a lock state that follows the credentials applied in the Authorize panel.
 *
 * Renders nothing when neither the operation nor the document declares security. Its Authorize button asks the
 * `<sv-authorize>` of the same viewer (through the AuthSession) to open on the first scheme still missing.
 *
 * @csspart security - The line.
 * @csspart state - The lock and state text.
 * @csspart authorize - The Authorize button.
 * @cssproperty --sv-security-badge-locked - Colour of the lock while credentials are required.
 * @cssproperty --sv-security-badge-unlocked - Colour of the lock once they are applied.
 */
export class SvSecurityBadge extends SvElement {
  static override styles = securityBadgeStyles;

  @property({ attribute: false }) operation?: Operation;
  /** Defaults to the model provided by `<spec-viewer>`. */
  @property({ attribute: false }) model?: ApiModel;
  /** Defaults to the session provided by `<spec-viewer>`. */
  @property({ attribute: false }) session?: AuthSession;

  @consume({ context: apiModelContext, subscribe: true })
  @state()
  private contextModel?: ApiModel;

  private readonly auth = new AuthController(this, () => this.session);

  /** none | public | optional | satisfied | unsatisfied (see `evaluateSecurity`). */
  get state(): SecurityState {
    return this.operation ? this.auth.evaluate(this.operation, this.model ?? this.contextModel).state : 'none';
  }

  protected override render(): unknown {
    if (!this.operation) return nothing;
    const evaluation = this.auth.evaluate(this.operation, this.model ?? this.contextModel);
    const { state } = evaluation;
    if (state === 'none') return nothing;
    // Open the panel where it helps: the closest alternative's first missing scheme (as Try-It's Authorize… does), else the one in use.
    const target = schemeToAuthorize(evaluation) ?? (evaluation.chosen ?? evaluation.groups.find((g) => g.entries.length > 0))?.entries[0]?.key;
    const managed = evaluation.groups.some((g) => g.entries.some((e) => e.status !== 'external'));
    const session = this.auth.session;
    // mutualTLS, unknown types, undeclared names: satisfied as far as Send goes, but nothing was checked here.
    const unchecked = state === 'satisfied' && evaluation.chosen?.entries.every((e) => e.status === 'external');
    return html`<div class="security ${state}" part="security" data-state=${state}>
      <span class="label">${this.t.authorization}</span>
      <span class="state" part="state">
        ${state === 'public' || unchecked ? nothing : lockIcon(state === 'unsatisfied')}${unchecked ? this.t.notChecked : this.t.securityStates[state]}
      </span>
      ${evaluation.groups.length > 0
        ? html`<ul class="alternatives" aria-label=${this.t.acceptedCredentials}>${inDisplayOrder(evaluation.groups).map((g, i) => alternative(g, i, this.t))}</ul>`
        : nothing}
      ${session && managed
        ? html`<button
            type="button"
            class="authorize"
            part="authorize"
            @pointerenter=${preloadForms}
            @focus=${preloadForms}
            @click=${() => session.requestOpen(target)}
          >
            ${this.t.authorize}
          </button>`
        : nothing}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'sv-security-badge': SvSecurityBadge;
  }
}
