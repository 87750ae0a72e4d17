import type { ReactiveControllerHost } from 'lit';
import type { DeviceAuthorization } from '../../../src/index.js';

/** A flow's status line. */
export type FlowStatus = { text: string; error: boolean };

/**
 * What each flow of an OAuth scheme is doing, by flow index: its status line, whether Get Token (or Refresh) runs,
 * the abort of a wait for the user (sign-in popup, device approval) and a device flow's code. `run` drives one
 * Get Token from start to status line; the host re-renders on every change. It needs none of the host's
 * lifecycle: a run goes on while the host is out of the document, as a request would.
 *
 * @example
 * ```ts
 * private readonly runs = new FlowRuns(this, (i) => this.renderRoot.querySelector(`#flow-${i} .get-token`));
 * void this.runs.run(i, async () => {
 *   const signal = this.runs.wait(i); // shows Cancel
 *   return { text: await signIn(signal), error: false };
 * });
 * ```
 */
export class FlowRuns {
  private readonly statuses = new Map<number, FlowStatus>();
  private readonly running = new Set<number>();
  private readonly waits = new Map<number, AbortController>();
  private readonly devices = new Map<number, DeviceAuthorization>();

  /** `getTokenButton`: where focus goes when the wait it sat on (Cancel) ends. */
  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly getTokenButton: (flowIndex: number) => HTMLElement | null,
  ) {}

  status(flowIndex: number): FlowStatus | undefined {
    return this.statuses.get(flowIndex);
  }

  busy(flowIndex: number): boolean {
    return this.running.has(flowIndex);
  }

  waiting(flowIndex: number): boolean {
    return this.waits.has(flowIndex);
  }

  /** The code a running device flow shows the user. */
  device(flowIndex: number): DeviceAuthorization | undefined {
    return this.devices.get(flowIndex);
  }

  setStatus(flowIndex: number, status: FlowStatus | undefined): void {
    if (status) this.statuses.set(flowIndex, status);
    else this.statuses.delete(flowIndex);
    this.host.requestUpdate();
  }

  /** Shows (or, with undefined, hides) a device flow's code. */
  showDevice(flowIndex: number, device: DeviceAuthorization | undefined): void {
    if (device) this.devices.set(flowIndex, device);
    else this.devices.delete(flowIndex);
    this.host.requestUpdate();
  }

  /** Starts waiting for the user (Cancel shows until the run ends); the signal aborts on Cancel. */
  wait(flowIndex: number): AbortSignal {
    const controller = new AbortController();
    this.waits.set(flowIndex, controller);
    this.host.requestUpdate();
    return controller.signal;
  }

  cancel(flowIndex: number): void {
    this.waits.get(flowIndex)?.abort();
  }

  /** Runs one Get Token or Refresh: busy meanwhile, then its outcome (or what it threw) as the status line. */
  async run(flowIndex: number, task: () => Promise<FlowStatus>): Promise<void> {
    this.running.add(flowIndex);
    this.setStatus(flowIndex, undefined);
    try {
      this.setStatus(flowIndex, await task());
    } catch (e) {
      this.setStatus(flowIndex, { text: e instanceof Error ? e.message : String(e), error: true });
    } finally {
      // Cancel disappears with the wait: its focus moves to Get Token rather than to the page.
      const cancelFocused = this.host.shadowRoot?.activeElement?.classList.contains('cancel') === true;
      this.running.delete(flowIndex);
      this.waits.delete(flowIndex);
      this.host.requestUpdate();
      if (cancelFocused) void this.host.updateComplete.then(() => this.getTokenButton(flowIndex)?.focus());
    }
  }
}
