// Shared setup of the Authorize browser tests: the elements defined, a host that wires the panel, a security badge
// and a Try-It panel exactly as the root layout does (AuthSession provided by context, read by the badge and Try-It),
// and the fixture specs loaded with the echo server as their only server.
import { LitElement, html } from 'lit';
import { ContextProvider } from '@lit/context';
import { property } from 'lit/decorators.js';
import { loadSpec, type ApiModel, type Operation, AuthSession } from '../../src/index.js';
import { SvAuthorize } from '../../components/authorize/authorize.js';
import { SvSecurityBadge } from '../../components/authorize/security-badge.js';
import { authSessionContext } from '../../components/shared/auth-context.js';
import { apiModelContext } from '../../components/shared/context.js';
import type { SvTryIt } from '../../components/try-it/try-it.js';
import { tryItServers } from './try-it-fixtures.js';

SvAuthorize.define('sv-authorize');
SvSecurityBadge.define('sv-security-badge');

/**
 * The root wiring in miniature: provides the model and one AuthSession, renders `<sv-authorize>`, and for each
 * operation a `<sv-security-badge>` and a `<sv-try-it>`, both reading the session from the context.
 */
export class AuthTestHost extends LitElement {
  @property({ attribute: false }) model!: ApiModel;
  @property({ attribute: false }) operations: Operation[] = [];
  @property({ attribute: 'proxy-url' }) proxyUrl?: string;
  /** Renders the panel in place (true) or as a dialog behind its button (false). */
  @property({ type: Boolean }) inline = true;

  session!: AuthSession;
  private readonly sessionProvider = new ContextProvider(this, { context: authSessionContext });
  private readonly modelProvider = new ContextProvider(this, { context: apiModelContext });

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('model')) {
      this.session = new AuthSession(this.model);
      this.sessionProvider.setValue(this.session);
      this.modelProvider.setValue(this.model);
    }
  }

  protected override render(): unknown {
    return html`<sv-authorize ?inline=${this.inline} proxy-url=${this.proxyUrl ?? ''}></sv-authorize>
      ${this.operations.map(
        (op) => html`<section data-op=${op.operationId ?? op.id}>
          <sv-security-badge .operation=${op}></sv-security-badge>
          <sv-try-it
            .operation=${op}
            .model=${this.model}
            proxy-url=${this.proxyUrl ?? ''}
          ></sv-try-it>
        </section>`,
      )}`;
  }

  authorize(): SvAuthorize {
    return this.renderRoot.querySelector('sv-authorize')!;
  }

  badge(operationId: string): SvSecurityBadge {
    return this.renderRoot.querySelector(`[data-op="${operationId}"] sv-security-badge`)!;
  }

  tryIt(operationId: string): SvTryIt {
    return this.renderRoot.querySelector(`[data-op="${operationId}"] sv-try-it`)!;
  }
}
customElements.define('auth-test-host', AuthTestHost);

declare global {
  interface HTMLElementTagNameMap {
    'auth-test-host': AuthTestHost;
  }
}

let counter = 0;
/** A fixture spec whose only server is the echo server, under a unique title (stored credentials never collide). */
export async function loadFixture(file: string): Promise<ApiModel> {
  const { echoUrl } = await tryItServers();
  const model = await loadSpec(`/test/fixtures/${file}`);
  counter++;
  return { ...model, info: { ...model.info, title: `${model.info.title} ${counter} ${Date.now()}` }, servers: [{ url: echoUrl, variables: [] }] };
}

/** The operation whose operationId (or, without one, model id) is `id`. */
export const byId = (model: ApiModel, id: string): Operation => {
  const op = model.operations.find((o) => (o.operationId ?? o.id) === id);
  if (!op) throw new Error(`no operation ${id}`);
  return op;
};

/** Settles the host and everything inside it (Lit updates cascade through nested elements). */
export async function settle(host: AuthTestHost): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await host.updateComplete;
    const nested = [...host.renderRoot.querySelectorAll<LitElement>('sv-authorize, sv-security-badge, sv-try-it')];
    await Promise.all(nested.map((el) => el.updateComplete));
  }
}
