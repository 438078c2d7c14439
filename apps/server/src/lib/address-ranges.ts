import ipaddr from 'ipaddr.js';

export type AddressRange = [ipaddr.IPv4 | ipaddr.IPv6, number];

/**
 * Parses "127.0.0.1/32,::1,10.0.0.0/8" into ranges; a bare address is a range of one. Returns the
 * entries it could not read, so config.ts can name them at start instead of failing open later.
 */
export const parseAddressRanges = (text: string) => {
  const ranges: AddressRange[] = [];
  const bad: string[] = [];
  for (const entry of text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    try {
      if (entry.includes('/')) ranges.push(ipaddr.parseCIDR(entry));
      else {
        const address = ipaddr.parse(entry);
        ranges.push([address, address.kind() === 'ipv4' ? 32 : 128]);
      }
    } catch {
      bad.push(entry);
    }
  }
  return { ranges, bad };
};

/** Whether a socket address (IPv4-mapped IPv6 included) lies in one of the ranges. */
export const isInRanges = (address: string | undefined, ranges: AddressRange[]) => {
  if (!address || !ipaddr.isValid(address)) return false;
  // "::ffff:127.0.0.1" from a dual-stack socket is the IPv4 address it carries.
  const parsed = ipaddr.process(address);
  return ranges.some(([base, bits]) => parsed.kind() === base.kind() && parsed.match([base, bits] as never));
};
