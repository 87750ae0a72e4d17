// SOAP code samples run for real: the samples of the SOAP 1.1 and 1.2 Echo operations (test/fixtures/wsdl-echo.wsdl)
// are executed against the SOAP test server, which must receive exactly what Try-It sends: POST, the SOAP
// Content-Type, SOAPAction (1.1) and the envelope byte for byte, in all six languages (SPEC_VIEWER_SOAP_SAMPLES=quick
// keeps cURL, JavaScript and Python for a fast local loop). A language whose toolchain is missing is skipped
// with the reason printed.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildRequest, initialFormState, parseSpec, type HttpRequest } from '../../src/index.js';
import { startSoapServer } from '../servers/soap-server.mjs';
import { runners, type Toolchain } from './samples-runners.js';
import { ensureSampleToolchains } from '../../scripts/ensure-sample-toolchains.mjs';

const toolchains: Record<string, Toolchain> = ensureSampleToolchains({ log: (line) => console.log(`# ${line}`) });
const languages = process.env['SPEC_VIEWER_SOAP_SAMPLES'] === 'quick' ? ['curl', 'javascript', 'python'] : runners.map((r) => r.id);

let soap: Awaited<ReturnType<typeof startSoapServer>>;
let requests: HttpRequest[] = [];
const work = mkdtempSync(join(tmpdir(), 'spec-viewer-soap-samples-'));

before(async () => {
  soap = await startSoapServer();
  const wsdl = readFileSync(new URL('../fixtures/wsdl-echo.wsdl', import.meta.url), 'utf8').replaceAll('{{ORIGIN}}', soap.url);
  const model = await parseSpec(wsdl, { sourceUrl: `${soap.url}/echo.wsdl` });
  requests = model.operations.map((op) => buildRequest(op, initialFormState(op, model), { model }));
});

after(async () => {
  await soap?.close();
  rmSync(work, { recursive: true, force: true });
});

const header = (request: HttpRequest, name: string) => request.headers.find(([n]) => n.toLowerCase() === name)?.[1];

for (const runner of runners.filter((r) => languages.includes(r.id))) {
  const tool: Toolchain = runner.id === 'javascript' ? { command: process.execPath } : toolchains[runner.id] ?? {};
  const reason = tool.command ? undefined : tool.reason ?? 'toolchain not found';
  if (reason) console.log(`# ${runner.id} SOAP samples are not run: ${reason}`);

  describe(`${runner.id} SOAP samples against the SOAP server`, { skip: reason ?? false }, () => {
    for (const [i, version] of (['1.1', '1.2'] as const).entries()) {
      it(`SOAP ${version}: envelope, Content-Type${version === '1.1' ? ' and SOAPAction' : ''} arrive as Try-It sends them`, async () => {
        const request = requests[i]!;
        const sample = runner.generate(request);
        assert.ok(request.body?.kind === 'text');
        const dir = join(work, runner.id, `soap${i}`);
        mkdirSync(dir, { recursive: true });
        soap.requests.length = 0;
        const [run] = await runner.runAll([sample], [dir], tool, join(work, runner.id, `scratch${i}`));
        const context = `\n--- sample ---\n${sample}\n--- exit ${run?.code} ---\n${run?.stderr.slice(0, 3000)}`;
        try {
          assert.equal(run?.code, 0, 'the sample failed');
          const received = soap.requests[0];
          assert.ok(received, 'the server received nothing');
          assert.equal(received.method, 'POST');
          assert.equal(received.path, new URL(request.url).pathname);
          assert.equal(received.headers['content-type'], header(request, 'content-type'));
          assert.equal(received.headers['soapaction'], header(request, 'soapaction'));
          assert.equal(received.body, request.body.text);
          assert.match(run!.stdout, /<message>string<\/message>/, 'the sample prints the SOAP response');
        } catch (error) {
          (error as Error).message += context;
          throw error;
        }
      });
    }
  });
}
