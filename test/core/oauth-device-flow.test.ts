// The device authorization grant (RFC 8628) against a real provider (oidc-provider with its device flow, see
// test/servers/identity-provider.mjs): the user code is confirmed by HTTP at the provider's /device pages while the
// flow polls. The poll clock is swapped so intervals are recorded, not waited.
import { after, afterEach, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { confirmUserCode } from '../servers/device-approval.mjs';
import { CLIENT_SECRET, DEVICE_GRANT, startIdentityProvider } from '../servers/identity-provider.mjs';
import { parseDeviceAuthorization, runDeviceFlow, type DeviceAuthorization, type DeviceFlowOptions, type DeviceFlowResult } from '../../src/auth/oauth/index.js';
import { usePollClock } from '../../src/auth/oauth/poll-clock.js';

type Provider = Awaited<ReturnType<typeof startIdentityProvider>>;
let idp: Provider;
/** Intervals the flow asked to wait, in ms. */
let slept: number[] = [];
let restoreClock: (() => void) | undefined;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Each requested wait is recorded and replaced by `realMs`; `now` is the real clock unless frozen. */
function fastClock(realMs = 40, now: () => number = () => Date.now()): void {
  slept = [];
  restoreClock = usePollClock({ now, sleep: (ms) => (slept.push(ms), pause(realMs)) });
}

const devicePolls = () => idp.tokenRequests.filter((r) => r.form['grant_type'] === DEVICE_GRANT);

function flow(extra: Partial<DeviceFlowOptions> = {}): DeviceFlowOptions {
  return {
    deviceAuthorizationUrl: `${idp.issuer}/device/auth`,
    tokenUrl: `${idp.issuer}/token`,
    client: { clientId: 'device-app', method: 'client_secret_basic' },
    scopes: ['openid', 'api:read'],
    ...extra,
  };
}

/** Runs the flow; `withCode` acts on the user code once the provider handed it out. */
async function run(extra: Partial<DeviceFlowOptions>, withCode: (a: DeviceAuthorization) => Promise<unknown>): Promise<{ result: DeviceFlowResult; acted: unknown }> {
  let acting: Promise<unknown> = Promise.resolve();
  const result = await runDeviceFlow(flow({ ...extra, onAuthorization: (a) => void (acting = withCode(a)) }));
  return { result, acted: await acting };
}

before(async () => {
  idp = await startIdentityProvider({ redirectUris: ['http://127.0.0.1/oauth-callback.html'] });
});
after(() => idp.close());
afterEach(() => {
  restoreClock?.();
  idp.settings.deviceCodeTtl = 600;
  idp.settings.slowDownPolls = 0;
});

describe('device flow against oidc-provider', () => {
  it('pending until the user confirms the code, then the token (polled every 5 s by default)', async () => {
    fastClock();
    const before = devicePolls().length;
    let shown: DeviceAuthorization | undefined;
    const { result } = await run({}, async (a) => {
      shown = a;
      await pause(200); // a few polls answered authorization_pending first
      return confirmUserCode(idp.issuer, a.userCode);
    });
    assert.equal(result.outcome, 'token', JSON.stringify(result));
    if (result.outcome !== 'token') return;
    assert.match(shown!.userCode, /^[A-Z]{4}-[A-Z]{4}$/);
    assert.equal(shown!.verificationUri, `${idp.issuer}/device`);
    assert.equal(shown!.verificationUriComplete, `${idp.issuer}/device?user_code=${encodeURIComponent(shown!.userCode)}`);
    assert.ok(devicePolls().length - before >= 2, 'at least one authorization_pending before the token');
    assert.ok(slept.every((ms) => ms === 5000), String(slept));
    const token = await idp.provider.AccessToken.find(result.token.accessToken);
    assert.equal(token?.clientId, 'device-app');
    assert.equal(token?.accountId, 'device-user');
    const [deviceRequest] = idp.deviceRequests.slice(-1);
    assert.deepEqual(deviceRequest!.form, { scope: 'openid api:read', client_id: 'device-app' });
  });

  it('slow_down adds 5 s to the interval for every later poll', async () => {
    fastClock();
    idp.settings.slowDownPolls = 2;
    const { result } = await run({}, (a) => confirmUserCode(idp.issuer, a.userCode));
    assert.equal(result.outcome, 'token', JSON.stringify(result));
    assert.deepEqual(slept.slice(0, 3), [5000, 10000, 15000]);
    assert.ok(slept.slice(3).every((ms) => ms === 15000), String(slept));
  });

  it('access_denied (the user aborts at the provider) stops polling', async () => {
    fastClock();
    const { result } = await run({}, (a) => confirmUserCode(idp.issuer, a.userCode, { deny: true }));
    assert.equal(result.outcome, 'denied');
    if (result.outcome === 'denied') assert.equal(result.error.error, 'access_denied');
    const polls = devicePolls().length;
    await pause(200);
    assert.equal(devicePolls().length, polls, 'no poll after access_denied');
  });

  it('expired_token from the provider stops polling', async () => {
    const start = Date.now();
    fastClock(150, () => start); // the local clock never runs out: the provider says it
    idp.settings.deviceCodeTtl = 1;
    const { result } = await run({}, async () => undefined);
    assert.equal(result.outcome, 'expired');
    if (result.outcome === 'expired') assert.equal(result.error?.error, 'expired_token');
  });

  it('Cancel stops polling at once', async () => {
    fastClock();
    const controller = new AbortController();
    const before = devicePolls().length;
    const running = runDeviceFlow(flow({ signal: controller.signal }));
    await pause(200);
    controller.abort();
    assert.deepEqual(await running, { outcome: 'cancelled' });
    const polls = devicePolls().length;
    assert.ok(polls - before >= 1);
    await pause(200);
    assert.equal(devicePolls().length, polls, 'no poll after Cancel');
  });

  it('a confidential client authenticates at both endpoints (client_secret_basic)', async () => {
    fastClock();
    const client = { clientId: 'basic-app', clientSecret: CLIENT_SECRET, method: 'client_secret_basic' as const };
    const { result } = await run({ client, scopes: ['api:read'] }, (a) => confirmUserCode(idp.issuer, a.userCode));
    assert.equal(result.outcome, 'token', JSON.stringify(result));
    const [deviceRequest] = idp.deviceRequests.slice(-1);
    assert.match(String(deviceRequest!.headers['authorization']), /^Basic /);
    assert.deepEqual(deviceRequest!.form, { scope: 'api:read' });
    const [poll] = devicePolls().slice(-1);
    assert.match(String(poll!.headers['authorization']), /^Basic /);
    assert.equal(poll!.form['client_id'], undefined);
  });
});

describe('device flow without a provider', () => {
  const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('stops when the code’s own lifetime ran out, honours the given interval', async () => {
    let now = 0;
    slept = [];
    restoreClock = usePollClock({ now: () => now, sleep: async (ms) => void (slept.push(ms), (now += ms)) });
    const fetch = (async (url: string | URL | Request) =>
      String(url).endsWith('/device/auth')
        ? answer(200, { device_code: 'd', user_code: 'U', verification_uri: 'https://id.example.com/device', expires_in: 20, interval: 7 })
        : answer(400, { error: 'authorization_pending' })) as typeof globalThis.fetch;
    const result = await runDeviceFlow({ ...flow(), deviceAuthorizationUrl: 'https://id.example.com/device/auth', tokenUrl: 'https://id.example.com/token', send: { fetch } });
    assert.deepEqual(result, { outcome: 'expired' });
    assert.deepEqual(slept, [7000, 7000, 7000]);
  });

  it('device authorization answers: errors verbatim, missing codes, defaults', () => {
    const denied = parseDeviceAuthorization(400, '{"error":"invalid_client","error_description":"client authentication failed"}');
    assert.ok(!denied.ok && denied.error.message === 'The device authorization endpoint answered HTTP 400 invalid_client: client authentication failed');
    const partial = parseDeviceAuthorization(200, '{"device_code":"d"}');
    assert.ok(!partial.ok && partial.error.error === 'invalid_response' && partial.error.message.includes('user_code'));
    const ok = parseDeviceAuthorization(200, '{"device_code":"d","user_code":"U","verification_uri":"https://x/device"}');
    assert.deepEqual(ok, { ok: true, authorization: { deviceCode: 'd', userCode: 'U', verificationUri: 'https://x/device', expiresIn: 600, interval: 5 } });
  });
});
