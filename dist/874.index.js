export const id = 874;
export const ids = [874];
export const modules = {

/***/ 21874:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  loadOutputSchemaTool: () => (/* binding */ loadOutputSchemaTool)
});

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/core/describe-error.ts
var describe_error = __webpack_require__(64505);
// EXTERNAL MODULE: ./src/mcp/json-schema-input.ts
var json_schema_input = __webpack_require__(34579);
// EXTERNAL MODULE: ./src/mcp/normalize-input-schema.ts
var normalize_input_schema = __webpack_require__(71032);
// EXTERNAL MODULE: ./src/policy/yaml-positions.ts
var yaml_positions = __webpack_require__(4946);
// EXTERNAL MODULE: ./src/core/build-tool.ts
var build_tool = __webpack_require__(59818);
;// CONCATENATED MODULE: ./src/tools/structured-output.ts

const STRUCTURED_OUTPUT_TOOL_NAME = 'StructuredOutput';
/**
 * `StructuredOutput {…}`: the answer a workflow asked for (`output_schema`), as the tool's input. A
 * call that breaks the schema is an input error the model can fix; a valid one is kept in the app
 * state, and the session ends after the turn that gave it.
 */
function createStructuredOutputTool(schema) {
    return (0,build_tool/* buildTool */.vB)({
        name: STRUCTURED_OUTPUT_TOOL_NAME,
        inputSchema: schema.input,
        inputJSONSchema: schema.sent,
        maxResultSizeChars: 2_000,
        description: async () => 'Give the answer this run asks for, as one object that matches this input schema. Call it once, when your work is done: the session ends as soon as it accepts the object. If it answers with an error, fix the fields it names and call it again.',
        // It changes nothing but the session's own state (the answer it keeps); it runs alone, like TodoWrite.
        isReadOnly: () => true,
        permissionSubject: () => ({ kind: 'opaque', readOnly: true }),
        getActivityDescription: () => 'Giving the structured output',
        call: async (input, context) => {
            context.setAppState((prev) => ({ ...prev, structuredOutput: input }));
            return { data: input };
        },
        mapToolResultToToolResultBlockParam: (_output, toolUseId) => ({
            type: 'tool_result',
            tool_use_id: toolUseId,
            content: 'Structured output accepted; the session ends here.',
        }),
    });
}

;// CONCATENATED MODULE: ./src/app/output-schema-error.ts
/** An `output_schema` (input, policy key or file) that cannot be used: its message names where and which key. */
class OutputSchemaError extends Error {
    name = 'OutputSchemaError';
    constructor(message) {
        super(message);
        this.stack = `${this.name}: ${message}`;
    }
}

;// CONCATENATED MODULE: ./src/app/output-schema.ts
// Loaded with `await import()` only when a run asks for structured output: Ajv stays off the start-up path.







/** A schema this long (as JSON) would cost more on every request than an answer is worth. */
const MAX_SCHEMA_CHARS = 50_000;
/** A schema file named by a path: read from the run's configuration source, like the policy file (the base commit on a pull request, once the source says so). */
async function readSchemaFile(source, path, origin) {
    const bytes = await source.readFile(path).catch((error) => {
        throw new OutputSchemaError(`${origin}: the file '${path}' cannot be read from ${source.description} (${(0,describe_error/* describeError */.U)(error)}).`);
    });
    if (bytes === null) {
        throw new OutputSchemaError(`${origin}: the file '${path}' does not exist in ${source.description}. Give the path of a JSON or YAML file holding a JSON Schema, relative to the repository root, or the schema inline.`);
    }
    return bytes.toString('utf8');
}
/** JSON or YAML text (JSON is YAML) parsed with positions; a syntax error names its line. */
function parseText(text, origin) {
    const lineCounter = new dist/* LineCounter */.HN();
    const doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
    const error = doc.errors[0];
    if (error) {
        const { line, col } = lineCounter.linePos(error.pos[0]);
        throw new OutputSchemaError(`${origin}:${line}:${col}: not valid JSON or YAML: ${error.message.split('\n')[0]}`);
    }
    return { value: doc.toJS({ maxAliasCount: 100 }), where: (path) => `${origin}:${(0,yaml_positions/* positionOf */.df)(doc, lineCounter, path)}` };
}
async function locatedSchema(setting, policy, source) {
    if (setting?.kind === 'inline')
        return parseText(setting.text, setting.origin);
    if (setting?.kind === 'path')
        return parseText(await readSchemaFile(source, setting.path, setting.origin), setting.path);
    const fromPolicy = policy.policy.output_schema;
    if (fromPolicy === undefined)
        return null;
    if (typeof fromPolicy === 'string')
        return parseText(await readSchemaFile(source, fromPolicy, policy.locate(['output_schema'])), fromPolicy);
    return { value: fromPolicy, where: (path) => policy.locate(['output_schema', ...path]) };
}
/**
 * The StructuredOutput tool for the run's output schema (the input or flag, else the policy's
 * `output_schema`), or null when none is set. A schema that is not JSON Schema, or that does not
 * describe an object, is an OutputSchemaError naming the file (or input), line and key.
 */
async function loadOutputSchemaTool(setting, policy, source) {
    const located = await locatedSchema(setting, policy, source);
    if (located === null)
        return null;
    const { value, where } = located;
    const at = (path, problem) => new OutputSchemaError(`${where(path)}: ${path.length > 0 ? `output_schema.${(0,yaml_positions/* keyName */.xT)(path)}` : 'output_schema'}: ${problem}`);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        throw at([], 'must be a JSON Schema object, such as {"type": "object", "properties": {...}}');
    }
    const schema = value;
    if (JSON.stringify(schema).length > MAX_SCHEMA_CHARS)
        throw at([], `is longer than ${MAX_SCHEMA_CHARS} characters as JSON; keep the answer's schema small`);
    const dialect = (0,json_schema_input/* dialectOf */.E3)(schema);
    if (!dialect.ok)
        throw at(['$schema'], dialect.reason.replace(/^its input schema/, 'it'));
    const compiler = (0,json_schema_input/* createJsonSchemaCompiler */.$n)();
    const [problem] = compiler.schemaProblems(schema, dialect.dialect);
    if (problem)
        throw at(problem.path, `${problem.message} (not valid JSON Schema ${dialect.dialect})`);
    if (schema.type !== undefined && schema.type !== 'object') {
        throw at(['type'], `must be "object": the answer is given as the input of a tool call, which is always an object (wrap other values in a property)`);
    }
    const sent = (0,normalize_input_schema/* normalizeInputSchema */.j)(schema, dialect.dialect, compiler);
    if (!sent.ok)
        throw at([], sent.reason.replace(/^its input schema/, 'it'));
    let input;
    try {
        input = (0,json_schema_input/* jsonSchemaInput */.Sc)(compiler.compile(schema, dialect.dialect));
    }
    catch (error) {
        throw at([], `does not compile as JSON Schema ${dialect.dialect} (${(0,json_schema_input/* describeCompileError */.x2)(error)})`);
    }
    return createStructuredOutputTool({ sent: sent.schema, input });
}


/***/ }),

/***/ 34579:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $n: () => (/* binding */ createJsonSchemaCompiler),
/* harmony export */   E3: () => (/* binding */ dialectOf),
/* harmony export */   Sc: () => (/* binding */ jsonSchemaInput),
/* harmony export */   x2: () => (/* binding */ describeCompileError)
/* harmony export */ });
/* harmony import */ var ajv__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42463);
/* harmony import */ var ajv__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(ajv__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var ajv_dist_2019_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(60878);
/* harmony import */ var ajv_dist_2019_js__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(ajv_dist_2019_js__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(52210);
/* harmony import */ var ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var ajv_draft_04__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70905);
/* harmony import */ var ajv_draft_04__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(ajv_draft_04__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(41514);
/* harmony import */ var _core_describe_error_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(64505);






const DECLARED = [
    { pattern: /^https?:\/\/json-schema\.org\/draft\/2020-12\/schema#?$/, dialect: '2020-12' },
    { pattern: /^https?:\/\/json-schema\.org\/draft\/2019-09\/schema#?$/, dialect: '2019-09' },
    { pattern: /^https?:\/\/json-schema\.org\/draft-07\/schema#?$/, dialect: 'draft-07' },
    { pattern: /^https?:\/\/json-schema\.org\/draft-06\/schema#?$/, dialect: 'draft-06' },
    { pattern: /^https?:\/\/json-schema\.org\/draft-04\/schema#?$/, dialect: 'draft-04' },
    // "The latest": 2020-12 at the time of writing.
    { pattern: /^https?:\/\/json-schema\.org\/schema#?$/, dialect: '2020-12' },
];
/** The dialect a schema is checked with: its `$schema`, else 2020-12, the default MCP defines. */
function dialectOf(schema) {
    const declared = typeof schema === 'object' && schema !== null ? schema.$schema : undefined;
    if (declared === undefined)
        return { ok: true, dialect: '2020-12' };
    if (typeof declared === 'string') {
        const known = DECLARED.find((entry) => entry.pattern.test(declared.trim()));
        if (known)
            return { ok: true, dialect: known.dialect };
    }
    return {
        ok: false,
        reason: `its input schema declares the JSON Schema dialect ${JSON.stringify(declared)}, which Tollgate cannot check inputs against (it knows 2020-12, 2019-09, draft-07, draft-06 and draft-04)`,
    };
}
function createJsonSchemaCompiler() {
    // strict: false because servers use vendor keywords and formats Ajv does not know; a schema
    // that breaks its meta-schema (a wrong "type", say) still fails to compile. addUsedSchema:
    // false so two tools that reuse one `$id` do not collide.
    const options = { strict: false, allErrors: true, logger: false, addUsedSchema: false };
    const instances = new Map();
    const instance = (dialect) => {
        let ajv = instances.get(dialect);
        if (!ajv) {
            ajv =
                dialect === '2020-12'
                    ? new ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_1__.Ajv2020(options)
                    : dialect === '2019-09'
                        ? new ajv_dist_2019_js__WEBPACK_IMPORTED_MODULE_2__.Ajv2019(options)
                        : dialect === 'draft-04'
                            ? new (ajv_draft_04__WEBPACK_IMPORTED_MODULE_0___default()["default"])(options)
                            : // draft-06 is checked with draft-07 rules, which only add keywords (if/then/else, ...).
                                new ajv__WEBPACK_IMPORTED_MODULE_3__.Ajv(options);
            instances.set(dialect, ajv);
        }
        return ajv;
    };
    return {
        compile(schema, dialect) {
            // The instance is the dialect: `$schema` could only name a meta-schema it has not loaded.
            const { $schema: _declared, ...rest } = schema;
            return instance(dialect).compile(rest);
        },
        schemaProblems(schema, dialect) {
            const ajv = instance(dialect);
            const { $schema: _declared, ...rest } = schema;
            if (ajv.validateSchema(rest) === true)
                return [];
            return (ajv.errors ?? []).map((error) => ({ path: pointerParts(error.instancePath), message: error.message ?? `fails the "${error.keyword}" rule` }));
        },
        invalidAs2020(schema) {
            const ajv = instance('2020-12');
            const { $schema: _declared, ...rest } = schema;
            if (ajv.validateSchema(rest) === true)
                return null;
            const first = ajv.errors?.[0];
            return first ? `${first.instancePath || '(top level)'} ${first.message ?? first.keyword}` : 'it does not match the 2020-12 meta-schema';
        },
    };
}
/** Ajv's "schema is invalid: data/properties/x/type must be …, …" as one short plain line. */
function describeCompileError(error) {
    const message = (0,_core_describe_error_js__WEBPACK_IMPORTED_MODULE_4__/* .describeError */ .U)(error);
    const first = message.replace(/^schema is invalid: /, '').split(/, (?=data)/)[0] ?? message;
    const line = first.replace(/\s+/g, ' ').trim();
    return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}
/**
 * A Zod schema whose check is an Ajv-compiled JSON Schema, so step 2 of the pipeline validates an
 * MCP tool's input against the server's own schema (not the copy sent to the model), with
 * field-level messages.
 */
function jsonSchemaInput(validate) {
    return zod__WEBPACK_IMPORTED_MODULE_5__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_5__/* .unknown */ .L5J()).superRefine((value, ctx) => {
        if (validate(value))
            return;
        for (const error of validate.errors ?? []) {
            const { path, message } = describeAjvError(error);
            ctx.addIssue({ code: 'custom', path, message });
        }
    });
}
/** A JSON pointer (`/properties/a~1b`) as its keys (`properties`, `a/b`). */
function pointerParts(pointer) {
    return pointer
        .split('/')
        .slice(1)
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
}
function describeAjvError(error) {
    const path = pointerParts(error.instancePath).map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    const params = error.params;
    if (error.keyword === 'required' && typeof params.missingProperty === 'string') {
        return { path: [...path, params.missingProperty], message: 'is required but missing' };
    }
    if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
        return { path: [...path, params.additionalProperty], message: 'is not an accepted parameter' };
    }
    if (error.keyword === 'enum' && Array.isArray(params.allowedValues)) {
        return { path, message: `must be one of ${params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}` };
    }
    return { path, message: error.message ?? `fails the "${error.keyword}" rule` };
}


/***/ }),

/***/ 71032:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ normalizeInputSchema)
/* harmony export */ });
const UNIONS = ['allOf', 'anyOf', 'oneOf'];
const MAX_DEPTH = 8;
const OLDER_DRAFTS = new Set(['draft-04', 'draft-06', 'draft-07']);
const isSchemaObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/** The copy of an MCP input schema that the Messages API accepts, or why there can be none. */
function normalizeInputSchema(original, dialect, compiler) {
    if (original === undefined || original === true) {
        const what = original === undefined ? 'the server gave no input schema' : 'its input schema is `true` (any input)';
        return { ok: true, schema: { type: 'object', properties: {} }, changes: [`${what}; it is sent as an object without declared parameters`] };
    }
    if (original === false)
        return { ok: false, reason: 'its input schema is `false`, which accepts no input at all' };
    if (!isSchemaObject(original))
        return { ok: false, reason: 'its input schema is not a JSON Schema object' };
    const changes = [];
    const { $schema: _declared, ...copy } = structuredClone(original);
    const type = copy.type;
    const schema = { type: 'object', ...copy };
    if (type === undefined) {
        changes.push('it has no top-level `type`; sent with `type: "object"`');
    }
    else if (Array.isArray(type) && type.includes('object')) {
        schema.type = 'object';
        changes.push(`its top-level type ${JSON.stringify(type)} is sent as "object"`);
    }
    else if (type !== 'object') {
        return {
            ok: false,
            reason: `its input schema describes ${JSON.stringify(type)} input, not an object of named arguments (MCP tool arguments are always an object)`,
        };
    }
    for (const keyword of UNIONS) {
        if (schema[keyword] === undefined)
            continue;
        const merged = mergeUnion(schema, keyword, original);
        if (!merged.ok)
            return merged;
        changes.push(merged.change);
    }
    if (OLDER_DRAFTS.has(dialect)) {
        const rewritten = rewriteOlderDraft(schema);
        if (rewritten.length > 0)
            changes.push(`${dialect} keywords rewritten in their 2020-12 form (${rewritten.join(', ')})`);
    }
    const invalid = compiler.invalidAs2020(schema);
    if (invalid !== null) {
        return { ok: false, reason: `its input schema is not valid JSON Schema 2020-12, which the Messages API requires (${invalid})` };
    }
    return { ok: true, schema: schema, changes };
}
/**
 * Replaces a top-level `allOf` / `anyOf` / `oneOf` with plain `properties`: every property any
 * branch names (a property two branches define differently becomes their `anyOf`), required
 * where every alternative (or, for `allOf`, any branch) requires it. A `oneOf` / `anyOf` is also
 * described in words, since the model no longer sees the alternatives as a rule.
 */
function mergeUnion(schema, keyword, root) {
    const branches = schema[keyword];
    delete schema[keyword];
    if (!Array.isArray(branches) || branches.length === 0) {
        return { ok: false, reason: `its input schema's top-level \`${keyword}\` is not a non-empty list of schemas` };
    }
    const into = { properties: new Map(), required: new Set(), alternatives: [] };
    addProperties(into, schema.properties);
    for (const name of stringList(schema.required))
        into.required.add(name);
    const flattened = branches.map((branch) => flatten(branch, root, 0));
    for (const branch of flattened)
        for (const [name, variants] of branch.properties)
            for (const variant of variants)
                addVariant(into, name, variant);
    const requiredByBranch = flattened.map((branch) => branch.required);
    const required = keyword === 'allOf' ? union(requiredByBranch) : intersection(requiredByBranch);
    for (const name of required)
        into.required.add(name);
    schema.properties = Object.fromEntries([...into.properties].map(([name, variants]) => [name, variants.length === 1 ? variants[0] : { anyOf: variants }]));
    if (into.required.size > 0)
        schema.required = [...into.required];
    else
        delete schema.required;
    if (keyword !== 'allOf') {
        const described = flattened.map((branch, index) => `(${index + 1}) ${describeAlternative(branch)}`).join('; ');
        const rule = keyword === 'oneOf' ? 'exactly one of these forms' : 'at least one of these forms';
        const note = `Arguments must match ${rule}: ${described}.`;
        schema.description = typeof schema.description === 'string' && schema.description.trim() ? `${schema.description.trim()}\n\n${note}` : note;
    }
    const names = [...into.properties.keys()];
    return {
        ok: true,
        change: `its top-level \`${keyword}\` (${branches.length} branches) is sent as one object with the properties of every branch${names.length ? ` (${names.join(', ')})` : ''}; the server's own schema still checks each call`,
    };
}
function flatten(branch, root, depth) {
    const result = { properties: new Map(), required: new Set(), alternatives: [] };
    const resolved = resolveLocalRef(branch, root);
    if (!isSchemaObject(resolved) || depth > MAX_DEPTH)
        return result;
    addProperties(result, resolved.properties);
    for (const name of stringList(resolved.required))
        result.required.add(name);
    for (const keyword of UNIONS) {
        const nested = resolved[keyword];
        if (!Array.isArray(nested) || nested.length === 0)
            continue;
        const parts = nested.map((part) => flatten(part, root, depth + 1));
        for (const part of parts)
            for (const [name, variants] of part.properties)
                for (const variant of variants)
                    addVariant(result, name, variant);
        const required = keyword === 'allOf' ? union(parts.map((p) => p.required)) : intersection(parts.map((p) => p.required));
        for (const name of required)
            result.required.add(name);
    }
    return result;
}
/** `{"$ref": "#/$defs/X"}` (or `#/definitions/X`, any local pointer) as the schema it points at. */
function resolveLocalRef(branch, root) {
    let current = branch;
    for (let hop = 0; hop < MAX_DEPTH && isSchemaObject(current) && typeof current.$ref === 'string' && current.$ref.startsWith('#/'); hop++) {
        let target = root;
        for (const part of current.$ref.slice(2).split('/')) {
            const key = decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~');
            target = isSchemaObject(target) ? target[key] : undefined;
        }
        if (target === undefined)
            return current;
        const { $ref: _ref, ...siblings } = current;
        current = isSchemaObject(target) ? { ...target, ...siblings } : target;
    }
    return current;
}
function addProperties(into, properties) {
    if (!isSchemaObject(properties))
        return;
    for (const [name, schema] of Object.entries(properties))
        addVariant(into, name, schema);
}
function addVariant(into, name, schema) {
    const variants = into.properties.get(name) ?? [];
    const unconstrained = (value) => value === true || (isSchemaObject(value) && Object.keys(value).length === 0);
    if (unconstrained(schema) && variants.length > 0)
        return;
    const kept = variants.filter((variant) => !unconstrained(variant));
    if (!kept.some((variant) => JSON.stringify(variant) === JSON.stringify(schema)))
        kept.push(schema);
    into.properties.set(name, kept.length > 0 ? kept : [schema]);
}
function describeAlternative(branch) {
    if (branch.required.size > 0)
        return [...branch.required].map((name) => `\`${name}\``).join(' + ');
    const names = [...branch.properties.keys()];
    return names.length > 0 ? `any of ${names.map((name) => `\`${name}\``).join(', ')}` : 'no arguments';
}
function stringList(value) {
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
}
function union(sets) {
    return new Set(sets.flatMap((set) => [...set]));
}
function intersection(sets) {
    const [first, ...rest] = sets;
    if (!first)
        return new Set();
    return new Set([...first].filter((name) => rest.every((set) => set.has(name))));
}
/** Subschema positions, so a rewrite reaches every nested schema. */
const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];
const SCHEMA_VALUES = ['additionalProperties', 'additionalItems', 'contains', 'propertyNames', 'not', 'if', 'then', 'else', 'unevaluatedItems', 'unevaluatedProperties'];
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
/**
 * Rewrites, in place, the older-draft forms that are invalid in 2020-12 and mean the same there
 * under another keyword: tuple `items` (→ `prefixItems`, `additionalItems` → `items`) and
 * draft-04's boolean `exclusiveMinimum` / `exclusiveMaximum`. Returns what it rewrote.
 */
function rewriteOlderDraft(schema) {
    const rewritten = new Set();
    const visit = (node, depth) => {
        if (!isSchemaObject(node) || depth > 64)
            return;
        if (Array.isArray(node.items)) {
            node.prefixItems = node.items;
            if (node.additionalItems !== undefined)
                node.items = node.additionalItems;
            else
                delete node.items;
            delete node.additionalItems;
            rewritten.add('tuple `items` as `prefixItems`');
        }
        for (const [bound, limit] of [
            ['exclusiveMinimum', 'minimum'],
            ['exclusiveMaximum', 'maximum'],
        ]) {
            if (typeof node[bound] !== 'boolean')
                continue;
            if (node[bound] === true && typeof node[limit] === 'number') {
                node[bound] = node[limit];
                delete node[limit];
            }
            else {
                delete node[bound];
            }
            rewritten.add(`boolean \`${bound}\``);
        }
        for (const key of SCHEMA_MAPS)
            if (isSchemaObject(node[key]))
                for (const child of Object.values(node[key]))
                    visit(child, depth + 1);
        for (const key of SCHEMA_VALUES)
            visit(node[key], depth + 1);
        for (const key of SCHEMA_LISTS)
            if (Array.isArray(node[key]))
                for (const child of node[key])
                    visit(child, depth + 1);
        visit(node.items, depth + 1);
        if (isSchemaObject(node.dependencies))
            for (const child of Object.values(node.dependencies))
                visit(child, depth + 1);
    };
    visit(schema, 0);
    return [...rewritten];
}


/***/ })

};
