// The network a client address belongs to, as far as one customer line goes: an IPv4 address is its own,
// an IPv6 address is counted by its /64 (what an access provider hands one home or phone, RFC 6177), so
// the 2^64 addresses one customer may use are one caller to a quota. IPv4 written as IPv6 (::ffff:a.b.c.d)
// is the IPv4 address.
import { isIPv4, isIPv6 } from 'node:net';

export function addressBlock(address: string): string {
  const bare = address.replace(/%.*$/, '');
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return address;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare);
  if (mapped) return mapped[1];
  const hextets = expand(bare);
  return `${hextets
    .slice(0, 4)
    .map((h) => parseInt(h, 16).toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, '::' filled with zeros and a trailing IPv4 part as two groups. */
function expand(address: string): string[] {
  const withoutV4 = address.replace(
    /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/,
    (_all, a: string, b: string, c: string, d: string) =>
      `${((Number(a) << 8) | Number(b)).toString(16)}:${((Number(c) << 8) | Number(d)).toString(16)}`,
  );
  const [head, tail] = withoutV4.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right];
}
