// The page served with `Cross-Origin-Opener-Policy: same-origin` (identity-provider-plugin.mjs): the extended build's
// <spec-viewer> on a spec whose openIdConnect scheme points at the test provider. The plugin drives it through the
// window functions below; the sign-in popup cannot reach this page through `window.opener`, so the result must come
// back on the BroadcastChannel.
import '../../components/extended.js';
import type { SpecViewer } from '../../components/base.js';

const discoveryUrl = new URL(location.href).searchParams.get('discovery')!;
const spec = {
  openapi: '3.0.3',
  info: { title: `COOP ${Date.now()}`, version: '1' },
  servers: [{ url: 'http://127.0.0.1:9/' }],
  paths: { '/me': { get: { operationId: 'me', security: [{ oidc: [] }], responses: { 200: { description: 'ok' } } } } },
  components: { securitySchemes: { oidc: { type: 'openIdConnect', openIdConnectUrl: discoveryUrl } } },
};

/** The first element matching `selector`, looking through every shadow root below `root`. */
function deep<T extends Element>(root: ParentNode, selector: string): T | undefined {
  const found = root.querySelector<T>(selector);
  if (found) return found;
  for (const el of root.querySelectorAll('*')) {
    const inner = el.shadowRoot ? deep<T>(el.shadowRoot, selector) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

const statuses: string[] = [];
const section = () => deep<HTMLElement>(document, 'section[data-flow="authorizationCode"]');
const status = () => section()?.querySelector('.status')?.textContent?.trim() ?? '';
setInterval(() => {
  const s = status();
  if (s && statuses.at(-1) !== s) statuses.push(s);
}, 50);

const w = window as unknown as Record<string, unknown>;
w['oauthStatus'] = status;
w['oauthSawSevered'] = () => statuses.some((s) => s.includes('Cross-Origin-Opener-Policy'));
w['oauthVia'] = () => deep<HTMLElement>(document, 'sv-oauth-flows')?.dataset['callbackVia'];
w['oauthAppliedToken'] = () => {
  for (let i = 0; i < sessionStorage.length; i++) {
    const key = sessionStorage.key(i)!;
    if (key.startsWith('spec-viewer:auth:')) return (JSON.parse(sessionStorage.getItem(key)!) as { token?: string }).token;
  }
  return undefined;
};
/** Makes Get Token the focused element: the driver then presses Enter in this window, a user gesture. */
w['oauthFocusGetToken'] = async () => {
  const authorize = deep<HTMLElement & { show(): Promise<void> }>(document, 'sv-authorize')!;
  await authorize.show();
  const start = Date.now();
  while (!section()?.querySelector('button.get-token') && Date.now() - start < 10000) await new Promise((r) => setTimeout(r, 50));
  const s = section()!;
  const clientId = s.querySelector<HTMLInputElement>('input.client-id')!;
  if (!clientId.value) throw new Error('client ID not prefilled from the oauth property');
  s.querySelector<HTMLButtonElement>('button.get-token')!.focus();
};

const viewer = document.createElement('spec-viewer') as SpecViewer;
viewer.oauth = { clientId: 'public-app', scopes: ['openid', 'api:read'] };
viewer.addEventListener('spec-load', () => (w['oauthReady'] = true));
viewer.setAttribute('spec-url', URL.createObjectURL(new Blob([JSON.stringify(spec)], { type: 'application/json' })));
document.body.append(viewer);
