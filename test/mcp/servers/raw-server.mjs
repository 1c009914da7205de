// An MCP server written without the SDK, speaking raw JSON-RPC lines, that answers in ways the SDK
// would never send: --bad-initialize answers initialize without serverInfo; otherwise tools/call
// answers with a content block MCP does not define (no server-side schema check stops it).
import { createInterface } from 'node:readline';

const badInitialize = process.argv.includes('--bad-initialize');
const send = (message) => process.stdout.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);

createInterface({ input: process.stdin }).on('line', (line) => {
  const request = JSON.parse(line);
  if (request.id === undefined) return;
  switch (request.method) {
    case 'initialize':
      send({
        id: request.id,
        result: badInitialize
          ? { protocolVersion: request.params.protocolVersion, capabilities: { tools: {} } }
          : { protocolVersion: request.params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: 'raw', version: '1.0.0' } },
      });
      break;
    case 'tools/list':
      send({ id: request.id, result: { tools: [{ name: 'odd_answer', description: 'Answers oddly.', inputSchema: { type: 'object' } }] } });
      break;
    case 'tools/call':
      send({ id: request.id, result: { content: [{ type: 'hologram', frames: 3 }] } });
      break;
    default:
      send({ id: request.id, error: { code: -32601, message: `no method ${request.method}` } });
  }
});
