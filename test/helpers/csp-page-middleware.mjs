// Serves /csp-page.html?spec=<path of a spec on the test server>&entry=<base|extended>: <spec-viewer> from the built bundle on a page sent
// with the strict Content-Security-Policy of docs/csp.md (issue 48 point 2), for test/isolated/csp-pages.test.ts.
export const STRICT_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; worker-src 'self'; img-src 'self' data:; " +
  "require-trusted-types-for 'script'; trusted-types lit-html dompurify spec-viewer";

export function cspPageMiddleware() {
  return async (ctx, next) => {
    if (ctx.path !== '/csp-page.html') return next();
    const spec = String(ctx.query.spec ?? '').replace(/[^\w./-]/g, '').replace(/\.\.+/g, '.');
    const entry = ctx.query.entry === 'extended' ? 'spec-viewer-extended.js' : 'spec-viewer.js';
    ctx.set('content-security-policy', STRICT_POLICY);
    ctx.type = 'text/html';
    ctx.body =
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Strict CSP</title><link rel="icon" href="data:,">' +
      '<script src="/test/helpers/csp-listener.js"></script>' +
      `<script type="module" src="/dist/${entry}"></script></head>` +
      `<body><spec-viewer spec-url="${spec}" try-it-mock></spec-viewer></body></html>`;
  };
}
