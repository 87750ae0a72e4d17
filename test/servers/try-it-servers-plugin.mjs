// web-test-runner plugin: starts the echo server and the real Try-It proxy (packages/spec-viewer-proxy/src, loaded
// through tsx) on 127.0.0.1 the first time a browser test asks, answers `executeServerCommand('try-it-servers')` with
// their URLs, and closes both when the test run ends.
import { startEchoServer } from './echo-server.mjs';

export function tryItServersPlugin() {
  /** @type {Promise<{ echo: Awaited<ReturnType<typeof startEchoServer>>, proxy: { close(ms?: number): Promise<void> }, refusing: { close(ms?: number): Promise<void> }, strict: { close(ms?: number): Promise<void> }, tight: { close(ms?: number): Promise<void> }, proxyUrl: string, refusingProxyUrl: string, strictProxyUrl: string, tightProxyUrl: string }> | undefined} */
  let started;

  async function start() {
    const echo = await startEchoServer();
    const { tsImport } = await import('tsx/esm/api');
    const { createProxyServer } = await tsImport('../../packages/spec-viewer-proxy/src/index.ts', import.meta.url);
    const proxy = createProxyServer({
      allowPrivateHosts: ['127.0.0.1'],
      corsOrigin: '*', // the test page is served from another port than the proxy
      rateLimitPerMinute: 100_000,
      maxBodySize: 8 * 1024 * 1024,
      maxStreamSize: 256 * 1024, // the stream tests pass it
    });
    const address = await proxy.listen(0, '127.0.0.1');
    // A proxy that serves another site's pages: the test page's origin is refused (issue 50 point 5).
    const refusing = createProxyServer({ allowPrivateHosts: ['127.0.0.1'], corsOrigin: 'https://docs.example.com' });
    const refusingAddress = await refusing.listen(0, '127.0.0.1');
    // The channel bridge's rules (issue 52 point 4): one proxy reaches no private address, one takes messages of 1 KiB at most.
    const strict = createProxyServer({ corsOrigin: '*' });
    const strictAddress = await strict.listen(0, '127.0.0.1');
    const tight = createProxyServer({ allowPrivateHosts: ['127.0.0.1'], corsOrigin: '*', maxBodySize: 1024 });
    const tightAddress = await tight.listen(0, '127.0.0.1');
    return {
      echo,
      proxy,
      refusing,
      strict,
      tight,
      proxyUrl: `http://127.0.0.1:${address.port}/api/proxy`,
      refusingProxyUrl: `http://127.0.0.1:${refusingAddress.port}/api/proxy`,
      strictProxyUrl: `http://127.0.0.1:${strictAddress.port}/api/proxy`,
      tightProxyUrl: `http://127.0.0.1:${tightAddress.port}/api/proxy`,
    };
  }

  return {
    name: 'try-it-servers',
    async executeCommand({ command }) {
      if (command !== 'try-it-servers') return undefined;
      started ??= start();
      const { echo, proxyUrl, refusingProxyUrl, strictProxyUrl, tightProxyUrl } = await started;
      return { echoUrl: echo.url, proxyUrl, refusingProxyUrl, strictProxyUrl, tightProxyUrl };
    },
    async serverStop() {
      if (!started) return;
      const { echo, proxy, refusing, strict, tight } = await started;
      await Promise.all([echo.close(), proxy.close(0), refusing.close(0), strict.close(0), tight.close(0)]);
    },
  };
}
