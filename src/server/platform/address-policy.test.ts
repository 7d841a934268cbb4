import { describe, expect, test } from "vitest";
import { isPublicAddress } from "./address-policy";

describe("isPublicAddress (SSRF guard)", () => {
  test.each([
    "8.8.8.8",
    "1.1.1.1",
    "151.101.1.69",
    "100.63.255.255", // just below carrier-grade NAT
    "100.128.0.0", // just above it
    "172.15.255.255",
    "172.32.0.1",
    "192.169.0.1",
    "223.255.255.255",
    "2606:4700:4700::1111",
    "2a00:1450:4009:81f::200e",
    "2001:4860:4860::8888", // outside 2001::/23
  ])("%s is public", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  test.each([
    ["0.0.0.0", "this network"],
    ["0.1.2.3", "this network"],
    ["10.0.0.1", "private"],
    ["10.255.255.255", "private"],
    ["100.64.0.1", "carrier-grade NAT"],
    ["100.127.255.254", "carrier-grade NAT"],
    ["127.0.0.1", "loopback"],
    ["127.255.0.9", "loopback"],
    ["169.254.169.254", "cloud metadata (link-local)"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.0.0.8", "IETF protocol assignments"],
    ["192.0.2.10", "documentation"],
    ["192.168.1.1", "private"],
    ["198.18.0.1", "benchmarking"],
    ["198.51.100.7", "documentation"],
    ["203.0.113.9", "documentation"],
    ["224.0.0.251", "multicast"],
    ["239.255.255.250", "multicast"],
    ["240.0.0.1", "reserved"],
    ["255.255.255.255", "broadcast"],
    ["::", "unspecified"],
    ["::1", "loopback"],
    ["[::1]", "loopback, as a URL writes it"],
    ["0:0:0:0:0:0:0:1", "loopback, long form"],
    ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
    ["::ffff:7f00:1", "IPv4-mapped loopback, hex"],
    ["::ffff:10.0.0.1", "IPv4-mapped private"],
    ["::ffff:8.8.8.8", "IPv4-mapped, even public"],
    ["::127.0.0.1", "IPv4-compatible"],
    ["64:ff9b::a00:1", "NAT64"],
    ["2001:db8::1", "documentation"],
    ["2001::1", "Teredo"],
    ["2002:a00:1::1", "6to4"],
    ["fc00::1", "unique local"],
    ["fd12:3456:789a::1", "unique local"],
    ["fe80::1", "link-local"],
    ["fe80::1%eth0", "link-local with a zone"],
    ["fec0::1", "site-local"],
    ["ff02::1", "multicast"],
    ["localhost", "not an address"],
    ["example.com", "not an address"],
    ["", "empty"],
    ["999.1.1.1", "not an address"],
    ["2130706433", "an integer is not an address"],
  ])("%s is refused (%s)", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});
