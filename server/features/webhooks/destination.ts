// Where a webhook may point (docs/decisions.md "Webhook addresses"): https, a public address,
// never this server. The host is resolved and every address it has is checked, when the
// endpoint is saved and again on each send (the send connects only to an address it checked,
// so a name that later resolves to a private address reaches nothing).
import dns from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import os from 'node:os';
import { AppError } from '../../calls/appError';

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local (cloud metadata)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
  ['64:ff9b::', 96], // NAT64 of any IPv4, private ones included
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

/** IPv4-mapped IPv6 (`::ffff:10.0.0.1`) is checked as the IPv4 address it is. */
function unmapped(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

export function isPrivateAddress(address: string): boolean {
  const plain = unmapped(address);
  const family = isIP(plain);
  if (family === 0) return true;
  return blocked.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}

/** The addresses this machine answers on (a receiver there on our port is this server). */
function isLocalAddress(address: string): boolean {
  const plain = unmapped(address);
  if (plain === '::' || plain === '0.0.0.0' || plain.startsWith('127.') || plain === '::1') return true;
  return Object.values(os.networkInterfaces())
    .flat()
    .some((nic) => nic?.address === plain);
}

export interface DestinationRules {
  allowPrivate: boolean;
  /** The server's public address and the port it listens on: never a receiver. */
  publicUrl: string;
  listeningPort: () => number | null;
}

function portOf(url: URL): number {
  if (url.port) return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

function refuse(code: 'WEBHOOK_URL_PRIVATE' | 'WEBHOOK_URL_SELF' | 'WEBHOOK_URL_UNRESOLVED'): AppError {
  return new AppError(code, { field: 'Url' });
}

/** Refuses an address (AppError with field Url) unless a receiver may sit there. */
export function checkAddressLiteral(address: string, port: number, rules: DestinationRules): void {
  checkAddress(address, port, rules);
}

function checkAddress(address: string, port: number, rules: DestinationRules): void {
  if (port === rules.listeningPort() && isLocalAddress(address)) throw refuse('WEBHOOK_URL_SELF');
  if (!rules.allowPrivate && isPrivateAddress(address)) throw refuse('WEBHOOK_URL_PRIVATE');
}

/** The parsed URL of a valid endpoint address; throws AppError naming the field `Url`. */
export async function checkDestination(text: string, rules: DestinationRules): Promise<URL> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new AppError('WEBHOOK_URL_INVALID', { field: 'Url' });
  }
  if (url.username || url.password) throw new AppError('WEBHOOK_URL_INVALID', { field: 'Url' });
  const plainAllowed = rules.allowPrivate && url.protocol === 'http:';
  if (url.protocol !== 'https:' && !plainAllowed)
    throw new AppError('WEBHOOK_URL_NOT_HTTPS', { field: 'Url' });
  const self = new URL(rules.publicUrl);
  if (url.hostname === self.hostname && portOf(url) === portOf(self)) throw refuse('WEBHOOK_URL_SELF');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await dns.promises.lookup(host, { all: true })).map((a) => a.address);
  } catch {
    throw refuse('WEBHOOK_URL_UNRESOLVED');
  }
  if (addresses.length === 0) throw refuse('WEBHOOK_URL_UNRESOLVED');
  for (const address of addresses) checkAddress(address, portOf(url), rules);
  return url;
}

/**
 * A lookup for the send's connection: it resolves the host itself and fails when any address is
 * one a receiver may not have, so the connection only reaches an address that was checked.
 */
export function checkedLookup(port: number, rules: DestinationRules): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, found) => {
      if (error) return callback(error, '', 0);
      const list = Array.isArray(found) ? found : [];
      try {
        for (const entry of list) checkAddress(entry.address, port, rules);
      } catch (refused) {
        return callback(refused as NodeJS.ErrnoException, '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      const [chosen] = list;
      if (!chosen) return callback(new Error(`no address for ${hostname}`), '', 0);
      return callback(null, chosen.address, chosen.family);
    });
  };
}
