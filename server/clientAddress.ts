// The visitor's address for rate limits and IP-limited forms. Behind a reverse proxy the socket
// peer is the proxy; X-Forwarded-For is believed only as far as the hops are proxies we trust,
// since anything to the left of the first untrusted hop was written by the client itself.
import net from "node:net";

export interface ClientAddressResolver {
  (socketAddress: string | undefined, forwardedFor: string | undefined): string;
}

/** "::ffff:10.0.0.1" (IPv4 on a dual-stack socket) → "10.0.0.1"; null when not an IP address. */
export function normalizeAddress(raw: string): string | null {
  let address = raw.trim();
  // "[2001:db8::1]:443" and "203.0.113.7:51234": some proxies append the port.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(":"));
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) address = mapped[1];
  const family = net.isIP(address);
  if (family === 0) return null;
  return family === 6 ? address.toLowerCase() : address;
}

/** A BlockList of TRUSTED_PROXIES entries ("10.0.0.1", "10.0.0.0/8", "fd00::/8"). */
export function trustedProxyList(entries: readonly string[]): net.BlockList {
  const list = new net.BlockList();
  for (const entry of entries) {
    const [address = "", prefix] = entry.split("/");
    const type = net.isIPv6(address) ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

function isTrusted(list: net.BlockList, address: string): boolean {
  return list.check(address, net.isIPv6(address) ? "ipv6" : "ipv4");
}

/**
 * Resolves the client address of a request: the socket peer, unless that peer is a trusted
 * proxy; then the right-most X-Forwarded-For entry that is not a trusted proxy. When every hop
 * is trusted, the left-most one; a malformed entry ends the walk at the last good hop.
 */
export function clientAddressResolver(trustedProxies: readonly string[]): ClientAddressResolver {
  const list = trustedProxyList(trustedProxies);
  return (socketAddress, forwardedFor) => {
    const peer = socketAddress ? normalizeAddress(socketAddress) : null;
    if (!peer) return "unknown";
    if (trustedProxies.length === 0 || !isTrusted(list, peer) || !forwardedFor) return peer;
    let client = peer;
    const hops = forwardedFor.split(",");
    for (let i = hops.length - 1; i >= 0; i--) {
      const hop = normalizeAddress(hops[i] ?? "");
      if (!hop) return client;
      client = hop;
      if (!isTrusted(list, hop)) return hop;
    }
    return client;
  };
}
