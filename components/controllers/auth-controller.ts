import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { ContextConsumer } from '@lit/context';
import {
  evaluateSecurity,
  securityBlockerList,
  type SendBlocker,
  type Credentials,
  type Operation,
  type SecurityEvaluation,
  type SecurityModel,
  type AuthSession,
} from '../../src/index.js';
import { authSessionContext } from '../shared/auth-context.js';

const EMPTY: Credentials = Object.freeze({});
const NO_SECURITY: SecurityModel = { securitySchemes: [] };

/**
 * Gives an element the page's AuthSession (from `authSessionContext`, or an explicit one) and re-renders it
 * whenever credentials change (a new credentials object each time, so identity tells a change).
 *
 * @example
 * ```ts
 * private readonly auth = new AuthController(this);
 * render() {
 *   return html`${this.auth.blockers(op, model).length > 0 ? lockedBadge : nothing}`;
 * }
 * ```
 */
export class AuthController implements ReactiveController {
  private readonly host: ReactiveControllerHost & HTMLElement;
  private readonly explicit: () => AuthSession | undefined;
  private readonly consumer: ContextConsumer<typeof authSessionContext, ReactiveControllerHost & HTMLElement>;
  private subscribed: AuthSession | undefined;
  private unsubscribe: (() => void) | undefined;

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

  /** Why Send is disabled for lack of credentials. */
  blockers(operation: Operation, model: SecurityModel | undefined): SendBlocker[] {
    return securityBlockerList(operation, model ?? NO_SECURITY, this.credentials);
  }

  private follow(): void {
    const session = this.session;
    if (session === this.subscribed) return;
    this.unsubscribe?.();
    this.subscribed = session;
    this.unsubscribe = session?.subscribe(() => this.host.requestUpdate());
  }
}
