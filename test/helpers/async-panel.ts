/** An AsyncAPI operation's Try-It panel on a mounted page, opened, with the queries the panel tests share. */
import { expect } from '@open-wc/testing';
import type { SpecViewer } from '../../components/base.js';
import { columnOf, shadow } from './viewer.js';
import { waitUntil } from './wait.js';

export async function asyncPanelOf(el: SpecViewer, id: string) {
  const content = shadow(el).querySelector('sv-content') as HTMLElement & { reveal(id: string): Promise<boolean> };
  await content.reveal(id);
  const column = await columnOf(shadow(content).getElementById(id)!);
  expect(column.tryable, `${id} is tryable`).to.equal(true);
  if (!column.formOpen) await column.openForm();
  // A panel with an address to connect to, or one that says why there is none (Kafka).
  await waitUntil(() => column.shadowRoot!.querySelector('sv-async-try-it')?.shadowRoot?.querySelector('#url, .note.unsupported'), 'the panel renders');
  const panel = column.shadowRoot!.querySelector('sv-async-try-it')!;
  const root = panel.shadowRoot!;
  return {
    panel,
    root,
    q: <T extends Element>(selector: string) => root.querySelector(selector) as T,
    state: () => root.querySelector('.state')?.textContent?.trim(),
    entries: () => [...root.querySelectorAll('.entry')],
  };
}
