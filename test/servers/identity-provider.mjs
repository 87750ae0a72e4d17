// A real OpenID Connect provider (oidc-provider) for the OAuth tests, on 127.0.0.1 port 0, http (development mode:
// loopback only). Clients:
//   public-app   public (token_endpoint_auth_method none, PKCE required), authorization_code + refresh_token
//   basic-app    confidential, client_secret_basic, client_credentials + authorization_code + refresh_token
//   post-app     confidential, client_secret_post, client_credentials
//   no-cors-app  confidential, client_secret_post, client_credentials; its token requests get no CORS headers
//                (the browser refuses them in direct mode: the proxy route is the fix)
//   device-app   public, the device authorization grant (RFC 8628) + refresh_token; basic-app may use it too
// The device flow's user code is confirmed at /device (see device-approval.mjs, which drives those pages by HTTP).
// `settings` lets a test shorten the device code's lifetime or have the next device polls answered `slow_down`
// (oidc-provider itself never sends it).
// Every request to /token is recorded (headers and parsed form body) so tests can inspect how a client authenticated,
// and the parameters of every authorization request.
// The login and consent pages are oidc-provider's devInteractions (any login and password are accepted), minus
// their web-font import so a browser driving them sends nothing beyond loopback.
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

export const CLIENT_SECRET = 's3cr+t%2F:with:colons%+';
export const SCOPES = ['openid', 'offline_access', 'api:read', 'api:write'];

function readForm(req) {
  return new Promise((resolve) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

/**
 * @param {{ redirectUris: string[] }} options  the test page's callback URL(s), registered for every client
 */
export const DEVICE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';

export async function startIdentityProvider({ redirectUris }) {
  const settings = { deviceCodeTtl: 600, slowDownPolls: 0 };
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  const issuer = `http://127.0.0.1:${port}`;
  const common = { redirect_uris: redirectUris, response_types: ['code'], scope: SCOPES.join(' ') };
  const provider = new Provider(issuer, {
    clients: [
      { ...common, client_id: 'public-app', token_endpoint_auth_method: 'none', grant_types: ['authorization_code', 'refresh_token'] },
      { ...common, client_id: 'basic-app', client_secret: CLIENT_SECRET, token_endpoint_auth_method: 'client_secret_basic', grant_types: ['client_credentials', 'authorization_code', 'refresh_token', DEVICE_GRANT] },
      { ...common, client_id: 'post-app', client_secret: CLIENT_SECRET, token_endpoint_auth_method: 'client_secret_post', grant_types: ['client_credentials', 'authorization_code'] },
      { ...common, client_id: 'no-cors-app', client_secret: CLIENT_SECRET, token_endpoint_auth_method: 'client_secret_post', grant_types: ['client_credentials'] },
      { client_id: 'device-app', token_endpoint_auth_method: 'none', grant_types: [DEVICE_GRANT, 'refresh_token'], response_types: [], redirect_uris: [], scope: SCOPES.join(' ') },
    ],
    scopes: SCOPES,
    features: {
      devInteractions: { enabled: true },
      clientCredentials: { enabled: true },
      deviceFlow: { enabled: true },
    },
    pkce: { required: () => true },
    clientBasedCORS: (_ctx, _origin, client) => client.clientId !== 'no-cors-app',
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Only the grant the current interaction just created: every sign-in shows the consent page, so tests always
    // find the popup at the provider.
    loadExistingGrant: (ctx) => {
      const grantId = ctx.oidc.result?.consent?.grantId;
      return grantId ? ctx.oidc.provider.Grant.find(grantId) : undefined;
    },
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub }) }),
    ttl: { AccessToken: 600, AuthorizationCode: 60, ClientCredentials: 600, DeviceCode: () => settings.deviceCodeTtl, Grant: 600, IdToken: 600, Interaction: 600, RefreshToken: 3600, Session: 600 },
    cookies: { keys: ['spec-viewer-test-cookie-key'] },
  });
  provider.on('server_error', (_ctx, error) => console.error('identity provider error:', error));
  // devInteractions' page layout imports a Google web font: drop it (tests never leave loopback).
  provider.use(async (ctx, next) => {
    await next();
    if (typeof ctx.body === 'string' && ctx.body.includes('fonts.googleapis.com')) {
      ctx.body = ctx.body.replace(/@import url\(https:\/\/fonts\.googleapis\.com[^)]*\);/g, '');
    }
  });

  /** @type {Array<{ method: string, headers: Record<string, string | string[] | undefined>, form: Record<string, string> }>} */
  const tokenRequests = [];
  /** Query parameters of every authorization request. @type {Array<Record<string, string>>} */
  const authorizationRequests = [];
  /** Headers of every discovery request (a browser's carries Origin; the proxy's does not). */
  const discoveryRequests = [];
  /** Device authorization requests, recorded like token requests. */
  const deviceRequests = [];
  const callback = provider.callback();
  server.on('request', async (req, res) => {
    if ((req.url === '/token' || req.url === '/device/auth') && req.method === 'POST') {
      const text = await readForm(req);
      const form = Object.fromEntries(new URLSearchParams(text));
      (req.url === '/token' ? tokenRequests : deviceRequests).push({ method: req.method, headers: { ...req.headers }, form });
      if (form.grant_type === DEVICE_GRANT && settings.slowDownPolls > 0) {
        settings.slowDownPolls--;
        res.writeHead(400, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
        return res.end(JSON.stringify({ error: 'slow_down', error_description: 'you are polling too quickly' }));
      }
      // The stream is consumed: oidc-provider then reads the body from `req.body`.
      req.body = text;
      return callback(req, res);
    }
    if (req.url === '/.well-known/openid-configuration') discoveryRequests.push({ headers: { ...req.headers } });
    if (req.url?.startsWith('/auth?')) authorizationRequests.push(Object.fromEntries(new URL(req.url, issuer).searchParams));
    return callback(req, res);
  });

  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    tokenRequests,
    authorizationRequests,
    discoveryRequests,
    deviceRequests,
    settings,
    provider,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
