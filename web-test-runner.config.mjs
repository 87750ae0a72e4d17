import { esbuildPlugin } from '@web/dev-server-esbuild';
import { fileURLToPath } from 'node:url';
import { launcherFor } from './test/helpers/engine-launchers.mjs';
import { inputCommandsPlugin } from './test/helpers/input-commands-plugin.mjs';
import { specsMiddleware } from './test/helpers/specs-middleware.mjs';
import { cspPageMiddleware } from './test/helpers/csp-page-middleware.mjs';
import { cjsToEsmPlugin } from './test/helpers/cjs-to-esm-plugin.mjs';
import { bundledModulePlugin } from './test/helpers/bundled-module-plugin.mjs';
import { workerBundlePlugin } from './test/helpers/worker-bundle-plugin.mjs';
import { streamServerPlugin } from './test/servers/stream-server.mjs';
import { wsServerPlugin } from './test/servers/ws-server.mjs';
import { mqttBrokerPlugin } from './test/servers/mqtt-broker.mjs';
import { amqpBrokerPlugin } from './test/servers/amqp-broker.mjs';
import { tryItServersPlugin } from './test/servers/try-it-servers-plugin.mjs';
import { soapServerPlugin } from './test/servers/soap-server.mjs';
import { identityProviderPlugin } from './test/servers/identity-provider-plugin.mjs';
import { graphqlServerPlugin } from './test/servers/graphql-server-plugin.mjs';
import { cdnServerPlugin } from './test/servers/cdn-server.mjs';

/** One engine per run (scripts/test.mjs runs the suite once per engine): chromium, firefox or webkit. */
const engine = process.env.SPEC_VIEWER_ENGINE ?? 'chromium';

export default {
  files: ['test/components/**/*.test.ts'],
  nodeResolve: { exportConditions: ['browser', 'production'] },
  rootDir: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    // highlight.js's CommonJS core, served as an ES module (the production bundle converts it the same way).
    cjsToEsmPlugin(),
    // @asyncapi/parser (CommonJS) as one ES module, bundled like the production chunk of the `validate` option.
    bundledModulePlugin({
      name: 'asyncapi-parser-bundle',
      file: /\/node_modules\/@asyncapi\/parser\/cjs\/parser\.js$/,
      source: "export { Parser } from '@asyncapi/parser/cjs/parser.js';",
    }),
    // @readme/openapi-parser (the `validate` option) as one ES module, bundled like its production chunk.
    bundledModulePlugin({
      name: 'openapi-parser-bundle',
      file: /\/node_modules\/@readme\/openapi-parser\/dist\/index\.js$/,
      source: "export * from '@readme/openapi-parser';",
    }),
    // The `validate` option's module worker, bundled as its production file is.
    workerBundlePlugin({
      name: 'validate-worker-bundle',
      path: '/src/formats/openapi/validate-worker.js',
      entry: 'src/formats/openapi/validate-worker.ts',
    }),
    workerBundlePlugin({
      name: 'asyncapi-validate-worker-bundle',
      path: '/src/formats/asyncapi/asyncapi-validate-worker.js',
      entry: 'src/formats/asyncapi/validate-worker.ts',
    }),
    // GraphQL's schema checks for an SDL over 64 KB, bundled as its production file is.
    workerBundlePlugin({
      name: 'graphql-check-worker-bundle',
      path: '/src/formats/graphql/graphql-check-worker.js',
      entry: 'src/formats/graphql/check-worker.ts',
    }),
    esbuildPlugin({ ts: true, target: 'es2022', tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) }),
    // Echo server + real proxy for the Try-It tests (started on first use).
    tryItServersPlugin(),
    // A streaming API (SSE, JSON Lines) the stream tests write to piece by piece (started on first use).
    streamServerPlugin(),
    // A WebSocket API for the AsyncAPI Try-It tests (started on first use).
    wsServerPlugin(),
    // Debian's mosquitto with WebSocket listeners, for AsyncAPI Try-It over MQTT (started on first use).
    mqttBrokerPlugin(),
    amqpBrokerPlugin(),
    // SOAP 1.1/1.2 server for the SOAP Try-It tests (started on first use).
    soapServerPlugin(),
    // OpenID Connect provider (oidc-provider), the OAuth callback and COOP pages, popup driving (started on first use).
    identityProviderPlugin(),
    // GraphQL endpoint (graphql-http) for the GraphQL Try-It tests (started on first use).
    graphqlServerPlugin(),
    // dist/cdn on a second origin with CORS, as a CDN serves it (dist smoke tests).
    cdnServerPlugin(),
    // `viewport` and `chord` (test/helpers/viewport.ts, keys.ts) in every engine, WebKit's WebDriver included.
    inputCommandsPlugin(),
  ],
  // /csp-page.html: the built bundle on a page with a strict policy (test/isolated/csp-pages.test.ts).
  middleware: [specsMiddleware(), cspPageMiddleware()],
  // Tests read the page's resource timings (what was fetched, and when): the unbundled source is hundreds of
  // modules, past the default buffer of 250 entries, after which an engine drops new ones (WebKit did).
  testRunnerHtml: (testFramework) =>
    // (The doctype keeps standards mode: in quirks mode tables do not inherit colour, and axe saw black on dark.)
    `<!DOCTYPE html><html><head><meta charset="utf-8"><script>performance.setResourceTimingBufferSize(100000);</script></head><body><script type="module" src="${testFramework}"></script></body></html>`,
  browsers: [await launcherFor(engine)],
  concurrency: 1,
  // A hang detector per test, not a speed check: on a busy machine (four busy loops per core) a test takes
  // several times as long as on an idle one.
  testFramework: { config: { timeout: 180_000 } },
  // Hang detectors, far above a busy machine's times: a test file's hundreds of unbundled modules load in a few
  // seconds on an idle machine and took over 20 s (the runner's default) under four busy loops per core.
  browserStartTimeout: 180_000,
  testsStartTimeout: 180_000,
  testsFinishTimeout: 600_000,
};
