// TRUST_PROXY as a self-deployer writes it: a hop count or the proxies' addresses. Whatever start-up accepts,
// Fastify (proxy-addr) must accept too; anything else stops start-up with one line naming the variable, never
// with a stack trace from inside the web framework.
import fc from 'fast-check';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

const refusal = (value: string) => {
  try {
    loadConfig({ TRUST_PROXY: value });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  return null;
};

describe('TRUST_PROXY', () => {
  it('takes hop counts, addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.0.1.0/24,::1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.0.1.0/24',
      '::1',
      'fd00::/8',
    ]);
  });

  it('refuses what is not an address in one line naming it (":::::", a range past the address size)', () => {
    const values = [
      ':::::',
      '10.0.0.1/33',
      '::1/129',
      '10.0.0.0/0',
      '1.2.3.4.5',
      '10.0.0.1,:::',
      '::1.2.3.4',
      'fe80::1%:',
    ];
    for (const value of values) {
      expect(refusal(value), value).toBe(
        'Invalid configuration: TRUST_PROXY must be a hop count (1, 2...) or proxy addresses/CIDRs separated by commas',
      );
    }
  });

  it('accepts nothing the web framework then refuses at start-up', () => {
    // Near-addresses (node:net and proxy-addr disagree on zones and IPv4 tails) and real ones of both kinds.
    const near = fc.stringMatching(/^[0-9a-f:.%]{0,12}(?:\/\d{1,3})?$/);
    const piece = fc.oneof(near, fc.ipV4(), fc.ipV6(), fc.ipV4Extended());
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 3 }), (pieces) => {
        const value = pieces.join(',');
        let trustProxy: ReturnType<typeof loadConfig>['trustProxy'];
        try {
          trustProxy = loadConfig({ TRUST_PROXY: value }).trustProxy;
        } catch (error) {
          expect(error).toBeInstanceOf(ConfigError);
          return;
        }
        if (Array.isArray(trustProxy)) expect(() => Fastify({ trustProxy }), value).not.toThrow();
      }),
      { numRuns: 800 },
    );
  });
});
