import puppeteer from 'puppeteer-core';
import { startStaticServer } from './static-server.mjs';
const page = (locale, spec) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><script type="module" src="../dist/spec-viewer.js"></script><style>body{margin:0}</style></head><body><spec-viewer locale="${locale}" spec-url="../specs/${spec}"></spec-viewer></body></html>`;
const server = await startStaticServer({ roots: { specs: '/work/shared/specs', dist: '/work/main/dist' }, pages: { ja: page('ja', 'bad-openapi-json-syntax.json'), ar: page('ar', 'oas30-petstore.json'), de: page('de', 'asyncapi2-slack-rtm.yml') } });
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [name, w, h] of [['ja', 1100, 600], ['ar', 1280, 800], ['ar', 390, 800], ['de', 1280, 800]]) {
  const p = await browser.newPage(); await p.setViewport({ width: w, height: h });
  await p.goto(`${server.url}/identity/pages/${name}.html`); await new Promise((r) => setTimeout(r, 2500));
  await p.screenshot({ path: `/tmp/exp/${name}-${w}.png` }); await p.close();
}
await browser.close(); await server.stop();
