// SSRF: hostile targets must be refused while a canary on 127.0.0.1 receives nothing. Real traffic only ever
// goes to loopback; other private ranges are checked through an injected resolver and a connect function that
// fails the test if it is ever called.
import assert from 'node:assert/strict';
import type { LookupAddress } from 'node:dns';
import { connect as netConnect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { buildConnector } from 'undici';
import { createPrivateHostPolicy } from '../src/private-host-policy.js';
import { createGuardedConnector, SsrfBlockedError, systemDnsLookup, type DnsLookup } from '../src/ssrf-guard.js';
import { postEnvelope, startCanary, startProxy, startServer, type Canary, type ProxyUnderTest, type Running } from './helpers.js';

const answers: Record<string, string[]> = {
  'rebind.test': ['127.0.0.1'],
  'mixed.test': ['93.184.215.14', '127.0.0.1'],
  'v6loop.test': ['::1'],
  'mapped.test': ['::ffff:127.0.0.1'],
  'zero.test': ['0.0.0.0'],
  'redirector.test': ['127.0.0.1'],
  'localhost.': ['127.0.0.1', '::1'],
};

/** A resolver that knows only the names above (and `localhost`, read from /etc/hosts): tests never query real DNS. */
const fakeLookup: DnsLookup = async (hostname) => {
  if (hostname.toLowerCase() === 'localhost') return systemDnsLookup(hostname);
  const found = answers[hostname.toLowerCase()];
  if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

function hostileUrls(port: number): string[] {
  const p = port;
  return [
    `http://127.0.0.1:${p}/`,
    `http://127.0.0.2:${p}/`,
    `http://127.1:${p}/`,
    `http://127.0.1:${p}/`,
    `http://2130706433:${p}/`,
    `http://0x7f000001:${p}/`,
    `http://0x7f.0.0.1:${p}/`,
    `http://0x7f.0x0.0x0.0x1:${p}/`,
    `http://0177.0.0.1:${p}/`,
    `http://0177.0000.0000.0001:${p}/`,
    `http://017700000001:${p}/`,
    `http://127.000.000.001:${p}/`,
    `http://127.0.0.1.:${p}/`,
    `http://0x7f.1:${p}/`,
    `http://0.0.0.0:${p}/`,
    `http://0:${p}/`,
    `http://[::]:${p}/`,
    `http://[::1]:${p}/`,
    `http://[0000:0000:0000:0000:0000:0000:0000:0001]:${p}/`,
    `http://[::ffff:127.0.0.1]:${p}/`,
    `http://[::ffff:7f00:1]:${p}/`,
    `http://[0:0:0:0:0:ffff:127.0.0.1]:${p}/`,
    `http://[::127.0.0.1]:${p}/`,
    `http://[::ffff:0:127.0.0.1]:${p}/`,
    `http://[64:ff9b::127.0.0.1]:${p}/`,
    `http://[::ffff:0.0.0.0]:${p}/`,
    `https://127.0.0.1:${p}/`,
    `HTTP://127.0.0.1:${p}/`,
    ` http://127.0.0.1:${p}/`,
    `http://%31%32%37.0.0.1:${p}/`,
    `http://127\u30020\u30020\u30021:${p}/`,
    `http://\u2460\u2461\u2466.0.0.1:${p}/`,
    `http://127.0.0.1:${p}#@example.com/`,
    `http://127.0.0.1:${p}\\@example.com/`,
    `http://localhost:${p}/`,
    `http://LOCALHOST:${p}/`,
    `http://localhost.:${p}/`,
    `http://rebind.test:${p}/`,
    `http://mixed.test:${p}/`,
    `http://v6loop.test:${p}/`,
    `http://mapped.test:${p}/`,
    `http://zero.test:${p}/`,
    `http://user:pass@127.0.0.1:${p}/`,
    `http://example.com@127.0.0.1:${p}/`,
    `http://[::ffff:127.0.0.1%25lo]:${p}/`,
    `ftp://127.0.0.1:${p}/`,
    `gopher://127.0.0.1:${p}/_GET%20/`,
    `file:///etc/passwd`,
    `ws://127.0.0.1:${p}/`,
  ];
}

describe('hostile targets through the proxy', () => {
  let canary: Canary;
  let proxy: ProxyUnderTest;
  before(async () => {
    canary = await startCanary();
    proxy = await startProxy({ dnsLookup: fakeLookup, rateLimitPerMinute: 10_000 });
  });
  after(async () => {
    await proxy.close();
    await canary.close();
  });

  it('the canary is reachable when exempt (positive control)', async () => {
    const open = await startProxy({ allowPrivateHosts: ['127.0.0.1'] });
    try {
      const response = await postEnvelope(open.url, { url: `${canary.origin}/`, method: 'GET' });
      assert.equal(response.json.status, 200);
      assert.equal(canary.requests, 1);
    } finally {
      await open.close();
      canary.requests = 0;
      canary.connections = 0;
    }
  });

  it('refuses at least 40 hostile URLs, and the canary receives nothing', async () => {
    const urls = hostileUrls(canary.port);
    assert.ok(urls.length >= 40, `${urls.length} URLs`);
    for (const url of urls) {
      const response = await postEnvelope(proxy.url, { url, method: 'GET', headers: { Host: `127.0.0.1:${canary.port}` } });
      assert.ok(
        response.status === 403 || response.status === 400,
        `${JSON.stringify(url)} answered ${response.status} ${response.text}`,
      );
      const code = response.json?.error?.code;
      assert.ok(['ssrf_blocked', 'invalid_target'].includes(code), `${url}: code ${code}`);
    }
    assert.equal(canary.requests, 0);
    assert.equal(canary.connections, 0);
  });

  it('answers 403 ssrf_blocked for a hostname that resolves to 127.0.0.1', async () => {
    const response = await postEnvelope(proxy.url, { url: `http://rebind.test:${canary.port}/`, method: 'GET' });
    assert.equal(response.status, 403);
    assert.equal(response.json.error.code, 'ssrf_blocked');
    assert.match(response.json.error.message, /rebind\.test resolves to 127\.0\.0\.1/);
  });
});

describe('redirects are returned, never followed', () => {
  let canary: Canary;
  let redirector: Running;
  let proxy: ProxyUnderTest;
  before(async () => {
    canary = await startCanary();
    redirector = await startServer((req, res) => {
      const status = Number(req.url?.slice(1)) || 302;
      const target = req.headers['x-target'] as string;
      res.writeHead(status, { location: target });
      res.end();
    });
    // Only the redirector's name is exempt; the canary's addresses are not.
    proxy = await startProxy({ dnsLookup: fakeLookup, allowPrivateHosts: ['redirector.test'], rateLimitPerMinute: 10_000 });
  });
  after(async () => {
    await proxy.close();
    await redirector.close();
    await canary.close();
  });

  for (const status of [301, 302, 303, 307, 308]) {
    for (const target of ['http://127.0.0.1:{p}/', 'http://localhost:{p}/', 'http://[::ffff:127.0.0.1]:{p}/', 'http://2130706433:{p}/']) {
      it(`${status} to ${target}`, async () => {
        const location = target.replace('{p}', String(canary.port));
        const response = await postEnvelope(proxy.url, {
          url: `http://redirector.test:${redirector.port}/${status}`,
          method: 'POST',
          headers: { 'x-target': location },
          body: 'payload',
        });
        assert.equal(response.status, 200);
        assert.equal(response.json.status, status);
        assert.equal(response.json.headers.location, location);
        assert.equal(canary.requests, 0);
        assert.equal(canary.connections, 0);
      });
    }
  }
});

const nonLoopback: Array<[string, string]> = [
  ['ten.test', '10.0.0.1'],
  ['ten-edge.test', '10.255.255.254'],
  ['rfc1918-172.test', '172.16.5.4'],
  ['rfc1918-172-top.test', '172.31.0.1'],
  ['rfc1918-192.test', '192.168.1.1'],
  ['metadata.test', '169.254.169.254'],
  ['linklocal.test', '169.254.1.1'],
  ['cgnat.test', '100.64.0.1'],
  ['cgnat-top.test', '100.127.255.254'],
  ['multicast.test', '224.0.0.251'],
  ['multicast-top.test', '239.255.255.250'],
  ['broadcast.test', '255.255.255.255'],
  ['reserved.test', '240.0.0.1'],
  ['this-network.test', '0.1.2.3'],
  ['ula.test', 'fd12:3456:789a::1'],
  ['ula-fc.test', 'fc00::1'],
  ['v6-linklocal.test', 'fe80::1'],
  ['v6-multicast.test', 'ff02::1'],
  ['mapped-private.test', '::ffff:10.0.0.1'],
  ['mapped-metadata.test', '::ffff:169.254.169.254'],
  ['nat64-metadata.test', '64:ff9b::a9fe:a9fe'],
  ['nat64-private.test', '64:ff9b::c0a8:101'],
  ['compat-private.test', '::a00:1'],
];

describe('non-loopback private ranges: injected resolver, connect must never be called', () => {
  const neverConnect: buildConnector.connector = (options) => {
    assert.fail(`connect was called for ${options.hostname}`);
  };
  const lookup: DnsLookup = async (hostname) => {
    const entry = nonLoopback.find(([name]) => name === hostname);
    if (!entry) assert.fail(`unexpected lookup of ${hostname}`);
    return [{ address: entry[1], family: entry[1].includes(':') ? 6 : 4 }];
  };
  const noLookup: DnsLookup = async (hostname) => assert.fail(`IP literal ${hostname} must not be looked up`);

  function connectOnce(
    connector: buildConnector.connector,
    hostname: string,
  ): Promise<Error | null> {
    return new Promise((resolve) => {
      connector({ hostname, host: hostname, protocol: 'http:', port: '80' }, (...args) => resolve(args[0]));
    });
  }

  it('the guarded connector refuses every resolved private address', async () => {
    const connector = createGuardedConnector({ policy: createPrivateHostPolicy(), dnsLookup: lookup, connect: neverConnect });
    for (const [hostname, address] of nonLoopback) {
      const error = await connectOnce(connector, hostname);
      assert.ok(error instanceof SsrfBlockedError, `${hostname} → ${address}: ${String(error)}`);
      assert.equal(error.address, address.includes(':') ? error.address : address);
    }
  });

  it('the guarded connector refuses the same addresses as IP literals without a lookup', async () => {
    const connector = createGuardedConnector({ policy: createPrivateHostPolicy(), dnsLookup: noLookup, connect: neverConnect });
    for (const [, address] of nonLoopback) {
      const error = await connectOnce(connector, address);
      assert.ok(error instanceof SsrfBlockedError, `${address}: ${String(error)}`);
    }
  });

  it('the whole proxy answers 403 for each of them', async () => {
    const proxy = await startProxy({ dnsLookup: lookup, socketConnector: neverConnect, rateLimitPerMinute: 10_000 });
    try {
      for (const [hostname] of nonLoopback) {
        const response = await postEnvelope(proxy.url, { url: `https://${hostname}/latest/meta-data/`, method: 'GET' });
        assert.equal(response.status, 403, `${hostname}: ${response.text}`);
        assert.equal(response.json.error.code, 'ssrf_blocked');
      }
      for (const [, address] of nonLoopback) {
        const host = address.includes(':') ? `[${address}]` : address;
        const response = await postEnvelope(proxy.url, { url: `http://${host}/`, method: 'GET' });
        assert.equal(response.status, 403, `${address}: ${response.text}`);
      }
    } finally {
      await proxy.close();
    }
  });

  it('one private answer among public ones refuses the host', async () => {
    const mixed: DnsLookup = async () => [
      { address: '93.184.215.14', family: 4 },
      { address: '10.0.0.7', family: 4 },
    ];
    const connector = createGuardedConnector({ policy: createPrivateHostPolicy(), dnsLookup: mixed, connect: neverConnect });
    const error = await connectOnce(connector, 'mixed.example');
    assert.ok(error instanceof SsrfBlockedError);
    assert.equal(error.address, '10.0.0.7');
  });
});

describe('DNS rebinding and the post-connect check', () => {
  it('resolves once and dials the checked address (a second answer is never used)', async () => {
    let lookups = 0;
    const rebinding: DnsLookup = async () => {
      lookups += 1;
      return [{ address: lookups === 1 ? '93.184.215.14' : '127.0.0.1', family: 4 } satisfies LookupAddress];
    };
    const dialed: string[] = [];
    const refuse: buildConnector.connector = (options, callback) => {
      dialed.push(options.hostname);
      queueMicrotask(() => callback(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }), null));
    };
    const connector = createGuardedConnector({ policy: createPrivateHostPolicy(), dnsLookup: rebinding, connect: refuse });
    const error = await new Promise<Error | null>((resolve) =>
      connector({ hostname: 'rebinding.example', host: 'rebinding.example', protocol: 'https:', port: '443' }, (...args) => resolve(args[0])),
    );
    assert.equal((error as { code?: string }).code, 'ECONNREFUSED');
    assert.equal(lookups, 1);
    assert.deepEqual(dialed, ['93.184.215.14']);
  });

  it('passes the URL hostname as TLS servername while dialing the address', async () => {
    let seen: buildConnector.Options | undefined;
    const capture: buildConnector.connector = (options, callback) => {
      seen = options;
      callback(new Error('stop'), null);
    };
    const connector = createGuardedConnector({
      policy: createPrivateHostPolicy(),
      dnsLookup: async () => [{ address: '93.184.215.14', family: 4 }],
      connect: capture,
    });
    await new Promise((resolve) => connector({ hostname: 'api.example.com', host: 'api.example.com', protocol: 'https:', port: '' }, (...args) => resolve(args[0])));
    assert.equal(seen?.hostname, '93.184.215.14');
    assert.equal(seen?.servername, 'api.example.com');
  });

  it('drops a socket whose remote address is private even when DNS said public', async () => {
    const canary = await startCanary();
    try {
      // A connect function that lands on 127.0.0.1 whatever it was asked: what a hostile resolver or a
      // misrouted network could do. The post-connect check must catch it before a byte is written.
      const misroute: buildConnector.connector = (_options, callback) => {
        const socket = netConnect({ host: '127.0.0.1', port: canary.port });
        socket.once('connect', () => callback(null, socket));
        socket.once('error', (error) => callback(error, null));
      };
      const proxy = await startProxy({
        dnsLookup: async () => [{ address: '93.184.215.14', family: 4 }],
        socketConnector: misroute,
      });
      try {
        const response = await postEnvelope(proxy.url, { url: 'http://public.example/', method: 'GET' });
        assert.equal(response.status, 403);
        assert.equal(response.json.error.code, 'ssrf_blocked');
        assert.match(response.json.error.message, /127\.0\.0\.1/);
      } finally {
        await proxy.close();
      }
      assert.equal(canary.requests, 0);
    } finally {
      await canary.close();
    }
  });
});
