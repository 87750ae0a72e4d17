// The Try-It form's state transitions (src/request/try-it-form.ts), without a browser.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { TryItForm, buildRequest, inputKey, parseSpec, type ApiModel, type Operation, type Parameter } from '../../src/index.js';

const SPEC = {
  openapi: '3.0.3',
  info: { title: 'Form', version: '1' },
  servers: [{ url: 'https://a.example.com' }, { url: 'https://{region}.example.com', variables: { region: { default: 'eu', enum: ['eu', 'us'] } } }],
  paths: {
    '/pets/{id}': {
      post: {
        operationId: 'updatePet',
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string' }, examples: { one: { value: '1' }, two: { value: '2' } } },
        ],
        requestBody: {
          content: {
            'application/json': { examples: { small: { value: { n: 1 } }, big: { value: { n: 2 } } } },
            'application/x-www-form-urlencoded': { schema: { type: 'object', properties: { name: { type: 'string', example: 'Rex' } } } },
          },
        },
        responses: { '200': { description: 'ok' } },
      },
    },
  },
};

const setup = async (saved?: unknown): Promise<{ form: TryItForm; op: Operation; model: ApiModel; id: Parameter; changes: () => number }> => {
  const model = await parseSpec(JSON.stringify(SPEC), { sourceUrl: 'https://docs.example.com/spec.json' });
  const op = model.operations[0]!;
  const form = new TryItForm(op, model, saved);
  let changes = 0;
  form.onChange(() => changes++);
  return { form, op, model, id: op.parameters[0]!, changes: () => changes };
};

describe('TryItForm', () => {
  it('starts from the spec prefill and notifies every edit', async () => {
    const { form, id, changes } = await setup();
    assert.equal(form.state.params['path:id'], '1');
    form.setParam(id, '7');
    assert.equal(form.state.params['path:id'], '7');
    assert.deepEqual(form.state.edited, [inputKey.param(id)]);
    assert.equal(changes(), 1);
  });
  it('an example does not overwrite a hand-edited input until the input is emptied', async () => {
    const { form, id } = await setup();
    form.setParam(id, '7');
    form.chooseParamExample(id, 'two');
    assert.equal(form.state.params['path:id'], '7');
    assert.equal(form.state.examples[inputKey.param(id)], 'two');
    form.setParam(id, '');
    assert.deepEqual(form.state.edited, []);
    form.chooseParamExample(id, 'two');
    assert.equal(form.state.params['path:id'], '2');
  });
  it('body examples, text edits and form fields', async () => {
    const { form } = await setup();
    form.chooseBodyExample('application/json', 'big');
    assert.match(form.state.bodies['application/json']!, /"n": 2/);
    form.setBodyText('application/json', '{"mine":true}');
    form.chooseBodyExample('application/json', 'small');
    assert.equal(form.state.bodies['application/json'], '{"mine":true}');
    form.setContentType('application/x-www-form-urlencoded');
    form.setField('name', 'Fido');
    assert.equal(form.state.formFields['name'], 'Fido');
    form.chooseBodyExample('not/declared', 'x'); // ignored
  });
  it('choosing a server resets its variables; variables and custom headers edit', async () => {
    const { form, op, model } = await setup();
    form.setServerIndex(1);
    assert.deepEqual(form.state.serverVariables, { region: 'eu' });
    form.setServerVariable('region', 'us');
    form.addHeader();
    form.setHeader(0, 'X-Trace', 'abc');
    form.addHeader();
    form.removeHeader(1);
    assert.deepEqual(form.state.customHeaders, [{ name: 'X-Trace', value: 'abc' }]);
    const request = buildRequest(op, form.state, { model });
    assert.equal(request.url, 'https://us.example.com/pets/1');
    assert.ok(request.headers.some(([name, value]) => name === 'X-Trace' && value === 'abc'));
  });
  it('restores a saved entry and persists without files; a new form starts from the prefill', async () => {
    const first = await setup();
    first.form.setParam(first.id, '9');
    first.form.setFiles('upload', [{ filename: 'a.txt', contentType: 'text/plain', data: new Uint8Array([120]) }]);
    const saved = first.form.persistable();
    assert.ok(!('files' in saved));
    const { form, changes } = await setup(JSON.parse(JSON.stringify(saved)));
    assert.equal(form.state.params['path:id'], '9');
    assert.equal(changes(), 0);
    assert.equal((await setup()).form.state.params['path:id'], '1');
  });
});
