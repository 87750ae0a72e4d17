// The first script of the strict-CSP test page (test/helpers/csp-page-middleware.mjs): a file, as the policy
// allows no inline script. Collects the page's Content-Security-Policy violations and its spec-load.
window.cspViolations = [];
document.addEventListener('securitypolicyviolation', (e) => window.cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`), true);
document.addEventListener('spec-load', (e) => (window.specLoaded = e.detail), true);
