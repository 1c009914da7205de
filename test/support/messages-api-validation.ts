/**
 * What the real Messages API refuses with `400 invalid_request_error`, with its own messages, so a
 * request the real API would reject fails the tests that drive the fake:
 * - a tool name outside `^[a-zA-Z0-9_-]{1,64}$`, or two tools of one name;
 * - an `input_schema` without `type: "object"`, with `oneOf` / `anyOf` / `allOf` at the top level,
 *   or that is not valid JSON Schema 2020-12;
 * - more than 4 blocks with `cache_control`;
 * - an empty or whitespace-only text block (in the system prompt, a message, a tool_result), and
 *   a message with no content.
 * Written against the documented tool definition and the API's observed error messages; it does not
 * import the engine, so the engine cannot pass by agreeing with itself.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';

const TOOL_NAME = /^[a-zA-Z0-9_-]{1,64}$/;
const MAX_CACHE_CONTROL_BLOCKS = 4;
const UNIONS = ['oneOf', 'allOf', 'anyOf'];

let metaValidator: Ajv2020 | undefined;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The API's complaint about this request body, or null when it would be accepted. */
export function invalidRequestMessage(body: Record<string, unknown>): string | null {
  return toolsProblem(body.tools) ?? cacheControlProblem(body) ?? systemProblem(body.system) ?? messagesProblem(body.messages);
}

function toolsProblem(tools: unknown): string | null {
  if (tools === undefined) return null;
  if (!Array.isArray(tools)) return 'tools: Input should be a valid list';
  const names = new Set<string>();
  for (const [index, tool] of tools.entries()) {
    if (!isObject(tool)) return `tools.${index}: Input should be a valid dictionary or object`;
    // Server tools (`type: "web_search_20250305"`, ...) have their own shapes; the engine sends custom tools only.
    if (tool.type !== undefined && tool.type !== 'custom') continue;
    const at = `tools.${index}.custom`;
    if (typeof tool.name !== 'string' || !TOOL_NAME.test(tool.name)) return `${at}.name: String should match pattern '^[a-zA-Z0-9_-]{1,64}$'`;
    if (names.has(tool.name)) return 'tools: Tool names must be unique.';
    names.add(tool.name);
    const schema = tool.input_schema;
    if (schema === undefined) return `${at}.input_schema: Field required`;
    if (!isObject(schema)) return `${at}.input_schema: Input should be a valid dictionary`;
    if (schema.type === undefined) return `${at}.input_schema.type: Field required`;
    if (schema.type !== 'object') return `${at}.input_schema.type: Input should be 'object'`;
    if (UNIONS.some((keyword) => keyword in schema)) return `${at}.input_schema: input_schema does not support oneOf, allOf, or anyOf at the top level`;
    if (!isValid2020(schema)) {
      return `${at}.input_schema: JSON schema is invalid. It must match JSON Schema draft 2020-12 (https://json-schema.org/draft/2020-12). Learn more about tool use at https://docs.claude.com/en/docs/tool-use.`;
    }
  }
  return null;
}

/** Checked against the 2020-12 meta-schema whatever `$schema` the tool declares. */
function isValid2020(schema: Record<string, unknown>): boolean {
  metaValidator ??= new Ajv2020({ strict: false, logger: false });
  return metaValidator.validate('https://json-schema.org/draft/2020-12/schema', schema) === true;
}

function cacheControlProblem(body: Record<string, unknown>): string | null {
  let found = 0;
  const count = (block: unknown) => {
    if (isObject(block) && block.cache_control !== undefined && block.cache_control !== null) found++;
  };
  if (Array.isArray(body.tools)) body.tools.forEach(count);
  if (Array.isArray(body.system)) body.system.forEach(count);
  if (Array.isArray(body.messages)) {
    for (const message of body.messages) {
      if (!isObject(message) || !Array.isArray(message.content)) continue;
      for (const block of message.content) {
        count(block);
        if (isObject(block) && Array.isArray(block.content)) block.content.forEach(count);
      }
    }
  }
  return found > MAX_CACHE_CONTROL_BLOCKS ? `A maximum of ${MAX_CACHE_CONTROL_BLOCKS} blocks with cache_control may be provided. Found ${found}.` : null;
}

function textProblem(where: string, block: unknown): string | null {
  if (!isObject(block) || block.type !== 'text') return null;
  if (typeof block.text !== 'string' || block.text === '') return `${where}: text content blocks must be non-empty`;
  if (block.text.trim() === '') return `${where}: text content blocks must contain non-whitespace text`;
  return null;
}

function systemProblem(system: unknown): string | null {
  if (!Array.isArray(system)) return null;
  for (const block of system) {
    const problem = textProblem('system', block);
    if (problem) return problem;
  }
  return null;
}

function messagesProblem(messages: unknown): string | null {
  if (!Array.isArray(messages)) return null;
  for (const [index, message] of messages.entries()) {
    if (!isObject(message)) continue;
    const last = index === messages.length - 1 && message.role === 'assistant';
    const content = message.content;
    const empty = content === '' || (Array.isArray(content) && content.length === 0);
    if (empty && !last) return `messages.${index}: all messages must have non-empty content except for the optional final assistant message`;
    if (!Array.isArray(content)) continue;
    for (const block of content) {
      const problem = textProblem('messages', block);
      if (problem) return problem;
      if (isObject(block) && block.type === 'tool_result' && Array.isArray(block.content)) {
        for (const inner of block.content) {
          const nested = textProblem('messages', inner);
          if (nested) return nested;
        }
      }
    }
  }
  return null;
}
