/**
 * Why Send is disabled, listed under it. Missing credentials carry an "Authorize…" button: it asks the Authorize
 * panel to open on the scheme that would satisfy the operation (through the AuthSession, as security badges do), and
 * once credentials applied there satisfy it, focus comes back to this panel's Send.
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { sendBlockerList, type ApiModel, type Operation, type SendBlocker, type TryItForm } from '../../src/index.js';
import type { AuthController } from '../controllers/auth-controller.js';
import type { Labels } from '../i18n/en.js';

/** What the list reads from `<sv-try-it>`. */
export interface SendBlockersHost extends ReactiveControllerHost {
  readonly operation: Operation;
  readonly form: TryItForm;
  readonly apiModel: ApiModel | undefined;
  readonly extraBlockers: ReadonlyArray<string | SendBlocker>;
  readonly t: Labels;
  readonly renderRoot: HTMLElement | DocumentFragment;
}

/**
 * The reasons Send is disabled: the form's, missing credentials (only where the page shares an AuthSession: on its
 * own, nobody could supply them) and the host's `extraBlockers`. Its "Authorize…" button asks for the Authorize
 * panel on the blocker's scheme and waits for the operation's requirement to be met: then the panel closes and,
 * after the next render, focus moves to Send (or, while Send stays disabled for other reasons, to this list; never
 * to the page). A flow started elsewhere (the page's Authorize button, a security badge) never moves focus here.
 *
 * @example
 * ```ts
 * private readonly sendBlockers = new SendBlockers(this, this.auth);
 * // render: html`<button ?disabled=${this.sendBlockers.list().length > 0}>…</button> ${this.sendBlockers.render()}`
 * ```
 */
export class SendBlockers implements ReactiveController {
  private focusSend = false;

  constructor(
    private readonly host: SendBlockersHost,
    private readonly auth: AuthController,
  ) {
    host.addController(this);
  }

  /** Missing credentials, as data. */
  private security(): SendBlocker[] {
    return this.auth.session ? this.auth.blockers(this.host.operation, this.host.apiModel) : [];
  }

  list(): Array<string | SendBlocker> {
    const { operation, form, extraBlockers } = this.host;
    return [...sendBlockerList(operation, form.state), ...this.security(), ...extraBlockers];
  }

  /** `list()` in the interface's language. */
  texts(): string[] {
    return this.list().map((b) => (typeof b === 'string' ? b : this.host.t.sendBlocker(b)));
  }

  /** Opens the Authorize panel on `scheme`; focus comes back to Send once the operation's requirement is met. */
  authorize(scheme: string): void {
    this.auth.session?.requestOpen(scheme, {
      satisfied: () => this.security().length === 0,
      settled: (met) => {
        if (!met) return; // closed without them: the panel gives focus back to the Authorize… button
        this.focusSend = true;
        this.host.requestUpdate();
      },
    });
  }

  hostUpdated(): void {
    if (!this.focusSend) return;
    this.focusSend = false;
    const root = this.host.renderRoot;
    const send = root.querySelector<HTMLButtonElement>('button.send');
    (send && !send.disabled ? send : root.querySelector<HTMLElement>('#blockers'))?.focus();
  }

  /** The list Send's `aria-describedby` points at (`#blockers`), focusable from script only; nothing when empty. */
  render(blockers = this.list()): TemplateResult | typeof nothing {
    if (blockers.length === 0) return nothing;
    return html`<ul class="blockers" id="blockers" part="blockers" tabindex="-1">${blockers.map((b) => html`<li>${this.item(b)}</li>`)}</ul>`;
  }

  private item(b: string | SendBlocker): unknown {
    if (typeof b === 'string') return b;
    const t = this.host.t;
    const text = t.sendBlocker(b);
    if (b.code !== 'authorization-required' || !b.scheme || !this.auth.session) return text;
    const scheme = b.scheme;
    return html`<span class="blocker-text">${text}</span>
      <button type="button" class="authorize-to-send" part="authorize-to-send" aria-label=${t.authorizeSchemeToSend(scheme)}
        @click=${() => this.authorize(scheme)}>${t.authorizeToSend}</button>`;
  }
}
