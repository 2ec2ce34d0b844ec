// Decisions 005 and 011: the link checker refuses every range of the IANA IPv4 and IPv6 Special-Purpose
// Address Registries. The registries are copied here independently of api/links/ip-ranges.ts, so a range dropped
// from the module's data fails this test.
import ipaddr from "ipaddr.js";
import { describe, expect, it } from "vitest";
import { IPV4_RANGES, IPV6_RANGES, judgeAddress } from "../../api/links/ip-ranges.ts";

// https://www.iana.org/assignments/iana-ipv4-special-registry (2025)
const IANA_IPV4 = [
  "0.0.0.0/8",
  "0.0.0.0/32",
  "10.0.0.0/8",
  "100.64.0.0/10",
  "127.0.0.0/8",
  "169.254.0.0/16",
  "172.16.0.0/12",
  "192.0.0.0/24",
  "192.0.0.0/29",
  "192.0.0.8/32",
  "192.0.0.9/32",
  "192.0.0.10/32",
  "192.0.0.170/32",
  "192.0.0.171/32",
  "192.0.2.0/24",
  "192.31.196.0/24",
  "192.52.193.0/24",
  "192.88.99.0/24",
  "192.88.99.2/32",
  "192.168.0.0/16",
  "192.175.48.0/24",
  "198.18.0.0/15",
  "198.51.100.0/24",
  "203.0.113.0/24",
  "240.0.0.0/4",
  "255.255.255.255/32",
];

// https://www.iana.org/assignments/iana-ipv6-special-registry (2025), plus the IPv4-translated range of RFC 2765.
const IANA_IPV6 = [
  "::1/128",
  "::/128",
  "::ffff:0:0/96",
  "::ffff:0:0:0/96",
  "64:ff9b::/96",
  "64:ff9b:1::/48",
  "100::/64",
  "100:0:0:1::/64",
  "2001::/23",
  "2001::/32",
  "2001:1::1/128",
  "2001:1::2/128",
  "2001:1::3/128",
  "2001:2::/48",
  "2001:3::/32",
  "2001:4:112::/48",
  "2001:10::/28",
  "2001:20::/28",
  "2001:30::/28",
  "2001:db8::/32",
  "2002::/16",
  "2620:4f:8000::/48",
  "3fff::/20",
  "5f00::/16",
  "fc00::/7",
  "fe80::/10",
];

// Beyond the special-purpose registries: multicast, deprecated site-local, space outside 2000::/3.
const OTHER = ["224.0.0.0/4", "ff00::/8", "fec0::/10", "4000::/2", "8000::/1", "::2/128"];

/** The first, a middle and the last address of a range, as text. */
function firstMiddleLast(cidr: string): string[] {
  const [address, bits] = ipaddr.parseCIDR(cidr);
  const bytes = address.toByteArray();
  const width = bytes.length * 8;
  const value = bytes.reduce((n, b) => (n << 8n) | BigInt(b), 0n);
  const hostBits = BigInt(width - bits);
  const first = (value >> hostBits) << hostBits;
  const last = first | ((1n << hostBits) - 1n);
  const middle = first + ((last - first + 1n) >> 1n);
  const text = (n: bigint) => {
    const out: number[] = [];
    for (let i = bytes.length - 1; i >= 0; i -= 1)
      out[i] = Number((n >> BigInt((bytes.length - 1 - i) * 8)) & 0xffn);
    return ipaddr.fromByteArray(out).toString();
  };
  return [...new Set([first, middle, last].map(text))];
}

const EMBEDDING = IPV6_RANGES.filter((r) => r.embedsIPv4At !== undefined);

/** `v4` written inside an IPv6 range that embeds IPv4 addresses. */
function embed(cidr: string, at: number, v4: string): string {
  const bytes = ipaddr.parseCIDR(cidr)[0].toByteArray();
  bytes.splice(at, 4, ...ipaddr.IPv4.parse(v4).octets);
  return ipaddr.fromByteArray(bytes).toString();
}

describe("the IANA special-purpose registries", () => {
  it("are all in the link checker's data, with a name and an RFC", () => {
    const data = [...IPV4_RANGES, ...IPV6_RANGES];
    const cidrs = new Set(data.map((r) => ipaddr.parseCIDR(r.cidr).toString()));
    for (const cidr of [...IANA_IPV4, ...IANA_IPV6]) {
      expect(cidrs.has(ipaddr.parseCIDR(cidr).toString()), cidr).toBe(true);
    }
    for (const r of data) {
      expect(r.name, r.cidr).not.toBe("");
      expect(r.rfc, r.cidr).toMatch(/RFC \d+|documentation/);
    }
  });

  const wholeRanges = [...IANA_IPV4, ...IANA_IPV6, ...OTHER].filter(
    (cidr) =>
      !EMBEDDING.some((r) => ipaddr.parseCIDR(r.cidr).toString() === ipaddr.parseCIDR(cidr).toString()),
  );
  it.each(wholeRanges)("refuses the first, a middle and the last address of %s", (cidr) => {
    for (const address of firstMiddleLast(cidr)) {
      expect(judgeAddress(address).allowed, address).toBe(false);
      expect(judgeAddress(`[${address}]`).allowed, address).toBe(false);
    }
  });

  it.each(EMBEDDING.map((r) => [r.cidr, r.embedsIPv4At!] as const))(
    "judges %s by its embedded IPv4 address: every IPv4 special range inside it is refused",
    (cidr, at) => {
      const [first, , last] = firstMiddleLast(cidr);
      expect(judgeAddress(first!).allowed, first).toBe(false);
      expect(judgeAddress(last!).allowed, last).toBe(false);
      for (const v4cidr of [...IANA_IPV4, "224.0.0.0/4"]) {
        for (const v4 of firstMiddleLast(v4cidr)) {
          const address = embed(cidr, at, v4);
          expect(judgeAddress(address).allowed, `${address} (${v4})`).toBe(false);
        }
      }
      const publicOne = embed(cidr, at, "8.8.8.8");
      // IPv4-compatible addresses are deprecated: refused even with a public IPv4 part.
      expect(judgeAddress(publicOne).allowed, publicOne).toBe(cidr !== "::/96");
    },
  );

  it("refuses the IPv4-translated form that once reached a loopback listener", () => {
    for (const address of [
      "::ffff:0:7f00:1",
      "::ffff:0:127.0.0.1",
      "::ffff:0:808:808",
      "[::ffff:0:a9fe:a9fe]",
    ]) {
      expect(judgeAddress(address).allowed, address).toBe(false);
    }
  });
});
