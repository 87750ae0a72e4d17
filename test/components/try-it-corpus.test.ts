// <sv-try-it> on every operation of real specs from the corpus, loaded through the real loader: the panel renders
// an input per parameter and a body editor, never throws, and its request line is an absolute URL.
import { expect, fixture, html } from '@open-wc/testing';
import { loadSpec, tryItParameters } from '../../src/index.js';
import type { SvTryIt } from '../../components/try-it/try-it.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { $, $$ } from './try-it-fixtures.js';
import { typeText } from '../helpers/keys.js';

const specs = [
  'oas2-petstore.yaml',
  'oas30-petstore.yaml',
  'oas30-file-uploads.yaml',
  'oas30-form-data.yaml',
  'oas30-parameters-style.yaml',
  'oas30-request-examples.yaml',
  'oas30-schema-circular.yaml',
  'oas30-server-variables.yaml',
  'oas31-redocly-museum.yaml',
  'oas31-petstore.yaml',
];

describe('sv-try-it on real specs', () => {
  failOnLitWarnings();
  for (const file of specs) {
    it(`${file}: every operation`, async () => {
      const model = await loadSpec(`/specs/${file}`);
      const ops = model.operations.filter((o) => o.kind === 'http');
      expect(ops.length).to.be.greaterThan(0);
      for (const op of ops) {
        const el = await fixture<SvTryIt>(html`<sv-try-it .operation=${op} .model=${model}></sv-try-it>`);
        const controls = $$(el, 'form input, form select, form textarea, form fieldset.multi').length;
        expect(controls, `${op.id}: inputs`).to.be.at.least(tryItParameters(op).length);
        if (op.requestBody) expect($$(el, '.group-title').some((t) => t.textContent!.includes('Request body')), op.id).to.equal(true);
        const line = $(el, '.request-line').textContent!.replace(/\s+/g, ' ').trim();
        expect(line, op.id).to.match(new RegExp(`^${op.method.toUpperCase()} (https?:)?//`));
        const requiredPath = tryItParameters(op).filter((p) => p.in === 'path' && p.example === undefined && !p.examples?.length);
        if (requiredPath.length > 0 && requiredPath.every((p) => p.schema?.example === undefined && p.schema?.default === undefined)) {
          expect($<HTMLButtonElement>(el, 'button.send').disabled, `${op.id}: Send disabled`).to.equal(true);
        }
        el.remove();
      }
    });
  }

  it('the Petstore "updatePetWithForm" panel is accessible and operable with the keyboard', async () => {
    const model = await loadSpec('/specs/oas30-petstore.yaml');
    const op = model.operations.find((o) => o.operationId === 'updatePetWithForm')!;
    const el = await fixture<SvTryIt>(html`<sv-try-it .operation=${op} .model=${model}></sv-try-it>`);
    await expect(el).to.be.accessible();
    const petId = $$<HTMLInputElement>(el, 'input').find((i) => i.id.includes('petId'))!;
    petId.focus();
    await typeText('12');
    await el.updateComplete;
    expect(el.buildCurrentRequest().url).to.match(/\/pet\/12$/);
  });
});
