// A real MCP server over stdio, for the tests. Flags:
//   --ignore-sigterm   never exits: ignores SIGTERM and stays up after stdin closes
//   --exit-at-start    writes to stderr and exits 1 before answering anything
//   --hang-at-start    reads stdin but never answers (initialize times out)
//   --many N           adds N extra tools (for deferral)
//   --bad-schema       adds a tool whose input schema cannot be compiled
//   --odd-tools        adds the tools real servers get wrong: no top-level type, a top-level
//                      oneOf / allOf, a draft-07 tuple, an unknown $schema, a name too long, two
//                      names that collide once normalised, one that needs MCP tasks, an entry
//                      without a name; `count_up` (reports progress), `silent` (empty result) and
//                      `garbled` (a content block MCP does not define)
//   --spawn-child      starts a grandchild (`sleep`) in its process group and prints its pid
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type Tool } from '@modelcontextprotocol/sdk/types.js';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const log = (line: string) => process.stderr.write(`${line}\n`);

if (flag('--exit-at-start')) {
  log('fatal: cannot start (test server told to exit)');
  process.exit(1);
}
if (flag('--ignore-sigterm')) {
  process.on('SIGTERM', () => log('got SIGTERM, ignoring it'));
  setInterval(() => undefined, 60_000);
}
if (flag('--hang-at-start')) {
  log('hanging');
  process.stdin.resume();
  setInterval(() => undefined, 60_000);
} else {
  await serve();
}

async function serve() {
  const text = { type: 'object', properties: { text: { type: 'string' } }, required: ['text'], additionalProperties: false } as const;
  const empty = { type: 'object', properties: {} } as const;
  const tools: Tool[] = [
    { name: 'echo', description: 'Echoes the text back.\nSecond line of the description.', inputSchema: text, annotations: { readOnlyHint: true } },
    { name: 'write_note', description: 'Saves a note.', inputSchema: { type: 'object', properties: { note: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } } }, required: ['note'] } },
    { name: 'delete_all', description: 'Deletes everything.', inputSchema: empty, annotations: { readOnlyHint: false, destructiveHint: true } },
    { name: 'safe_update', description: 'Updates a counter.', inputSchema: empty, annotations: { destructiveHint: false, idempotentHint: true } },
    { name: 'slow', description: 'Waits until cancelled.', inputSchema: empty, annotations: { readOnlyHint: true } },
    { name: 'fail', description: 'Always reports an error.', inputSchema: empty },
    { name: 'crash', description: 'Exits the server mid-call.', inputSchema: empty },
    { name: 'env', description: 'Lists the environment.', inputSchema: empty, annotations: { readOnlyHint: true } },
    { name: 'big', description: 'Returns a large text.', inputSchema: { type: 'object', properties: { size: { type: 'integer', minimum: 1 } }, required: ['size'] } },
    { name: 'image', description: 'Returns an image and a text.', inputSchema: empty },
    { name: 'structured', description: 'Returns only structured content.', inputSchema: empty },
    { name: 'weird.name!', description: 'A tool whose name needs normalizing.', inputSchema: empty },
  ];
  const many = args.indexOf('--many');
  const extra = many >= 0 ? Number(args[many + 1]) : 0;
  for (let i = 0; i < extra; i++) {
    tools.push({ name: `extra_${i}`, description: `Extra tool number ${i}.`, inputSchema: { type: 'object', properties: { value: { type: 'number' } } } });
  }
  if (flag('--bad-schema')) {
    tools.push({ name: 'broken', description: 'Has a broken schema.', inputSchema: { type: 'object', properties: { x: { type: 'nonsense' } } } });
  }
  if (flag('--odd-tools')) tools.push(...(oddTools() as Tool[]));
  if (flag('--spawn-child')) {
    const { spawn } = await import('node:child_process');
    const child = spawn('sleep', ['300'], { stdio: 'ignore' });
    log(`grandchild ${child.pid}`);
  }

  const server = new Server({ name: 'test-stdio', version: '1.0.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const input = (request.params.arguments ?? {}) as Record<string, unknown>;
    switch (request.params.name) {
      case 'echo':
        return {
          content: [{ type: 'text', text: `echo: ${String(input.text)}` }],
          structuredContent: { echoed: input.text },
          _meta: { 'test/server': 'stdio' },
        };
      case 'write_note':
        return { content: [{ type: 'text', text: `saved ${String(input.note)}` }] };
      case 'delete_all':
      case 'safe_update':
      case 'weird.name!':
        return { content: [{ type: 'text', text: `${request.params.name} done` }] };
      case 'slow':
        log(`slow started ${String(extra.requestId)}`);
        await new Promise<void>((resolve) => {
          extra.signal.addEventListener('abort', () => {
            log(`slow cancelled ${String(extra.requestId)}: ${String(extra.signal.reason)}`);
            resolve();
          });
        });
        return { content: [{ type: 'text', text: 'slow finished after cancel' }] };
      case 'fail':
        return { content: [{ type: 'text', text: 'it broke: the widget is missing' }], isError: true };
      case 'crash':
        log('crashing now');
        setTimeout(() => process.exit(3), 10);
        return new Promise(() => undefined);
      case 'env':
        log(`API_KEY=${process.env.API_KEY ?? '(unset)'}`);
        return { content: [{ type: 'text', text: JSON.stringify(process.env) }] };
      case 'big':
        return { content: [{ type: 'text', text: 'x'.repeat(Number(input.size)) }] };
      case 'image':
        return {
          content: [
            { type: 'text', text: 'here is a picture' },
            { type: 'image', data: Buffer.from('not really a png').toString('base64'), mimeType: 'image/png' },
          ],
        };
      case 'structured':
        return { content: [], structuredContent: { answer: 42 } };
      case 'silent':
        return { content: [{ type: 'text', text: '  ' }] };
      case 'garbled':
        return { content: [{ type: 'hologram', frames: 3 }] } as never;
      case 'count_up': {
        const total = Number(input.to ?? 3);
        const token = request.params._meta?.progressToken;
        log(`count_up progress token ${token === undefined ? '(none)' : String(token)}`);
        for (let step = 1; step <= total; step++) {
          if (token !== undefined) {
            await extra.sendNotification({ method: 'notifications/progress', params: { progressToken: token, progress: step, total, message: `step ${step}` } });
          }
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        return { content: [{ type: 'text', text: `counted to ${total}` }] };
      }
      case 'untyped':
      case 'find':
      case 'configure':
      case 'pair':
        return { content: [{ type: 'text', text: `${request.params.name} got ${JSON.stringify(input)}` }] };
      default:
        if (request.params.name.startsWith('extra_')) return { content: [{ type: 'text', text: `${request.params.name} ok` }] };
        return { content: [{ type: 'text', text: `unknown tool ${request.params.name}` }], isError: true };
    }
  });
  log('test server ready');
  await server.connect(new StdioServerTransport());
}

/** Tools as real servers list them, each wrong in a way the Messages API or the SDK refuses. */
function oddTools(): unknown[] {
  return [
    // No top-level type: the SDK's ListToolsResult schema rejects the whole list for this one.
    { name: 'untyped', description: 'Has no top-level type.', inputSchema: { properties: { q: { type: 'string' } }, required: ['q'] } },
    {
      name: 'find',
      description: 'Finds a record by id or by url.',
      inputSchema: {
        type: 'object',
        properties: { verbose: { type: 'boolean' } },
        oneOf: [
          { properties: { id: { type: 'string' } }, required: ['id'] },
          { properties: { url: { type: 'string' } }, required: ['url'] },
        ],
      },
    },
    {
      name: 'configure',
      description: 'Sets a mode and a level.',
      inputSchema: {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        type: 'object',
        $defs: { level: { type: 'object', properties: { level: { type: 'integer', minimum: 1 } }, required: ['level'] } },
        allOf: [{ properties: { mode: { enum: ['a', 'b'] } }, required: ['mode'] }, { $ref: '#/$defs/level' }],
      },
    },
    {
      name: 'pair',
      description: 'Takes a [name, count] pair.',
      inputSchema: {
        $schema: 'http://json-schema.org/draft-07/schema#',
        type: 'object',
        properties: { pair: { type: 'array', items: [{ type: 'string' }, { type: 'integer' }], additionalItems: false } },
        required: ['pair'],
      },
    },
    { name: 'ancient', description: 'Declares a dialect nobody knows.', inputSchema: { $schema: 'http://example.com/my-dialect', type: 'object' } },
    { name: `a_tool_whose_name_is_far_too_long_for_the_messages_api_${'x'.repeat(10)}`, description: 'Too long.', inputSchema: { type: 'object' } },
    { name: 'get.item', description: 'First of two names that collide.', inputSchema: { type: 'object' } },
    { name: 'get_item', description: 'Second of two names that collide.', inputSchema: { type: 'object' } },
    { name: 'research', description: 'Needs MCP tasks.', inputSchema: { type: 'object' }, execution: { taskSupport: 'required' } },
    { description: 'An entry without a name.', inputSchema: { type: 'object' } },
    { name: 'count_up', description: 'Counts up, reporting progress.', inputSchema: { type: 'object', properties: { to: { type: 'integer' } } }, annotations: { readOnlyHint: true } },
    { name: 'silent', description: 'Returns only whitespace.', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true } },
    { name: 'garbled', description: 'Answers with a content block MCP does not define.', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true } },
  ];
}
