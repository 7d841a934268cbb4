import { BlockList, isIP } from "node:net";

// SSRF guard for "import a job by URL": the server fetches a URL a member typed, so it must
// never reach an address inside our own network or the cloud's metadata service. Every address a host
// name resolves to is checked against the IANA special-purpose registries; one bad address refuses the
// host. Pure and synchronous, so it is unit-tested on its own.

const BLOCKED_V4: [string, number][] = [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, incl. cloud metadata 169.254.169.254
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, incl. broadcast
];

const BLOCKED_V6: [string, number][] = [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["::ffff:0:0", 96], // IPv4-mapped: would smuggle any IPv4 address past the list above
  ["::", 96], // IPv4-compatible (deprecated)
  ["64:ff9b::", 96], // NAT64: reaches IPv4 through a translator
  ["64:ff9b:1::", 48], // local-use NAT64
  ["100::", 64], // discard-only
  ["2001::", 23], // IETF protocol assignments, incl. Teredo
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4: embeds an IPv4 address
  ["3fff::", 20], // documentation
  ["5f00::", 16], // segment routing
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
];

// Two lists: node's BlockList matches IPv4 addresses against IPv6 rules through their mapped form, so
// one list holding ::ffff:0:0/96 would refuse every IPv4 address.
const blockedV4 = new BlockList();
for (const [network, prefix] of BLOCKED_V4) blockedV4.addSubnet(network, prefix, "ipv4");
const blockedV6 = new BlockList();
for (const [network, prefix] of BLOCKED_V6) blockedV6.addSubnet(network, prefix, "ipv6");

/** True only for a literal IPv4 or IPv6 address that is reachable on the public internet. */
export function isPublicAddress(address: string): boolean {
  // "[::1]" from a URL's hostname, "fe80::1%eth0" with a zone: both are still the address inside.
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const family = isIP(bare);
  if (family === 0) return false;
  // A zone index only exists on link-local addresses.
  if (bare !== address.replace(/^\[|\]$/g, "")) return false;
  return family === 4 ? !blockedV4.check(bare, "ipv4") : !blockedV6.check(bare, "ipv6");
}
