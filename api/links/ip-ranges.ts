// Which IP addresses the link checker may connect to. Everything that is not a public unicast
// address is refused, so a link cannot make the service probe its own network or the cloud's
// metadata endpoints. IPv4 embedded in IPv6 (mapped, compatible, NAT64, 6to4) is judged as IPv4.
import { isIPv4, isIPv6 } from "node:net";

export type AddressVerdict = { allowed: true } | { allowed: false; range: string };

interface Range {
  bytes: readonly number[];
  bits: number;
  name: string;
}

function v4(cidr: string, name: string): Range {
  const [address = "", bits = "32"] = cidr.split("/");
  return { bytes: address.split(".").map(Number), bits: Number(bits), name };
}

function v6(cidr: string, name: string): Range {
  const [address = "", bits = "128"] = cidr.split("/");
  const bytes = parseIPv6(address);
  if (!bytes) throw new Error(`Bad range ${cidr}`);
  return { bytes, bits: Number(bits), name };
}

const LOOPBACK_V4 = v4("127.0.0.0/8", "loopback");
const LOOPBACK_V6 = v6("::1/128", "loopback");

const BLOCKED_V4: readonly Range[] = [
  v4("0.0.0.0/8", "unspecified"),
  v4("10.0.0.0/8", "private"),
  v4("100.64.0.0/10", "cgnat"), // also holds Alibaba Cloud's metadata 100.100.100.200
  LOOPBACK_V4,
  v4("169.254.0.0/16", "link-local"), // holds the AWS, GCP, Azure and others' metadata 169.254.169.254
  v4("172.16.0.0/12", "private"),
  v4("192.0.0.0/24", "special"), // IETF protocol assignments (Oracle Cloud metadata 192.0.0.192)
  v4("192.0.2.0/24", "documentation"),
  v4("192.88.99.0/24", "special"), // former 6to4 relay anycast
  v4("192.168.0.0/16", "private"),
  v4("198.18.0.0/15", "special"), // benchmarking
  v4("198.51.100.0/24", "documentation"),
  v4("203.0.113.0/24", "documentation"),
  v4("224.0.0.0/4", "multicast"),
  v4("240.0.0.0/4", "reserved"), // includes the broadcast address 255.255.255.255
  v4("168.63.129.16/32", "metadata"), // Azure's host endpoint sits in public space
];

const BLOCKED_V6: readonly Range[] = [
  v6("::/128", "unspecified"),
  LOOPBACK_V6,
  v6("64:ff9b:1::/48", "special"), // local-use NAT64
  v6("100::/64", "special"), // discard-only
  v6("2001::/23", "special"), // IETF protocol assignments, Teredo (its IPv4 is obfuscated)
  v6("2001:db8::/32", "documentation"),
  v6("3fff::/20", "documentation"),
  v6("fc00::/7", "unique-local"), // holds AWS's IPv6 metadata fd00:ec2::254
  v6("fe80::/10", "link-local"),
  v6("fec0::/10", "site-local"),
  v6("ff00::/8", "multicast"),
];

function matches(bytes: readonly number[], range: Range): boolean {
  let bits = range.bits;
  for (let i = 0; bits > 0; i++, bits -= 8) {
    const mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff;
    if (((bytes[i] ?? 0) & mask) !== ((range.bytes[i] ?? 0) & mask)) return false;
  }
  return true;
}

/** 16 bytes of an IPv6 address (zone index ignored), or undefined when it is not one. */
export function parseIPv6(text: string): number[] | undefined {
  const address = text.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (!isIPv6(address)) return undefined;
  let groups = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split(".").map(Number);
    groups = `${address.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = groups.split("::");
  const headParts = head === "" ? [] : head.split(":");
  const tailParts = tail === undefined || tail === "" ? [] : tail.split(":");
  const missing = 8 - headParts.length - tailParts.length;
  const parts = [...headParts, ...Array<string>(tail === undefined ? 0 : missing).fill("0"), ...tailParts];
  if (parts.length !== 8) return undefined;
  return parts.flatMap((p) => {
    const n = Number.parseInt(p, 16);
    return [n >> 8, n & 0xff];
  });
}

// IPv6 forms that carry an IPv4 address: [prefix, prefix bits, offset of the IPv4 bytes].
const EMBEDDED_V4: readonly [Range, number][] = [
  [v6("::ffff:0:0/96", "ipv4-mapped"), 12],
  [v6("::/96", "ipv4-compatible"), 12],
  [v6("64:ff9b::/96", "nat64"), 12],
  [v6("2002::/16", "6to4"), 2],
];

function judgeV4(bytes: readonly number[], allowLoopback: boolean): AddressVerdict {
  if (allowLoopback && matches(bytes, LOOPBACK_V4)) return { allowed: true };
  const range = BLOCKED_V4.find((r) => matches(bytes, r));
  return range ? { allowed: false, range: range.name } : { allowed: true };
}

/**
 * Whether the checker may connect to `address` (an IPv4 or IPv6 literal, brackets allowed).
 * `allowLoopback` lets tests reach servers on 127.0.0.1 and ::1; production never sets it.
 */
export function judgeAddress(address: string, options: { allowLoopback?: boolean } = {}): AddressVerdict {
  const allowLoopback = options.allowLoopback === true;
  if (isIPv4(address)) return judgeV4(address.split(".").map(Number), allowLoopback);
  const bytes = parseIPv6(address);
  if (!bytes) return { allowed: false, range: "not-an-address" };
  if (allowLoopback && matches(bytes, LOOPBACK_V6)) return { allowed: true };
  // :: and ::1 sit inside ::/96; judge them as IPv6 before reading an embedded IPv4 address.
  const range = BLOCKED_V6.find((r) => matches(bytes, r));
  if (range) return { allowed: false, range: range.name };
  for (const [prefix, offset] of EMBEDDED_V4) {
    if (matches(bytes, prefix)) {
      const verdict = judgeV4(bytes.slice(offset, offset + 4), allowLoopback);
      // ::/96 "compatible" addresses are deprecated: refuse them even when the IPv4 part is public.
      if (prefix.name === "ipv4-compatible" && verdict.allowed) return { allowed: false, range: prefix.name };
      return verdict;
    }
  }
  return { allowed: true };
}
