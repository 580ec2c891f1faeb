// Which addresses a recipe import may fetch: public web servers only. The checks work on the host as
// the WHATWG URL parser normalises it, which already turns every spelling of an IPv4 address
// (2130706433, 0x7f.1, 0177.0.0.1, 127.1) into dotted decimal and compresses IPv6, so that one
// spelling is checked per address.

/** IPv4 ranges that are no public web server: [first address as a number, prefix length]. */
const BLOCKED_V4: [string, number][] = [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 reaches the host itself
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (carrier-grade NAT); holds the 100.100.100.200 metadata service
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local; holds the 169.254.169.254 metadata service
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the 255.255.255.255 broadcast
];

function v4ToNumber(address: string): number | undefined {
  const parts = address.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return undefined;
  return parts.reduce((n, p) => n * 256 + Number(p), 0);
}

const V4_RANGES = BLOCKED_V4.map(([base, bits]) => ({ base: v4ToNumber(base)!, size: 2 ** (32 - bits) }));

function isBlockedV4(value: number): boolean {
  return V4_RANGES.some(({ base, size }) => value >= base && value < base + size);
}

/** The eight 16-bit groups of an IPv6 address (embedded dotted IPv4 tail allowed), or undefined. */
function parseV6(address: string): number[] | undefined {
  let text = address.toLowerCase();
  const zone = text.indexOf('%');
  if (zone !== -1) text = text.slice(0, zone);
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const v4 = v4ToNumber(tail[1]!);
    if (v4 === undefined) return undefined;
    text = `${text.slice(0, -tail[1]!.length)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const head = halves[0] ? halves[0].split(':') : [];
  const rest = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return undefined;
  return groups.map((g) => parseInt(g, 16));
}

/**
 * Only global unicast (2000::/3) is fetched, minus the ranges that carry or reach an IPv4 address
 * (6to4, Teredo, NAT64: checked as that IPv4 address) and the documentation range. Everything else
 * (::, ::1, ::ffff:127.0.0.1, fc00::/7, fe80::/10, multicast) is refused.
 */
function isBlockedV6(groups: readonly number[]): boolean {
  const [g0, g1, g2] = groups as [number, number, number];
  // Also covers IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d) and NAT64 (64:ff9b::/96) addresses.
  if ((g0 & 0xe000) !== 0x2000) return true;
  if (g0 === 0x2001 && g1 === 0x0db8) return true; // documentation
  if (g0 === 0x2001 && g1 === 0x0000) return true; // Teredo tunnels
  if (g0 === 0x2002) return isBlockedV4(g1 * 65536 + g2); // 6to4 carries an IPv4 address
  return false;
}

/** Names that never point at a public server: the machine itself and the local or cloud-internal namespaces. */
const BLOCKED_NAMES = /^(?:localhost|metadata|metadata\.google\.internal|instance-data|metadata\.azure\.com)$/;
const BLOCKED_SUFFIXES = /\.(?:localhost|local|localdomain|internal|intranet|lan|home|corp|home\.arpa|in-addr\.arpa|ip6\.arpa)$/;

export type HostKind = { kind: 'ipv4' | 'ipv6' | 'name'; blocked: boolean };

/**
 * Whether a URL host (as `URL.hostname` gives it: IPv6 in brackets, IPv4 dotted) may be fetched.
 * A name with no dot (« intranet ») is refused: on the public web every server's name has one.
 */
export function checkHost(hostname: string): HostKind {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[') && host.endsWith(']')) {
    const groups = parseV6(host.slice(1, -1));
    return { kind: 'ipv6', blocked: !groups || isBlockedV6(groups) };
  }
  const v4 = v4ToNumber(host);
  if (v4 !== undefined) return { kind: 'ipv4', blocked: isBlockedV4(v4) };
  // A numeric-looking host the URL parser did not make an IPv4 address is no public name either.
  if (/^[\d.]+$/.test(host) || /^0x/i.test(host)) return { kind: 'name', blocked: true };
  const blocked = host === '' || !host.includes('.') || BLOCKED_NAMES.test(host) || BLOCKED_SUFFIXES.test(host);
  return { kind: 'name', blocked };
}

/** Whether an address given by a DNS answer (no brackets) may be fetched. */
export function isBlockedAddress(address: string): boolean {
  const v4 = v4ToNumber(address);
  if (v4 !== undefined) return isBlockedV4(v4);
  const groups = parseV6(address.replace(/^\[|\]$/g, ''));
  return !groups || isBlockedV6(groups);
}
