import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { ContextConsumer } from '@lit/context';
import {
  applyCredentials,
  evaluateSecurity,
  securityBlockerList,
  type SendBlocker,
  type Credentials,
  type HttpRequest,
  type Operation,
  type SecurityEvaluation,
  type SecurityModel,
  type AuthSession,
} from '../../src/index.js';
import { authSessionContext } from '../shared/auth-context.js';

const EMPTY: Credentials = Object.freeze({});
const NO_SECURITY: SecurityModel = { securitySchemes: [] };

interface Derived {
  credentials: Credentials;
  model: SecurityModel;
  blockers: SendBlocker[];
  applyAuth: (request: HttpRequest) => HttpRequest;
}

/**
 * Gives an element the page's AuthSession (from `authSessionContext`, or an explicit one) and re-renders it
 * whenever credentials change. Also derives what `<sv-try-it>` needs for one operation; the values keep their
 * identity until the credentials change, so passing them as properties does not re-render Try-It needlessly.
 *
 * @example
 * ```ts
 * private readonly auth = new AuthController(this);
 * render() {
 *   return html`<sv-try-it .operation=${op} .extraBlockers=${this.auth.blockers(op, model)}
 *     .applyAuth=${this.auth.applyAuth(op, model)}></sv-try-it>`;
 * }
 * ```
 */
export class AuthController implements ReactiveController {
  private readonly host: ReactiveControllerHost & HTMLElement;
  private readonly explicit: () => AuthSession | undefined;
  private readonly consumer: ContextConsumer<typeof authSessionContext, ReactiveControllerHost & HTMLElement>;
  private subscribed: AuthSession | undefined;
  private unsubscribe: (() => void) | undefined;
  private readonly derived = new WeakMap<Operation, Derived>();

  /** `explicit` returns a session that takes precedence over the context (an element's `session` property). */
  constructor(host: ReactiveControllerHost & HTMLElement, explicit: () => AuthSession | undefined = () => undefined) {
    this.host = host;
    this.explicit = explicit;
    this.consumer = new ContextConsumer(host, { context: authSessionContext, subscribe: true });
    host.addController(this);
  }

  get session(): AuthSession | undefined {
    return this.explicit() ?? this.consumer.value;
  }

  get credentials(): Credentials {
    return this.session?.credentials ?? EMPTY;
  }

  hostConnected(): void {
    this.follow();
  }

  hostUpdate(): void {
    this.follow(); // the session property or the provided context may have changed
  }

  hostDisconnected(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    this.subscribed = undefined;
  }

  evaluate(operation: Pick<Operation, 'security'>, model: SecurityModel | undefined): SecurityEvaluation {
    return evaluateSecurity(operation, model ?? NO_SECURITY, this.credentials);
  }

  /** For `sv-try-it.extraBlockers`: why Send is disabled for lack of credentials. */
  blockers(operation: Operation, model: SecurityModel | undefined): SendBlocker[] {
    return this.derive(operation, model).blockers;
  }

  /** For `sv-try-it.applyAuth`: puts the applied credentials on every request Try-It builds. */
  applyAuth(operation: Operation, model: SecurityModel | undefined): (request: HttpRequest) => HttpRequest {
    return this.derive(operation, model).applyAuth;
  }

  private derive(operation: Operation, model: SecurityModel | undefined): Derived {
    const credentials = this.credentials;
    const securityModel = model ?? NO_SECURITY;
    const cached = this.derived.get(operation);
    if (cached && cached.credentials === credentials && cached.model === securityModel) return cached;
    const fresh: Derived = {
      credentials,
      model: securityModel,
      blockers: securityBlockerList(operation, securityModel, credentials),
      applyAuth: (request) => applyCredentials(request, operation, securityModel, credentials),
    };
    this.derived.set(operation, fresh);
    return fresh;
  }

  private follow(): void {
    const session = this.session;
    if (session === this.subscribed) return;
    this.unsubscribe?.();
    this.subscribed = session;
    this.unsubscribe = session?.subscribe(() => this.host.requestUpdate());
  }
}
