// Which IP addresses the link checker may connect to. Every range of the IANA IPv4 and IPv6 Special-Purpose
// Address Registries is refused (whatever the registry says of its global reachability: no website lives there),
// and so are multicast, the deprecated and reserved IPv6 space outside 2000::/3, and cloud metadata endpoints,
// so a link cannot make the service probe its own network or the cloud's metadata. Addresses are parsed and
// matched with ipaddr.js; the ranges are data below, each with its registry name and RFC.
//
// IPv6 forms that carry an IPv4 address (IPv4-mapped, IPv4-compatible, NAT64 64:ff9b::/96, 6to4) are judged by
// that IPv4 address: they reach exactly it, so 64:ff9b::a9fe:a9fe is refused as 169.254.169.254 while
// 64:ff9b::808:808 (8.8.8.8 through a NAT64 gateway) is allowed. IPv4-compatible addresses are deprecated and are
// refused even when the IPv4 part is public. Forms whose IPv4 part is not usable as such (IPv4-translated
// ::ffff:0:0:0/96, local-use NAT64 64:ff9b:1::/48, Teredo's obfuscated client) are refused whole.
// Registries: https://www.iana.org/assignments/iana-ipv4-special-registry and .../iana-ipv6-special-registry.
import { isIPv4, isIPv6 } from "node:net";
import ipaddr from "ipaddr.js";

export type AddressVerdict = { allowed: true } | { allowed: false; range: string };

export interface SpecialRange {
  cidr: string;
  /** The registry's name of the range. */
  name: string;
  /** Where it is defined. */
  rfc: string;
  /** The word a refusal carries (`range` of the verdict). */
  kind: string;
  /** Byte offset of an embedded IPv4 address: such addresses are judged by that IPv4 address. */
  embedsIPv4At?: number;
}

/** Where an entry comes from: the IANA special-purpose registry, or another registry / operator knowledge. */
export type RangeSource = "iana-special" | "other";

interface Entry extends SpecialRange {
  source: RangeSource;
}

const iana = (cidr: string, name: string, rfc: string, kind: string, embedsIPv4At?: number): Entry => ({
  cidr,
  name,
  rfc,
  kind,
  source: "iana-special",
  ...(embedsIPv4At === undefined ? {} : { embedsIPv4At }),
});
const other = (cidr: string, name: string, rfc: string, kind: string, embedsIPv4At?: number): Entry => ({
  ...iana(cidr, name, rfc, kind, embedsIPv4At),
  source: "other",
});

/** IPv4 ranges refused; the first matching entry names the refusal. */
export const IPV4_RANGES: readonly Entry[] = [
  iana("0.0.0.0/32", "This host on this network", "RFC 1122 §3.2.1.3", "unspecified"),
  iana("0.0.0.0/8", '"This network"', "RFC 791 §3.2", "unspecified"),
  iana("10.0.0.0/8", "Private-Use", "RFC 1918", "private"),
  // Also holds Alibaba Cloud's metadata endpoint 100.100.100.200.
  iana("100.64.0.0/10", "Shared Address Space", "RFC 6598", "cgnat"),
  iana("127.0.0.0/8", "Loopback", "RFC 1122 §3.2.1.3", "loopback"),
  // Holds the metadata endpoint of AWS, GCP, Azure and others, 169.254.169.254.
  iana("169.254.0.0/16", "Link Local", "RFC 3927", "link-local"),
  iana("172.16.0.0/12", "Private-Use", "RFC 1918", "private"),
  iana("192.0.0.0/29", "IPv4 Service Continuity Prefix", "RFC 7335", "special"),
  iana("192.0.0.8/32", "IPv4 dummy address", "RFC 7600", "special"),
  iana("192.0.0.9/32", "Port Control Protocol Anycast", "RFC 7723", "special"),
  iana("192.0.0.10/32", "Traversal Using Relays around NAT Anycast", "RFC 8155", "special"),
  iana("192.0.0.170/32", "NAT64/DNS64 Discovery", "RFC 8880, RFC 7050 §2.2", "special"),
  iana("192.0.0.171/32", "NAT64/DNS64 Discovery", "RFC 8880, RFC 7050 §2.2", "special"),
  // Holds Oracle Cloud's metadata endpoint 192.0.0.192.
  iana("192.0.0.0/24", "IETF Protocol Assignments", "RFC 6890 §2.1", "special"),
  iana("192.0.2.0/24", "Documentation (TEST-NET-1)", "RFC 5737", "documentation"),
  iana("192.31.196.0/24", "AS112-v4", "RFC 7535", "special"),
  iana("192.52.193.0/24", "AMT", "RFC 7450", "special"),
  iana("192.88.99.2/32", "6a44-relay anycast address", "RFC 6751", "special"),
  iana("192.88.99.0/24", "Deprecated (6to4 Relay Anycast)", "RFC 7526", "special"),
  iana("192.168.0.0/16", "Private-Use", "RFC 1918", "private"),
  iana("192.175.48.0/24", "Direct Delegation AS112 Service", "RFC 7534", "special"),
  iana("198.18.0.0/15", "Benchmarking", "RFC 2544", "special"),
  iana("198.51.100.0/24", "Documentation (TEST-NET-2)", "RFC 5737", "documentation"),
  iana("203.0.113.0/24", "Documentation (TEST-NET-3)", "RFC 5737", "documentation"),
  iana("255.255.255.255/32", "Limited Broadcast", "RFC 8190, RFC 919 §7", "reserved"),
  iana("240.0.0.0/4", "Reserved", "RFC 1112 §4", "reserved"),
  other("224.0.0.0/4", "Multicast", "RFC 5771", "multicast"),
  // Azure's host endpoint (metadata, DNS, DHCP) sits in public space.
  other("168.63.129.16/32", "Azure host endpoint", "Azure documentation", "metadata"),
];

/** IPv6 ranges refused, or judged by their embedded IPv4 address; the first matching entry applies. */
export const IPV6_RANGES: readonly Entry[] = [
  iana("::1/128", "Loopback Address", "RFC 4291", "loopback"),
  iana("::/128", "Unspecified Address", "RFC 4291", "unspecified"),
  iana("::ffff:0:0/96", "IPv4-mapped Address", "RFC 4291", "ipv4-mapped", 12),
  other("::ffff:0:0:0/96", "IPv4-translated Address", "RFC 2765 §2.1", "special"),
  other("::/96", "IPv4-compatible Address (deprecated)", "RFC 4291 §2.5.5.1", "ipv4-compatible", 12),
  iana("64:ff9b::/96", "IPv4-IPv6 Translat.", "RFC 6052", "nat64", 12),
  iana("64:ff9b:1::/48", "IPv4-IPv6 Translat. (local use)", "RFC 8215", "special"),
  iana("100::/64", "Discard-Only Address Block", "RFC 6666", "special"),
  iana("100:0:0:1::/64", "Dummy IPv6 Prefix", "RFC 9780", "special"),
  iana("2001::/32", "TEREDO", "RFC 4380, RFC 8190", "special"),
  iana("2001:1::1/128", "Port Control Protocol Anycast", "RFC 7723", "special"),
  iana("2001:1::2/128", "Traversal Using Relays around NAT Anycast", "RFC 8155", "special"),
  iana("2001:1::3/128", "DNS-SD Service Registration Protocol Anycast", "RFC 9665", "special"),
  iana("2001:2::/48", "Benchmarking", "RFC 5180", "special"),
  iana("2001:3::/32", "AMT", "RFC 7450", "special"),
  iana("2001:4:112::/48", "AS112-v6", "RFC 7535", "special"),
  iana("2001:10::/28", "Deprecated (previously ORCHID)", "RFC 4843", "special"),
  iana("2001:20::/28", "ORCHIDv2", "RFC 7343", "special"),
  iana("2001:30::/28", "Drone Remote ID Protocol Entity Tags (DETs) Prefix", "RFC 9374", "special"),
  iana("2001::/23", "IETF Protocol Assignments", "RFC 2928", "special"),
  iana("2001:db8::/32", "Documentation", "RFC 3849", "documentation"),
  iana("2002::/16", "6to4", "RFC 3056", "6to4", 2),
  iana("2620:4f:8000::/48", "Direct Delegation AS112 Service", "RFC 7534", "special"),
  iana("3fff::/20", "Documentation", "RFC 9637", "documentation"),
  iana("5f00::/16", "Segment Routing (SRv6) SIDs", "RFC 9602", "special"),
  // Holds AWS's IPv6 metadata endpoint fd00:ec2::254.
  iana("fc00::/7", "Unique-Local", "RFC 4193, RFC 8190", "unique-local"),
  iana("fe80::/10", "Link-Local Unicast", "RFC 4291", "link-local"),
  other("fec0::/10", "Site-Local (deprecated)", "RFC 3879", "site-local"),
  other("ff00::/8", "Multicast", "RFC 4291 §2.7", "multicast"),
];

/** Global unicast: IPv6 outside it (and the entries above) is reserved by the IETF (IANA IPv6 Address Space). */
const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR("2000::/3");

interface Compiled<A> {
  entry: Entry;
  range: [A, number];
}
const V4 = IPV4_RANGES.map((entry) => ({ entry, range: ipaddr.IPv4.parseCIDR(entry.cidr) }));
const V6 = IPV6_RANGES.map((entry) => ({ entry, range: ipaddr.IPv6.parseCIDR(entry.cidr) }));
const LOOPBACK_V6 = ipaddr.IPv6.parse("::1");

function find<A extends ipaddr.IPv4 | ipaddr.IPv6>(
  address: A,
  table: readonly Compiled<A>[],
): Entry | undefined {
  return table.find((c) => address.match(c.range))?.entry;
}

function judgeV4(address: ipaddr.IPv4, allowLoopback: boolean): AddressVerdict {
  const entry = find(address, V4);
  if (!entry) return { allowed: true };
  if (allowLoopback && entry.kind === "loopback") return { allowed: true };
  return { allowed: false, range: entry.kind };
}

function judgeV6(address: ipaddr.IPv6, allowLoopback: boolean): AddressVerdict {
  if (allowLoopback && address.match(LOOPBACK_V6, 128)) return { allowed: true };
  const entry = find(address, V6);
  if (entry?.embedsIPv4At !== undefined) {
    const at = entry.embedsIPv4At;
    const embedded = new ipaddr.IPv4(address.toByteArray().slice(at, at + 4));
    const verdict = judgeV4(embedded, allowLoopback);
    if (!verdict.allowed) return verdict;
    return entry.kind === "ipv4-compatible" ? { allowed: false, range: entry.kind } : verdict;
  }
  if (entry) return { allowed: false, range: entry.kind };
  if (!address.match(GLOBAL_UNICAST)) return { allowed: false, range: "reserved" };
  return { allowed: true };
}

/** An IPv6 address (brackets and zone index allowed), or undefined when the text is not one. */
function parseV6(text: string): ipaddr.IPv6 | undefined {
  const address = text.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (!isIPv6(address)) return undefined;
  // ipaddr.js reads any dotted tail as IPv4-mapped ("::8.8.8.8" as ::ffff:808:808): let the WHATWG URL parser,
  // which the checker's addresses come through anyway, write the address in hex groups first.
  return ipaddr.IPv6.parse(new URL(`http://[${address}]/`).hostname.slice(1, -1));
}

/** 16 bytes of an IPv6 address (brackets and zone index allowed), or undefined when it is not one. */
export function parseIPv6(text: string): number[] | undefined {
  return parseV6(text)?.toByteArray();
}

/**
 * Whether the checker may connect to `address` (an IPv4 or IPv6 literal, brackets allowed).
 * `allowLoopback` lets tests reach servers on 127.0.0.1 and ::1; production never sets it.
 */
export function judgeAddress(address: string, options: { allowLoopback?: boolean } = {}): AddressVerdict {
  const allowLoopback = options.allowLoopback === true;
  // node:net's strict checks first: ipaddr.js also reads forms such as "127.1" or "0x7f.0.0.1".
  if (isIPv4(address)) return judgeV4(ipaddr.IPv4.parse(address), allowLoopback);
  const v6 = parseV6(address);
  if (!v6) return { allowed: false, range: "not-an-address" };
  return judgeV6(v6, allowLoopback);
}
