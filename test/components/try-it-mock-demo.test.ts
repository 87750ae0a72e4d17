// Issue 45 point 9: the demo's documents (demo/specs/, which `npm start` serves with try-it-mock) answer every Send:
// each operation's Try-It, untouched, is answered 2xx by the mock in the page (the extended build, as the demo
// loads it). A secured operation first asks for a credential, as everywhere: the reader follows Send's Authorize…
// button and types anything (the mock checks that a credential is there, never its value); an upload gets a file.
import { expect } from '@open-wc/testing';
import '../../components/extended.js';
import type { SpecViewer } from '../../components/base.js';
import type { SvTryIt } from '../../components/try-it/try-it.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { mountViewer, openTryIt, shadow } from '../helpers/viewer.js';
import { waitUntil } from '../helpers/wait.js';

/** Every element matching `selector` in `root` and the shadow roots below it. */
function deepAll<T extends Element>(root: ParentNode, selector: string): T[] {
  const found = [...root.querySelectorAll<T>(selector)];
  for (const el of root.querySelectorAll('*')) if (el.shadowRoot) found.push(...deepAll<T>(el.shadowRoot, selector));
  return found;
}

/** The operation's card, brought into view through its deep link. */
async function card(el: SpecViewer, id: string): Promise<Element> {
  location.hash = `#${id}`;
  const content = shadow(el).querySelector('sv-content');
  await waitUntil(() => shadow(content).querySelector(`sv-operation[id="${id}"]`)?.shadowRoot?.querySelector('.title'), `the ${id} card renders`);
  return shadow(content).querySelector(`sv-operation[id="${id}"]`)!;
}

/** A credential typed in the scheme Send's Authorize… button opens, as a reader would. */
async function authorize(el: SpecViewer, form: SvTryIt): Promise<void> {
  form.shadowRoot!.querySelector<HTMLButtonElement>('.blockers button.authorize-to-send')!.click();
  const panel = deepAll(el.shadowRoot!, 'sv-authorize')[0]!;
  const dialog = panel.shadowRoot!.querySelector('dialog')!;
  await waitUntil(() => dialog.open, 'the Authorize dialog opens');
  // One scheme has no tabs: its fields are the dialog's.
  const tab = panel.shadowRoot!.querySelector('[role="tabpanel"]:not([hidden])') ?? dialog;
  await waitUntil(() => tab.querySelector('input:not([type=checkbox]), textarea'), 'the scheme’s fields');
  for (const input of tab.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type=checkbox]):not([type=hidden]), textarea')) {
    input.value = 'demo-credential';
    input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  }
  await (panel as unknown as { updateComplete: Promise<unknown> }).updateComplete;
  tab.querySelector<HTMLButtonElement>('button.apply')?.click() ?? panel.shadowRoot!.querySelector<HTMLButtonElement>('button.apply')!.click();
  await waitUntil(() => !dialog.open, 'the dialog closes');
  await form.updateComplete;
}

/** A small file picked in every file input of the form, as a reader picks one before sending an upload. */
async function pickFiles(form: SvTryIt): Promise<void> {
  for (const input of form.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type=file]')) {
    const files = new DataTransfer();
    files.items.add(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cover.png', { type: 'image/png' }));
    input.files = files.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }
  await form.updateComplete;
}

async function sendAndRead(el: SpecViewer, form: SvTryIt): Promise<string> {
  await pickFiles(form);
  const send = form.shadowRoot!.querySelector<HTMLButtonElement>('.send')!;
  if (send.disabled && form.shadowRoot!.querySelector('.blockers button.authorize-to-send')) await authorize(el, form);
  if (send.disabled) return `blocked: ${form.blockers.join('; ')}`;
  send.click();
  await waitUntil(() => {
    const root = form.shadowRoot!.querySelector('sv-response')?.shadowRoot;
    return root?.querySelector('.status') || root?.querySelector('.error');
  }, 'the answer shows');
  const root = form.shadowRoot!.querySelector('sv-response')!.shadowRoot!;
  const status = root.querySelector('.status')?.textContent?.trim();
  return status ? `${status} ${/^2/.test(status) ? '' : root.textContent!.replace(/\s+/g, ' ').slice(0, 400)}` : `error: ${root.querySelector('.error')?.textContent?.trim()}`;
}

describe('the demo documents answer every Send with try-it-mock', function () {
  this.timeout(180000);
  failOnLitWarnings();
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => history.replaceState(null, '', location.pathname + location.search));

  for (const file of ['default.yaml', 'concert-tickets.openapi32.yaml', 'parcel-lockers.openapi30.yaml', 'library-loans.swagger.yaml', 'recipes.graphql', 'weather-station.wsdl']) {
    it(file, async () => {
      const { el, outcome } = await mountViewer(`/demo/specs/${file}`, { 'try-it-mock': '' });
      expect(outcome.kind).to.equal('load');
      const callable = el.model!.operations.filter((op) => op.kind === 'http' || op.kind === 'graphql' || op.kind === 'soap');
      const answers: string[] = [];
      for (const op of callable) {
        const form = await openTryIt(await card(el, op.id));
        answers.push(`${op.id}: ${await sendAndRead(el, form)}`);
      }
      expect(answers.length).to.equal(callable.length);
      expect(answers.filter((a) => !/: 2\d\d\b/.test(a))).to.deep.equal([]);
    });
  }
});
