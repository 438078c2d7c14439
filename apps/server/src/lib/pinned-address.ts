import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Addresses on the public Internet: not private, loopback, link-local, unique-local or reserved. */
export const isPublicAddress = (address: string) =>
  ipaddr.isValid(address) && ipaddr.process(address).range() === 'unicast';

/** A URL's host as a name or a bare address: `[::1]` becomes `::1`. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * The `lookup` of an outgoing request that answers with the address already checked, so the
 * connection goes there and a second lookup (DNS rebinding) cannot move it. Node asks for one
 * address or, when it tries both families, for all of them.
 */
export const lookupPinnedTo = (address: string): LookupFunction => {
  const family = isIP(address);
  return ((_host, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as (e: null, a: object[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  }) as LookupFunction;
};
