// One key per client for the rate limits and the audit log's count of strangers.
/**
 * IPv6 clients usually hold a whole /64, so one address per request would escape the limit:
 * the key is the /64 prefix. IPv4 (and IPv4-mapped) addresses are keyed as they are.
 */
export function clientKey(ip: string): string {
  if (!ip.includes(':') || ip.startsWith('::ffff:')) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const groups = [...head.split(':').filter(Boolean)];
  const tailGroups = tail.split(':').filter(Boolean);
  const full = [
    ...groups,
    ...Array(8 - groups.length - tailGroups.length).fill('0'),
    ...tailGroups,
  ];
  return `${full.slice(0, 4).join(':')}::/64`;
}
