// web-test-runner plugin for the OAuth tests: starts the identity provider (identity-provider.mjs) on first use
// with the test page's callback URL registered, serves the callback page and a page sent with
// `Cross-Origin-Opener-Policy: same-origin`, and drives the provider's login and consent pages inside the sign-in
// popup with the runner's own Chromium (puppeteer), as a user would.
//
// Commands (executeServerCommand):
//   identity-provider        { origin }  → { issuer, discoveryUrl, secret }
//   identity-provider-calls  {}          → { token, authorize }: requests received since the last call
//   identity-provider-token  { token }   → { known: boolean, clientId?, scope? } (was this access token issued?)
//   oauth-popup              { action: 'login' | 'navigate' | 'close' | 'url', login?, url? } → { url }
//   oauth-coop-run           { origin }  → what the COOP page observed
import { readFileSync } from 'node:fs';
import { CLIENT_SECRET, startIdentityProvider } from './identity-provider.mjs';

const CALLBACK_HTML = readFileSync(new URL('../../components/oauth-callback/oauth-callback.html', import.meta.url), 'utf8').replace(
  './oauth-callback.js',
  '/components/oauth-callback/oauth-callback.ts',
);

const COOP_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>COOP</title>
<script type="module" src="/test/components/oauth-coop-page.ts"></script></head><body></body></html>`;

/**
 * The sign-in popup: the page of this browser context showing the identity provider. Found by URL rather than by
 * opener, because a Cross-Origin-Opener-Policy cuts the opener link.
 */
async function findPopup(context, issuer, timeout = 10000) {
  const target = await context.waitForTarget((t) => t.type() === 'page' && t.url().startsWith(issuer), { timeout });
  return target.page();
}

async function login(popup, name) {
  await popup.waitForSelector('input[name="login"]', { timeout: 10000 });
  await popup.type('input[name="login"]', name);
  await popup.type('input[name="password"]', 'any-password');
  await Promise.all([popup.waitForNavigation({ waitUntil: 'domcontentloaded' }), popup.click('button[type="submit"]')]);
  // Consent (devInteractions): one "Continue" button; after it the provider redirects to the callback page.
  await popup.waitForSelector('button[type="submit"]', { timeout: 10000 });
  await popup.click('button[type="submit"]');
}

export function identityProviderPlugin() {
  /** @type {Promise<Awaited<ReturnType<typeof startIdentityProvider>>> | undefined} */
  let started;
  let seen = { token: 0, authorize: 0 };

  async function coopRun(session, origin) {
    const context = session.browser.getPage(session.id).browserContext();
    const idp = await started;
    const coop = await context.newPage();
    try {
      await coop.goto(`${origin}/oauth-coop.html?discovery=${encodeURIComponent(idp.discoveryUrl)}`, { waitUntil: 'load' });
      await coop.waitForFunction(() => window.oauthReady === true, { timeout: 15000 });
      await coop.evaluate(() => window.oauthGetToken());
      await login(await findPopup(context, idp.issuer), 'coop-user');
      await coop.waitForFunction(() => /Token obtained|failed|mismatch|closed/i.test(window.oauthStatus()), { timeout: 15000 });
      return coop.evaluate(() => ({
        status: window.oauthStatus(),
        applied: window.oauthAppliedToken(),
        sawSevered: window.oauthSawSevered(),
        hasOpenerPolicy: window.oauthHasOpenerPolicy(),
      }));
    } finally {
      await coop.close();
    }
  }

  return {
    name: 'identity-provider',
    serve(context) {
      if (context.path === '/oauth-callback.html') return { body: CALLBACK_HTML, type: 'html' };
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
          const calls = { token: idp.tokenRequests.slice(seen.token), authorize: idp.authorizationRequests.slice(seen.authorize) };
          seen = { token: idp.tokenRequests.length, authorize: idp.authorizationRequests.length };
          return calls;
        }
        case 'identity-provider-token': {
          const idp = await started;
          const token = await idp.provider.AccessToken.find(payload.token).catch(() => undefined);
          const cc = token ? undefined : await idp.provider.ClientCredentials.find(payload.token).catch(() => undefined);
          const found = token ?? cc;
          return found ? { known: true, clientId: found.clientId, scope: found.scope } : { known: false };
        }
        case 'oauth-popup': {
          const idp = await started;
          const popup = await findPopup(session.browser.getPage(session.id).browserContext(), idp.issuer);
          const url = popup.url();
          if (payload.action === 'login') await login(popup, payload.login ?? 'test-user');
          if (payload.action === 'navigate') await popup.goto(payload.url);
          if (payload.action === 'close') await popup.close();
          return { url };
        }
        case 'oauth-coop-run':
          return coopRun(session, payload.origin);
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
