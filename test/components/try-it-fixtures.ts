// Shared setup of the Try-It browser tests: server URLs from the wtr plugin, hand-built models, shadow queries.
import { executeServerCommand } from '@web/test-runner-commands';
import { oneEvent } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import type { ApiModel, Operation, TryItResponse } from '../../src/index.js';
import { SvResponse } from '../../components/response/response.js';
import { SvSplitPane } from '../../components/split-pane/split-pane.js';
import { SvTryIt } from '../../components/try-it/try-it.js';

// In the page, components/register-elements.ts defines these; tests define them here.
SvResponse.define('sv-response');
SvSplitPane.define('sv-split-pane');
SvTryIt.define('sv-try-it');

export interface Servers {
  echoUrl: string;
  proxyUrl: string;
  /** A proxy whose CORS policy allows another site only: this page's origin is refused. */
  refusingProxyUrl: string;
}
let servers: Promise<Servers> | undefined;
export const tryItServers = (): Promise<Servers> => (servers ??= executeServerCommand<Servers, undefined>('try-it-servers'));

/** What the echo server answers: the request it received. */
export interface Echo {
  method: string;
  url: string;
  headers: Record<string, string>;
  bodyText: string;
  bodySha256: string;
  bodyLength: number;
  parts?: Array<{ name?: string; filename?: string; contentType?: string; sha256: string; length: number; text?: string }>;
}

let counter = 0;
/** A model whose only server is `serverUrl`; each call gets its own title so saved forms never collide. */
export function modelWith(serverUrl: string, operations: Operation[], extra: Partial<ApiModel> = {}): ApiModel {
  counter++;
  return {
    specType: 'openapi-3',
    specVersion: '3.0.3',
    info: { title: `Try-It test ${counter} ${Date.now()}`, version: '1.0.0' },
    servers: [{ url: serverUrl, variables: [] }],
    tags: [],
    operations,
    schemas: new Map(),
    securitySchemes: [],
    warnings: [],
    ...extra,
  };
}

export function operation(partial: Partial<Operation>): Operation {
  return {
    id: partial.operationId ?? 'op',
    kind: 'http',
    method: 'get',
    path: '/echo',
    deprecated: false,
    tags: [],
    parameters: [],
    responses: [],
    callbacks: [],
    ...partial,
  };
}

export const $ = <T extends Element = HTMLElement>(el: Element, selector: string): T => {
  const found = el.shadowRoot!.querySelector<T>(selector);
  if (!found) throw new Error(`no ${selector} in <${el.localName}>`);
  return found;
};
export const $$ = <T extends Element = HTMLElement>(el: Element, selector: string): T[] => [
  ...el.shadowRoot!.querySelectorAll<T>(selector),
];

/** The input labelled `text` (label text starts with it). */
export function inputByLabel<T extends HTMLElement = HTMLInputElement>(el: Element, text: string): T {
  const label = $$<HTMLLabelElement>(el, 'label').find((l) => l.textContent!.trim().startsWith(text));
  if (!label) throw new Error(`no label "${text}"`);
  return $<T>(el, `#${CSS.escape(label.htmlFor)}`);
}

/** Sets a form control's value as a user would (fires input and change). */
export function type(control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): void {
  control.value = value;
  control.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  control.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
}

export function chooseFiles(input: HTMLInputElement, files: File[]): void {
  const transfer = new DataTransfer();
  for (const f of files) transfer.items.add(f);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
}

/** Clicks Send and resolves with the response (its body parsed as the echo record). */
export async function send(el: SvTryIt): Promise<{ response: TryItResponse; echo: Echo }> {
  await el.updateComplete;
  const event = oneEvent(el, 'try-it-response');
  $<HTMLButtonElement>(el, 'button.send').click();
  const response = (await event).detail as TryItResponse;
  return { response, echo: (response.isBinary ? {} : JSON.parse(response.body)) as Echo };
}

/** Clicks Send and resolves with the text of the error box. */
export async function sendExpectingError(el: SvTryIt): Promise<string> {
  await el.updateComplete;
  $<HTMLButtonElement>(el, 'button.send').click();
  const responseView = $(el, 'sv-response');
  await waitUntil(() => responseView.shadowRoot?.querySelector('.error'), 'an error is shown', { timeout: 15000 });
  return responseView.shadowRoot!.querySelector('.error')!.textContent!.replace(/\s+/g, ' ').trim();
}

export async function sha256(data: BufferSource): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', data);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Fills parameter inputs by key (`in:name`) as the form would hold them, then re-renders. */
export async function setParams(el: SvTryIt, values: Record<string, string | string[]>): Promise<void> {
  Object.assign(el.form.state.params, values);
  el.requestUpdate();
  await el.updateComplete;
}
