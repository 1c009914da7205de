#!/usr/bin/env node
// Dead exports of src/: exported, imported by no other module of src/, and not used in their own
// module either: code nothing runs. Tests do not count as users (a function only a test calls is
// not a feature). An export kept on purpose is listed in KEPT with its reason. Also counts the
// exports used only inside their own module (the `export` could go), for information.
// Exits 1 when an export is dead and not listed in KEPT.
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** `file#name` → why it stays exported though nothing in src/ imports it. */
const KEPT = {};

const config = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
const program = ts.createProgram({ rootNames: config.fileNames.filter((f) => f.includes('/src/')), options: config.options });
const checker = program.getTypeChecker();
const sources = program.getSourceFiles().filter((file) => file.fileName.startsWith(join(root, 'src')) && !file.isDeclarationFile);
const rel = (file) => relative(join(root, 'src'), file).split('\\').join('/');

/** Every (module, exported name) some module of src/ imports or re-exports. */
const used = new Set();
/** `export * from` edges: a name of the source is used when it is used through the barrel. */
const starSources = [];
const entries = new Set(['action.ts', 'cli.ts']);
for (const file of sources) {
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const target = checker.getSymbolAtLocation(node.moduleSpecifier);
      const targetFile = target?.valueDeclaration?.getSourceFile?.()?.fileName ?? target?.declarations?.[0]?.getSourceFile().fileName;
      if (targetFile) {
        const key = rel(targetFile);
        const clause = ts.isImportDeclaration(node) ? node.importClause : undefined;
        if (ts.isExportDeclaration(node)) {
          if (!node.exportClause) starSources.push({ barrel: rel(file.fileName), source: key });
          else if (ts.isNamedExports(node.exportClause)) for (const el of node.exportClause.elements) used.add(`${key}#${(el.propertyName ?? el.name).text}`);
        } else if (clause) {
          if (clause.name) used.add(`${key}#default`);
          const bindings = clause.namedBindings;
          if (bindings && ts.isNamespaceImport(bindings)) used.add(`${key}#*`);
          if (bindings && ts.isNamedImports(bindings)) for (const el of bindings.elements) used.add(`${key}#${(el.propertyName ?? el.name).text}`);
        }
      }
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const arg = node.arguments[0];
      if (arg && ts.isStringLiteral(arg)) {
        const resolved = ts.resolveModuleName(arg.text, file.fileName, config.options, ts.sys).resolvedModule;
        // A dynamic import uses whatever the importer reads off it: count the whole module as used.
        if (resolved) used.add(`${rel(resolved.resolvedFileName)}#*`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
}

/** True when an identifier of `file` other than the declaration's own name refers to `symbol`. */
function usedInside(file, symbol) {
  const declared = new Set((symbol.declarations ?? []).map((d) => d.name).filter(Boolean));
  let found = false;
  const visit = (node) => {
    if (found) return;
    if (ts.isIdentifier(node) && !declared.has(node)) {
      let target = checker.getSymbolAtLocation(node);
      if (target && target.flags & ts.SymbolFlags.Alias) target = checker.getAliasedSymbol(target);
      if (target === symbol || checker.getExportSymbolOfSymbol(target ?? symbol) === symbol && target !== undefined && target !== symbol && target.declarations?.[0] === symbol.declarations?.[0]) {
        // An export declaration (`export { x }`) is not a use.
        if (!ts.isExportSpecifier(node.parent)) found = true;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function isUsed(key, name, seen = new Set()) {
  if (used.has(`${key}#${name}`) || used.has(`${key}#*`)) return true;
  if (seen.has(key)) return false;
  seen.add(key);
  return starSources.some((edge) => edge.source === key && isUsed(edge.barrel, name, seen));
}

const dead = [];
const localOnly = [];
for (const file of sources) {
  const key = rel(file.fileName);
  if (entries.has(key) || used.has(`${key}#*`)) continue;
  const moduleSymbol = checker.getSymbolAtLocation(file);
  if (!moduleSymbol) continue;
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const name = exported.getName();
    if (isUsed(key, name)) continue;
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    // A re-export from a barrel uses nothing: what counts is whether anything imports the original.
    const original = symbol.declarations?.[0]?.getSourceFile();
    if (original && original !== file) continue;
    (usedInside(file, symbol) ? localOnly : dead).push(`${key}#${name}`);
  }
}
const unexplained = dead.filter((entry) => !(entry in KEPT));
console.log(`dead exports of src/ (imported nowhere in src/, unused in their own module): ${dead.length}, ${dead.length - unexplained.length} kept on purpose`);
for (const entry of dead) console.log(`  ${entry}${KEPT[entry] ? ` — kept: ${KEPT[entry]}` : ''}`);
console.log(`exports used only inside their own module (the export keyword could go): ${localOnly.length}`);
if (process.argv.includes('--all')) for (const entry of localOnly) console.log(`  ${entry}`);
process.exitCode = unexplained.length > 0 ? 1 : 0;
