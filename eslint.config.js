import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { layerViolation } from './scripts/layers.mjs';

const src = fileURLToPath(new URL('./src/', import.meta.url));

/** Imports go downwards only (scripts/layers.mjs has the table): every import, export-from and import() of src/. */
const layersRule = {
  meta: { type: 'problem', docs: { description: 'imports follow the layers of src/' }, schema: [] },
  create(context) {
    const from = relative(src, context.filename).split('\\').join('/');
    if (from.startsWith('..')) return {};
    const check = (node, source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const why = layerViolation(from, source.value);
      if (why) context.report({ node: source, message: `Layer rule: ${why}.` });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      TSImportType: (node) => check(node, node.argument?.literal ?? node.argument),
    };
  },
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.bench/**', 'tollgate-out/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.cts', 'src/**/*.mts'],
    plugins: { tollgate: { rules: { layers: layersRule } } },
    rules: { 'tollgate/layers': 'error' },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
