// web-test-runner plugin for the OAuth tests: starts the identity provider (identity-provider.mjs) on first use
// with the test page's callback URL registered, serves the callback page and a page sent with
// `Cross-Origin-Opener-Policy: same-origin`, and drives the provider's login and consent pages inside the sign-in
// popup with the runner's own browser (test/servers/popup-driver.mjs), as a user would.
//
// Commands (executeServerCommand):
//   identity-provider        { origin }  → { issuer, discoveryUrl, secret }
//   identity-provider-calls  {}          → { token, authorize, discovery }: requests received since the last call
//   identity-provider-token  { token }   → { known: boolean, clientId?, scope? } (was this access token issued?)
//   identity-provider-device { userCode, deny? } → {}: confirms (or denies) a device flow user code at /device
//   identity-provider-settings { deviceCodeTtl?, slowDownPolls? } → {}: see identity-provider.mjs
//   oauth-popup              { action: 'login' | 'navigate' | 'close' | 'url', login?, url? } → { url }
//   oauth-coop-open          { origin }  → opens the COOP page and presses Get Token (then: oauth-popup login)
//   oauth-coop-result        {}          → what the COOP page observed; closes it
import { readFileSync } from 'node:fs';
import { CLIENT_SECRET, startIdentityProvider } from './identity-provider.mjs';
import { confirmUserCode } from './device-approval.mjs';
import { popupDriver } from './popup-driver.mjs';

const CALLBACK_HTML = readFileSync(new URL('../../components/oauth-callback/oauth-callback.html', import.meta.url), 'utf8').replace(
  './oauth-callback.js',
  '/components/oauth-callback/oauth-callback.ts',
);

const COOP_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>COOP</title>
<script type="module" src="/test/components/oauth-coop-page.ts"></script></head><body></body></html>`;

/** Discovery documents that must fail, served from the test page's origin. */
function brokenDiscovery(kind, origin) {
  const base = { issuer: origin, authorization_endpoint: `${origin}/auth`, token_endpoint: `${origin}/token` };
  const docs = {
    // http on another origin than the discovery document's: refused by the origin rule (never contacted)
    disallowed: { ...base, token_endpoint: 'http://127.0.0.1:9/token' },
    'no-s256': { ...base, code_challenge_methods_supported: ['plain'] },
    'missing-endpoints': { issuer: origin },
  };
  if (kind === 'not-json') return { body: '<html>not a discovery document</html>', type: 'html' };
  const doc = docs[kind];
  return doc ? { body: JSON.stringify(doc), type: 'json' } : undefined;
}

export function identityProviderPlugin() {
  /** @type {Promise<Awaited<ReturnType<typeof startIdentityProvider>>> | undefined} */
  let started;
  let seen = { token: 0, authorize: 0, discovery: 0, device: 0 };

  return {
    name: 'identity-provider',
    serve(context) {
      if (context.path === '/oauth-callback.html') return { body: CALLBACK_HTML, type: 'html' };
      const broken = /^\/oauth-test\/discovery\/([a-z0-9-]+)\/\.well-known\/(?:openid-configuration|oauth-authorization-server)$/.exec(context.path);
      if (broken) return brokenDiscovery(broken[1], context.request.origin ?? `http://${context.request.host}`);
      if (context.path === '/oauth-coop.html') {
        return { body: COOP_HTML, type: 'html', headers: { 'cross-origin-opener-policy': 'same-origin' } };
      }
      return undefined;
    },
    async executeCommand({ command, payload, session }) {
      switch (command) {
        case 'identity-provider': {
          started ??= startIdentityProvider({ redirectUris: [`${payload.origin}/oauth-callback.html`] });
          const idp = await started;
          return { issuer: idp.issuer, discoveryUrl: idp.discoveryUrl, secret: CLIENT_SECRET };
        }
        case 'identity-provider-calls': {
          const idp = await started;
          const calls = {
            token: idp.tokenRequests.slice(seen.token),
            authorize: idp.authorizationRequests.slice(seen.authorize),
            discovery: idp.discoveryRequests.slice(seen.discovery),
            device: idp.deviceRequests.slice(seen.device),
          };
          seen = {
            token: idp.tokenRequests.length,
            authorize: idp.authorizationRequests.length,
            discovery: idp.discoveryRequests.length,
            device: idp.deviceRequests.length,
          };
          return calls;
        }
        case 'identity-provider-token': {
          const idp = await started;
          const token = await idp.provider.AccessToken.find(payload.token).catch(() => undefined);
          const cc = token ? undefined : await idp.provider.ClientCredentials.find(payload.token).catch(() => undefined);
          const found = token ?? cc;
          return found ? { known: true, clientId: found.clientId, scope: found.scope } : { known: false };
        }
        case 'identity-provider-device': {
          const idp = await started;
          await confirmUserCode(idp.issuer, payload.userCode, { deny: !!payload.deny });
          return {};
        }
        case 'identity-provider-settings': {
          const idp = await started;
          Object.assign(idp.settings, payload);
          return {};
        }
        case 'oauth-popup': {
          const idp = await started;
          const url = await popupDriver(session).popup(idp.issuer, payload.action, { login: payload.login ?? 'test-user', url: payload.url });
          return { url };
        }
        case 'oauth-popup-reset': {
          // Closes every window but the test page (popups of earlier tests) and drops the provider's session cookies.
          const idp = await started;
          await popupDriver(session).reset('127.0.0.1', idp?.issuer);
          return {};
        }
        case 'oauth-coop-open': {
          const idp = await started;
          await popupDriver(session).coopOpen(`${payload.origin}/oauth-coop.html?discovery=${encodeURIComponent(idp.discoveryUrl)}`);
          return {};
        }
        case 'oauth-coop-result':
          return popupDriver(session).coopResult();
        default:
          return undefined;
      }
    },
    async serverStop() {
      if (!started) return;
      await (await started).close();
    },
  };
}
