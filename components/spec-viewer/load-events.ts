/**
 * The events of `<spec-viewer>`'s load: `spec-load` once per model, after the page has rendered (then the deep
 * link is revealed and the `validate` check runs), and `spec-error` once per error.
 */
import { TaskStatus } from '@lit/task';
import { navigationOf, type ApiModel } from '../../src/index.js';
import type { SvElement } from '../shared/base-element.js';
import type { HashRouteController } from '../controllers/hash-route.js';
import type { ValidationController } from '../controllers/validation-controller.js';
import { toSpecError } from '../shared/spec-error.js';

/** What the events read from `<spec-viewer>`. */
export interface LoadEventsHost extends Pick<SvElement, 'emit' | 'updateComplete'> {
  readonly validate: boolean;
  /** The page's model (the page's settings applied). */
  readonly model: ApiModel | undefined;
}

/** The load: its status, and the model or the error it ended with. */
export interface LoadOutcome {
  readonly status: TaskStatus;
  readonly value?: ApiModel | undefined;
  readonly error?: unknown;
}

/**
 * The host's `updated()` step that announces the load; `content` is the reading column once rendered.
 *
 * @example
 * ```ts
 * private readonly announceLoad = loadEvents(this, this.loader, () => this.content, this.route, this.validation);
 * protected override updated(changed: PropertyValues<this>) { this.announceLoad(changed); }
 * ```
 */
export function loadEvents(
  host: LoadEventsHost,
  loader: LoadOutcome,
  content: () => { readonly updateComplete: Promise<boolean> } | undefined,
  route: Pick<HashRouteController, 'revealCurrent'>,
  validation: Pick<ValidationController, 'run'>,
): (changed: ReadonlyMap<PropertyKey, unknown>) => void {
  /** The last model or error announced with an event, so each is announced once. */
  let announced: unknown;

  const announceLoaded = async (model: ApiModel): Promise<void> => {
    await host.updateComplete;
    await content()?.updateComplete;
    if (loader.value !== model) return;
    const nav = navigationOf(host.model ?? model);
    host.emit('spec-load', {
      specType: model.specType,
      title: model.info.title,
      version: model.info.version,
      operationCount: nav.operationCount - nav.webhooks.length,
    });
    await route.revealCurrent();
    if (host.validate) await validation.run(model); // after the page is usable
  };

  return (changed) => {
    const { status } = loader;
    if (changed.has('validate') && host.validate && loader.value && loader.value === announced) void validation.run(loader.value);
    if (status === TaskStatus.COMPLETE && loader.value && loader.value !== announced) {
      announced = loader.value;
      void announceLoaded(loader.value);
    } else if (status === TaskStatus.ERROR && loader.error !== announced) {
      announced = loader.error;
      const { code, message, key, params } = toSpecError(loader.error);
      host.emit('spec-error', { code, message, ...(key === undefined ? {} : { key }), ...(params === undefined ? {} : { params }) });
    }
  };
}
