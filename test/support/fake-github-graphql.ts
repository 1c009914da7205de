/**
 * The GraphQL endpoint of the loopback GitHub (`POST /graphql`), strict the way GitHub is: the query
 * is parsed, declared variables are checked against their types, every selected field must exist on
 * its type (else "Field 'x' doesn't exist on type 'T'"), connections need `first` or `last` (at most
 * 100), and a field the token may not read is null with a FORBIDDEN error, HTTP 200.
 *
 * Requests are routed by their root field (`query.repository`, `mutation.createCommitOnBranch`):
 * `graphqlRoots` maps each to a resolver returning an object graph in which a field is a value, a
 * nested object (with `__typename`), a list, or a function of the field's arguments (connections).
 * Add a root by adding a resolver; nothing else changes.
 */

export type GraphqlValue = string | number | boolean | null | GraphqlObject | readonly GraphqlValue[] | ((args: Record<string, unknown>) => GraphqlValue);
export interface GraphqlObject {
  readonly __typename: string;
  readonly [field: string]: GraphqlValue | undefined;
}

export interface GraphqlError {
  readonly message: string;
  readonly type?: string;
  readonly path?: readonly (string | number)[];
  readonly extensions?: Record<string, unknown>;
}

/** Thrown by a resolver: the field is null and the answer carries the error (GitHub's FORBIDDEN, NOT_FOUND). */
export class GraphqlFieldError extends Error {
  constructor(
    message: string,
    readonly type: string,
  ) {
    super(message);
  }
}

export type RootResolver = (args: Record<string, unknown>) => GraphqlValue;

/** `query.<field>` / `mutation.<field>` → its resolver. */
export type GraphqlRoots = Readonly<Record<string, RootResolver>>;

interface Field {
  readonly name: string;
  readonly alias: string;
  readonly args: Record<string, unknown>;
  readonly selections: readonly Field[] | null;
}

class QueryError extends Error {}

type Token = { readonly kind: 'punct' | 'name' | 'string' | 'number' | 'variable'; readonly value: string };

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /\s+|,|#[^\n]*|("(?:[^"\\]|\\.)*")|(\$[A-Za-z_]\w*)|(-?\d+(?:\.\d+)?)|([A-Za-z_]\w*)|([{}():![\]=@])|(\S)/gy;
  for (let match = pattern.exec(source); match !== null && match[0] !== ''; match = pattern.exec(source)) {
    if (match[1] !== undefined) tokens.push({ kind: 'string', value: JSON.parse(match[1]) as string });
    else if (match[2] !== undefined) tokens.push({ kind: 'variable', value: match[2].slice(1) });
    else if (match[3] !== undefined) tokens.push({ kind: 'number', value: match[3] });
    else if (match[4] !== undefined) tokens.push({ kind: 'name', value: match[4] });
    else if (match[5] !== undefined) tokens.push({ kind: 'punct', value: match[5] });
    else if (match[6] !== undefined) throw new QueryError(`Parse error on "${match[6]}"`);
  }
  return tokens;
}

interface Operation {
  readonly type: 'query' | 'mutation';
  readonly variables: ReadonlyMap<string, string>;
  readonly selections: readonly Field[];
}

function parseOperation(source: string, variables: Record<string, unknown>): Operation {
  const tokens = tokenize(source);
  let at = 0;
  const peek = () => tokens[at];
  const take = (value?: string): Token => {
    const token = tokens[at++];
    if (!token || (value !== undefined && token.value !== value)) throw new QueryError(`Parse error on "${token?.value ?? 'end of query'}"${value ? ` (expected "${value}")` : ''}`);
    return token;
  };
  let type: Operation['type'] = 'query';
  const declared = new Map<string, string>();
  if (peek()?.kind === 'name') {
    const word = take().value;
    if (word !== 'query' && word !== 'mutation') throw new QueryError(`Parse error on "${word}"`);
    type = word;
    if (peek()?.kind === 'name') take();
    if (peek()?.value === '(') {
      take('(');
      while (peek()?.value !== ')') {
        const name = take().value;
        take(':');
        let typeName = take().value;
        if (typeName === '[') typeName = `[${take().value}${peek()?.value === '!' ? take().value : ''}${take(']').value}`;
        if (peek()?.value === '!') typeName += take().value;
        declared.set(name, typeName);
      }
      take(')');
    }
  }
  const value = (): unknown => {
    const token = take();
    if (token.kind === 'variable') {
      if (!declared.has(token.value)) throw new QueryError(`Variable $${token.value} is used by anonymous query but not declared`);
      return variables[token.value] ?? null;
    }
    if (token.kind === 'number') return Number(token.value);
    if (token.kind === 'string') return token.value;
    if (token.value === 'true' || token.value === 'false') return token.value === 'true';
    if (token.value === 'null') return null;
    if (token.kind === 'name') return token.value;
    throw new QueryError(`Parse error on "${token.value}"`);
  };
  const selectionSet = (): Field[] => {
    take('{');
    const fields: Field[] = [];
    while (peek()?.value !== '}') {
      let name = take().value;
      const alias = name;
      if (peek()?.value === ':') {
        take(':');
        name = take().value;
      }
      const args: Record<string, unknown> = {};
      if (peek()?.value === '(') {
        take('(');
        while (peek()?.value !== ')') {
          const arg = take().value;
          take(':');
          args[arg] = value();
        }
        take(')');
      }
      fields.push({ name, alias, args, selections: peek()?.value === '{' ? selectionSet() : null });
    }
    take('}');
    return fields;
  };
  const selections = selectionSet();
  if (at !== tokens.length) throw new QueryError(`Parse error on "${tokens[at]!.value}"`);
  return { type, variables: declared, selections };
}

function checkVariables(declared: ReadonlyMap<string, string>, given: Record<string, unknown>): void {
  for (const [name, type] of declared) {
    const value = given[name];
    const required = type.endsWith('!');
    const base = type.replace(/!$/, '');
    if (value === undefined || value === null) {
      if (required) throw new QueryError(`Variable $${name} of type ${type} was provided invalid value`);
      continue;
    }
    const ok =
      base === 'Int' ? Number.isInteger(value) : base === 'String' || base === 'ID' || base === 'GitObjectID' ? typeof value === 'string' : base === 'Boolean' ? typeof value === 'boolean' : true;
    if (!ok) throw new QueryError(`Variable $${name} of type ${type} was provided invalid value`);
  }
}

const CONNECTION_LIMIT = 100;

/** GitHub's pagination rule for a connection field: `first` or `last`, 1 to 100. Resolvers call it. */
export function pageSize(field: string, args: Record<string, unknown>): number {
  const first = args.first ?? args.last;
  if (first === undefined || first === null) throw new QueryError(`You must provide a \`first\` or \`last\` value to properly paginate the \`${field}\` connection.`);
  if (typeof first !== 'number' || first < 0 || first > CONNECTION_LIMIT) {
    throw new QueryError(`Requesting ${String(first)} records on the \`${field}\` connection exceeds the \`first\` limit of ${CONNECTION_LIMIT} records.`);
  }
  return first;
}

/** A connection over `items` with opaque cursors (base64 of the index), as `first`/`after` page it. */
export function connection(field: string, items: readonly GraphqlValue[], args: Record<string, unknown>, typename: string): GraphqlObject {
  const size = pageSize(field, args);
  const start = typeof args.after === 'string' ? Number(Buffer.from(args.after, 'base64').toString('utf8').replace(/^cursor:/, '')) + 1 : 0;
  const page = items.slice(start, start + size);
  const end = start + page.length - 1;
  return {
    __typename: typename,
    totalCount: items.length,
    nodes: page,
    pageInfo: { __typename: 'PageInfo', hasNextPage: end + 1 < items.length, endCursor: page.length > 0 ? Buffer.from(`cursor:${end}`).toString('base64') : null },
  };
}

function project(value: GraphqlValue | undefined, field: Field, path: (string | number)[], errors: GraphqlError[], parentType: string): unknown {
  if (value === undefined) throw new QueryError(`Field '${field.name}' doesn't exist on type '${parentType}'`);
  let resolved: GraphqlValue;
  try {
    resolved = typeof value === 'function' ? value(field.args) : value;
  } catch (error) {
    if (error instanceof GraphqlFieldError) {
      errors.push({ type: error.type, path, message: error.message });
      return null;
    }
    throw error;
  }
  if (resolved === null || typeof resolved !== 'object') {
    if (field.selections) throw new QueryError(`Selections can't be made on scalars (field '${field.name}' returns a scalar)`);
    return resolved;
  }
  if (Array.isArray(resolved)) return resolved.map((item: GraphqlValue, i: number) => project(item, field, [...path, i], errors, parentType));
  const object = resolved as GraphqlObject;
  if (!field.selections) throw new QueryError(`Field must have selections (field '${field.name}' returns ${object.__typename} but has no selections. Did you mean '${field.name} { ... }'?)`);
  return Object.fromEntries(field.selections.map((child) => [child.alias, project(object[child.name], child, [...path, child.alias], errors, object.__typename)]));
}

/** The JSON body GitHub answers for one GraphQL request (always HTTP 200, as GitHub does for query errors). */
export function answerGraphql(body: unknown, roots: GraphqlRoots): { data?: unknown; errors?: GraphqlError[] } {
  const request = (typeof body === 'object' && body !== null ? body : {}) as { query?: unknown; variables?: unknown };
  if (typeof request.query !== 'string') return { errors: [{ message: 'A query attribute must be specified and must be a string.' }] };
  const variables = (typeof request.variables === 'object' && request.variables !== null ? request.variables : {}) as Record<string, unknown>;
  try {
    const operation = parseOperation(request.query, variables);
    checkVariables(operation.variables, variables);
    const errors: GraphqlError[] = [];
    const typeName = operation.type === 'query' ? 'Query' : 'Mutation';
    const data = Object.fromEntries(
      operation.selections.map((field) => {
        const resolver = roots[`${operation.type}.${field.name}`];
        if (!resolver) throw new QueryError(`Field '${field.name}' doesn't exist on type '${typeName}'`);
        return [field.alias, project((args) => resolver(args), field, [field.alias], errors, typeName)];
      }),
    );
    return errors.length > 0 ? { data, errors } : { data };
  } catch (error) {
    if (error instanceof QueryError) return { errors: [{ message: error.message, extensions: { code: 'graphqlParseError' } }] };
    throw error;
  }
}
