import { describe, expect, it } from "vitest";
import { judgeAddress, parseIPv6 } from "../../api/links/ip-ranges.ts";

describe("addresses the link checker refuses", () => {
  it.each([
    ["0.0.0.0", "unspecified"],
    ["0.1.2.3", "unspecified"],
    ["10.0.0.1", "private"],
    ["10.255.255.255", "private"],
    ["100.64.0.1", "cgnat"],
    ["100.100.100.200", "cgnat"],
    ["100.127.255.255", "cgnat"],
    ["127.0.0.1", "loopback"],
    ["127.255.0.9", "loopback"],
    ["169.254.169.254", "link-local"],
    ["169.254.0.1", "link-local"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.0.0.192", "special"],
    ["192.0.2.10", "documentation"],
    ["192.168.1.1", "private"],
    ["198.18.0.1", "special"],
    ["198.51.100.7", "documentation"],
    ["203.0.113.7", "documentation"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast"],
    ["240.0.0.1", "reserved"],
    ["255.255.255.255", "reserved"],
    ["168.63.129.16", "metadata"],
    ["::", "unspecified"],
    ["::1", "loopback"],
    ["fe80::1", "link-local"],
    ["fe80::1%eth0", "link-local"],
    ["febf:ffff::1", "link-local"],
    ["fc00::1", "unique-local"],
    ["fd00:ec2::254", "unique-local"],
    ["fec0::1", "site-local"],
    ["ff02::1", "multicast"],
    ["2001:db8::1", "documentation"],
    ["2001::1", "special"],
    ["100::1", "special"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["::ffff:10.1.2.3", "private"],
    ["::ffff:169.254.169.254", "link-local"],
    ["::ffff:0.0.0.0", "unspecified"],
    ["64:ff9b::a9fe:a9fe", "link-local"],
    ["2002:c0a8:0101::1", "private"],
    ["::8.8.8.8", "ipv4-compatible"],
    ["::127.0.0.1", "loopback"],
  ])("refuses %s (%s)", (address, range) => {
    expect(judgeAddress(address)).toEqual({ allowed: false, range });
  });

  it.each([
    "8.8.8.8",
    "1.1.1.1",
    "93.184.215.14",
    "100.63.255.255",
    "100.128.0.0",
    "172.32.0.1",
    "2606:4700:4700::1111",
    "2a00:1450:4007:80e::200e",
    "::ffff:8.8.8.8",
    "64:ff9b::808:808",
    "2002:0808:0808::1",
  ])("allows the public address %s", (address) => {
    expect(judgeAddress(address)).toEqual({ allowed: true });
  });

  it("allows loopback only under the test setting, and nothing else with it", () => {
    for (const address of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      expect(judgeAddress(address, { allowLoopback: true }), address).toEqual({ allowed: true });
    }
    for (const address of ["10.0.0.1", "169.254.169.254", "::", "fd00::1", "0.0.0.0"]) {
      expect(judgeAddress(address, { allowLoopback: true }).allowed, address).toBe(false);
    }
  });

  it("refuses what is not an address", () => {
    expect(judgeAddress("example.org")).toEqual({ allowed: false, range: "not-an-address" });
  });

  it("expands IPv6 text to bytes", () => {
    expect(parseIPv6("::1")).toEqual([...Array<number>(15).fill(0), 1]);
    expect(parseIPv6("[2001:db8::ff00:42:8329]")).toEqual([
      0x20, 0x01, 0x0d, 0xb8, 0, 0, 0, 0, 0, 0, 0xff, 0x00, 0x00, 0x42, 0x83, 0x29,
    ]);
    expect(parseIPv6("::ffff:1.2.3.4")?.slice(10)).toEqual([0xff, 0xff, 1, 2, 3, 4]);
    expect(parseIPv6("1.2.3.4")).toBeUndefined();
  });
});
