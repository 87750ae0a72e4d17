// The address classifier, the allowPrivateHosts policy and the rate-limit key, case per line.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { classifyAddress } from '../src/classify-address.js';
import { embeddedIPv4, parseIpLiteral } from '../src/ip-classifier.js';
import { createPrivateHostPolicy } from '../src/private-host-policy.js';
import { rateLimitKey } from '../src/client-ip.js';
import ipaddr from 'ipaddr.js';

function expectPublic(address: string): void {
  const verdict = classifyAddress(address);
  assert.equal(verdict.public, true, `${address} should be public, got ${verdict.range}`);
}

function expectBlocked(address: string, range?: RegExp): void {
  const verdict = classifyAddress(address);
  assert.equal(verdict.public, false, `${address} should be blocked`);
  if (range) assert.match(verdict.range, range, `${address}: range ${verdict.range}`);
}

describe('classifyAddress: public destinations', () => {
  it('allows ordinary public IPv4 and IPv6', () => {
    expectPublic('8.8.8.8');
    expectPublic('1.1.1.1');
    expectPublic('93.184.215.14');
    expectPublic('172.15.255.255'); // just below 172.16/12
    expectPublic('172.32.0.1'); // just above it
    expectPublic('100.63.255.255'); // just below 100.64/10
    expectPublic('100.128.0.1'); // just above it
    expectPublic('2606:4700:4700::1111');
    expectPublic('2a00:1450:4001:80b::200e');
  });

  it('judges IPv6 forms that embed a public IPv4 by that IPv4', () => {
    expectPublic('::ffff:8.8.8.8');
    expectPublic('64:ff9b::808:808');
  });
});

describe('classifyAddress: blocked ranges (README.md#ssrf-protection)', () => {
  it('blocks loopback, private and unique-local', () => {
    expectBlocked('127.0.0.1', /loopback/);
    expectBlocked('127.255.255.254', /loopback/);
    expectBlocked('10.0.0.1', /private/);
    expectBlocked('10.255.255.255', /private/);
    expectBlocked('172.16.0.1', /private/);
    expectBlocked('172.31.255.255', /private/);
    expectBlocked('192.168.0.1', /private/);
    expectBlocked('192.168.255.255', /private/);
    expectBlocked('::1', /loopback/);
    expectBlocked('fc00::1', /uniqueLocal/);
    expectBlocked('fdff:ffff::1', /uniqueLocal/);
  });

  it('blocks this-network, link-local (cloud metadata), CGNAT, multicast, broadcast and reserved', () => {
    expectBlocked('0.0.0.0', /unspecified/);
    expectBlocked('0.1.2.3', /unspecified/);
    expectBlocked('169.254.169.254', /linkLocal/);
    expectBlocked('169.254.0.1', /linkLocal/);
    expectBlocked('100.64.0.1', /carrierGradeNat/);
    expectBlocked('100.127.255.255', /carrierGradeNat/);
    expectBlocked('224.0.0.1', /multicast/);
    expectBlocked('239.255.255.250', /multicast/);
    expectBlocked('255.255.255.255', /broadcast/);
    expectBlocked('240.0.0.1', /reserved/);
    expectBlocked('192.0.2.1', /reserved/);
    expectBlocked('198.18.0.1');
    expectBlocked('fe80::1', /linkLocal/);
    expectBlocked('febf:ffff::1', /linkLocal/);
    expectBlocked('ff02::1', /multicast/);
    expectBlocked('ff05::2', /multicast/);
    expectBlocked('::', /unspecified/);
    expectBlocked('2001:db8::1', /reserved/);
    expectBlocked('fec0::1'); // deprecated site-local
    expectBlocked('100::1'); // discard prefix
    expectBlocked('2002:7f00:1::1'); // 6to4
    expectBlocked('2001:0:4136:e378:8000:63bf:3fff:fdd2'); // teredo
  });

  it('blocks everything outside global unicast 2000::/3, even where ipaddr.js says unicast', () => {
    expectBlocked('4000::1', /notGlobalUnicast/);
    expectBlocked('::2:3:4:5', /notGlobalUnicast|unicast/);
  });

  it('unwraps IPv4-mapped, IPv4-compatible, SIIT and NAT64 forms', () => {
    expectBlocked('::ffff:127.0.0.1', /127\.0\.0\.1 loopback/);
    expectBlocked('::ffff:7f00:1', /loopback/);
    expectBlocked('::ffff:10.0.0.1', /private/);
    expectBlocked('::ffff:169.254.169.254', /linkLocal/);
    expectBlocked('::7f00:1', /loopback/); // IPv4-compatible ::127.0.0.1, which ipaddr.js calls unicast
    expectBlocked('::a00:1', /private/); // ::10.0.0.1
    expectBlocked('::ffff:0:7f00:1', /loopback/); // RFC 6145
    expectBlocked('64:ff9b::7f00:1', /loopback/); // NAT64 of 127.0.0.1
    expectBlocked('64:ff9b::a9fe:a9fe', /linkLocal/); // NAT64 of 169.254.169.254
    expectBlocked('64:ff9b:1::7f00:1', /loopback/); // local-use NAT64, /96 layout
    expectBlocked('64:ff9b:1:7f00:1::808:808', /loopback/); // local-use NAT64, /48 layout hides 127.0.0.1
  });

  it('never calls a non-IP string public', () => {
    expectBlocked('localhost', /invalid/);
    expectBlocked('', /invalid/);
    expectBlocked('example.com', /invalid/);
  });
});

describe('parseIpLiteral reads every form a resolver accepts', () => {
  const loopbackForms = ['2130706433', '0x7f000001', '0177.0.0.1', '0x7f.0.0.1', '127.1', '127.0.1', '0x7f.1', '127.000.000.001', '127.0.0.1.', '[::1]', '[::ffff:127.0.0.1]'];
  for (const form of loopbackForms) {
    it(`${form} is loopback`, () => {
      const parsed = parseIpLiteral(form);
      assert.ok(parsed, `${form} parses`);
      assert.equal(classifyAddress(form).public, false);
    });
  }
  it('returns null for hostnames', () => {
    assert.equal(parseIpLiteral('example.com'), null);
    assert.equal(parseIpLiteral('127.0.0.1.nip.io'), null);
  });
  it('finds the IPv4 inside IPv6 forms', () => {
    const inner = embeddedIPv4(ipaddr.IPv6.parse('64:ff9b::c0a8:101')).map(String);
    assert.deepEqual(inner, ['192.168.1.1']);
    assert.deepEqual(embeddedIPv4(ipaddr.IPv6.parse('2606:4700::1')), []);
  });
});

describe('allowPrivateHosts policy', () => {
  const policy = createPrivateHostPolicy(['127.0.0.1', 'dev.internal', '10.1.0.0/16', '::ffff:192.168.5.5', 'fd00::/8']);
  it('exempts listed hostnames, case- and trailing-dot-insensitively', () => {
    assert.equal(policy.isExemptHostname('dev.internal'), true);
    assert.equal(policy.isExemptHostname('DEV.Internal.'), true);
    assert.equal(policy.isExemptHostname('other.internal'), false);
  });
  it('exempts listed addresses and ranges, mapped forms included', () => {
    assert.equal(policy.isExemptAddress(ipaddr.parse('127.0.0.1')), true);
    assert.equal(policy.isExemptAddress(ipaddr.parse('::ffff:127.0.0.1')), true);
    assert.equal(policy.isExemptAddress(ipaddr.parse('127.0.0.2')), false);
    assert.equal(policy.isExemptAddress(ipaddr.parse('10.1.200.3')), true);
    assert.equal(policy.isExemptAddress(ipaddr.parse('10.2.0.1')), false);
    assert.equal(policy.isExemptAddress(ipaddr.parse('192.168.5.5')), true);
    assert.equal(policy.isExemptAddress(ipaddr.parse('fd12::1')), true);
  });
  it('rejects a malformed CIDR at startup', () => {
    assert.throws(() => createPrivateHostPolicy(['10.0.0.0/99']), /CIDR/);
  });
  it('exempts nothing by default', () => {
    const empty = createPrivateHostPolicy();
    assert.equal(empty.isExemptAddress(ipaddr.parse('127.0.0.1')), false);
    assert.equal(empty.isExemptHostname('localhost'), false);
  });
});

describe('rateLimitKey', () => {
  it('keys IPv4 by address and unmaps IPv4-mapped IPv6 first', () => {
    assert.equal(rateLimitKey('203.0.113.9'), '203.0.113.9');
    assert.equal(rateLimitKey('::ffff:203.0.113.9'), '203.0.113.9');
    assert.notEqual(rateLimitKey('203.0.113.9'), rateLimitKey('203.0.113.10'));
  });
  it('groups IPv6 clients by /64', () => {
    assert.equal(rateLimitKey('2001:db8:1:2::1'), '2001:db8:1:2::/64');
    assert.equal(rateLimitKey('2001:db8:1:2:ffff:ffff:ffff:ffff'), '2001:db8:1:2::/64');
    assert.notEqual(rateLimitKey('2001:db8:1:2::1'), rateLimitKey('2001:db8:1:3::1'));
  });
});
