import type { CallAccess, ProcessRefusal } from '../core/command-runner.js';

/** `deny network-outbound <host>:<port> (<reason>)`, the line the sandbox proxy records for a refused connection. */
const REFUSED_LINE = /^deny network-outbound (.+):(\d+) \((.*)\)$/;

/**
 * What a refused-connection line means for the report and the model: why, and the policy line that
 * would permit it (none for a call allowed as read-only, which never gets network, nor for a name
 * that resolved to an address the proxy never dials).
 */
export function refusalFromLine(line: string, access: CallAccess): ProcessRefusal | null {
  const match = REFUSED_LINE.exec(line.trim());
  if (!match) return null;
  const host = (match[1] ?? '').replace(/^\[(.*)\]$/, '$1');
  const port = Number(match[2]);
  const why = match[3] ?? '';
  if (access === 'read-only') {
    return {
      kind: 'network',
      host,
      port,
      reason: 'a call the policy allowed as read-only runs with no network',
      suggestedRule: null,
      unpermittable: 'a call allowed as read-only never gets network',
    };
  }
  if (why === 'host is not on the allow list') {
    return { kind: 'network', host, port, reason: `${host} is not in sandbox.network.allowedDomains`, suggestedRule: `sandbox.network.allowedDomains: [${host}]` };
  }
  if (why.startsWith('resolved to')) {
    return {
      kind: 'network',
      host,
      port,
      reason: `${host} ${why}`,
      suggestedRule: null,
      unpermittable: 'the sandbox proxy never dials a name that resolves to this machine, a link-local or a metadata address',
    };
  }
  return { kind: 'network', host, port, reason: why || 'refused by the sandbox proxy', suggestedRule: null };
}
