import { lineRule } from './rule.js';

/** A cryptocurrency miner: a pool's stratum address, or the common miner by name. */
export const miningPool = lineRule({
  id: 'mining-pool',
  code: true,
  quick: /stratum|xmrig/i,
  match: (text) =>
    /\bstratum\d?\+(?:tcp|ssl|tls|udp):\/\//i.test(text) || /\bxmrig\b/i.test(text) ? "a cryptocurrency mining pool or miner: whoever runs this mines on their machine for someone else" : null,
});
