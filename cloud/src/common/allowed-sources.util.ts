import { BlockList, isIP } from 'node:net';

/**
 * Whether an address is one of `sources` (IPs and CIDR ranges, as the
 * *_ALLOWED_SOURCES variables list them); an address that is not an IP never is.
 */
export function allowedSourcesCheck(sources: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const source of sources) {
    const [address = '', prefix] = source.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
}
