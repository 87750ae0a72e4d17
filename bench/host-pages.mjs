// The host pages of the first-visit bench, as a site would write them: one script and one element (ours, from
// the ESM build or the CDN entry), or Swagger UI's standalone bundle with default options. Spec and build are
// given in the query string and read by a tiny inline script, so one page serves every spec; paths are
// relative, so they stay under the page's encoding prefix (static-server.mjs).

const params = `const q = new URLSearchParams(location.search);`;

/** @param {string} script  path of our entry relative to /<encoding>/ */
const ours = (script) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>spec-viewer</title>
    <link rel="icon" href="data:," />
    <style>body { margin: 0; }</style>
    <script type="module" src="../${script}"></script>
  </head>
  <body>
    <spec-viewer></spec-viewer>
    <script>
      ${params}
      document.querySelector('spec-viewer').setAttribute('spec-url', '../specs/' + q.get('spec'));
    </script>
  </body>
</html>
`;

const swaggerUi = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Swagger UI</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="../peer/swagger-ui/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="../peer/swagger-ui/swagger-ui-bundle.js"></script>
    <script>
      ${params}
      window.ui = SwaggerUIBundle({ url: '../specs/' + q.get('spec'), dom_id: '#swagger-ui' });
    </script>
  </body>
</html>
`;

export const hostPages = {
  ours: ours('dist/spec-viewer.js'),
  'ours-extended': ours('dist/spec-viewer-extended.js'),
  'ours-cdn': ours('dist/cdn/spec-viewer.min.js'),
  // --baseline <dir>: an earlier build, measured interleaved with this one.
  'ours-before': ours('baseline/spec-viewer.js'),
  'ours-before-extended': ours('baseline/spec-viewer-extended.js'),
  'swagger-ui': swaggerUi,
};
