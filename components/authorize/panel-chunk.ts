import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { lazyModule } from '../../src/index.js';
import { adoptStyles } from '../shared/adopt-styles.js';

export type PanelModule = typeof import('./authorize-panel.js');

/** Fetched once for every `<sv-authorize>` of the page; a failed fetch is tried again on the next call. */
const panelChunk = lazyModule<PanelModule>(() => import('./authorize-panel.js'));

/**
 * The scheme tabs and forms of `<sv-authorize>` (authorize-panel.ts), a chunk of their own: the host loads it when
 * its panel first opens or is about to, and at once when `eager` says so (an inline panel). Once it has arrived,
 * its styles are adopted into the host's shadow root and the host renders with it.
 *
 * @example
 * ```ts
 * private readonly panel = new PanelChunkController(this, () => this.inline);
 * async show() { await this.panel.load(); … }
 * // render: this.panel.module?.schemesPanel(this, schemes, level) ?? nothing
 * ```
 */
export class PanelChunkController implements ReactiveController {
  /** The chunk, once this host has adopted its styles. */
  module?: PanelModule;
  /** A load was asked for and has not failed. */
  private requested = false;

  constructor(
    private readonly host: ReactiveControllerHost & { readonly renderRoot: HTMLElement | DocumentFragment },
    private readonly eager: () => boolean,
  ) {
    host.addController(this);
  }

  hostUpdate(): void {
    if (this.eager()) void this.load();
  }

  load(): Promise<void> {
    if (this.module) return Promise.resolve();
    this.requested = true;
    return panelChunk.load().then(
      (module) => this.adopt(module),
      (error: unknown) => {
        this.requested = false;
        throw error;
      },
    );
  }

  /** The load under way, if any: resolves once the chunk has arrived. */
  get loading(): Promise<void> | undefined {
    return this.requested && !this.module ? this.load() : undefined;
  }

  private adopt(module: PanelModule): void {
    if (this.module) return;
    adoptStyles(this.host.renderRoot as ShadowRoot, module.authorizePanelStyles);
    this.module = module;
    this.host.requestUpdate();
  }
}
