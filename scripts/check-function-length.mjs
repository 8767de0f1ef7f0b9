#!/usr/bin/env node
// No function longer than 150 lines, checked on every `npm run lint`: a long function is a page or a job doing
// several things, and the next change to it is hard to review. Every function, arrow function, method, accessor
// and constructor counts, from its first line to its last (nested functions count inside their parent too, and
// are also checked on their own).
//
// Looked at: apps/*/src, apps/*/app and packages/*/src. Not looked at: tests (*.test.*, *.spec.*, test/ folders)
// and seed data (apps/api/src/seed), whose length is data, not logic.
//
// Exempt: a declarative route plugin. That is a function in a route file (`*.routes.ts` or `*.staff-routes.ts`)
// whose first parameter is the Fastify instance and whose body, statement by statement, only declares things:
// each statement is a `const`/`let` or function declaration, a call (awaited or not) that passes that instance
// or is made on it (`app.get(…)`, `app.register(…)`, `declareAccess(app, …)`), or a `for…of` over a list whose
// body again only declares (one route per outcome). Its length is a list of routes; the handlers and helpers
// inside it are functions of their own and are still checked. Any other statement (an `if`, a `while`, a
// `return`) makes it logic again.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const MAX_LINES = 150;

const ROUTE_FILE = /\.(?:staff-)?routes\.ts$/;
const SKIPPED_FILE = /\.(?:test|spec)\.[cm]?[jt]sx?$|\.d\.ts$/;

/** A readable name for a function: its own, or the variable, property or method it is assigned to. */
function nameOf(node) {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  if (node.name) return node.name.getText();
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  let parent = node.parent;
  while (parent && (ts.isParenthesizedExpression(parent) || ts.isCallExpression(parent) || ts.isAsExpression(parent))) {
    if (ts.isCallExpression(parent) && parent.expression !== node) {
      const callee = parent.expression.getText();
      if (!/^(?:memo|forwardRef|React\.memo|React\.forwardRef)$/.test(callee)) return `(callback of ${callee})`;
    }
    parent = parent.parent;
  }
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name) {
    return parent.name.getText();
  }
  return '(anonymous)';
}

/** Whether a statement of a route plugin only declares: a declaration, or a call on or with the instance. */
function declares(statement, instance) {
  if (ts.isVariableStatement(statement) || ts.isFunctionDeclaration(statement)) return true;
  if (ts.isForOfStatement(statement)) {
    const body = ts.isBlock(statement.statement) ? statement.statement.statements : [statement.statement];
    return body.every((inner) => declares(inner, instance));
  }
  if (!ts.isExpressionStatement(statement)) return false;
  let call = statement.expression;
  if (ts.isAwaitExpression(call) || ts.isVoidExpression(call)) call = call.expression;
  if (!ts.isCallExpression(call)) return false;
  const receiver = ts.isPropertyAccessExpression(call.expression) ? call.expression.expression : null;
  const isInstance = (node) => node && ts.isIdentifier(node) && node.text === instance;
  return isInstance(receiver) || call.arguments.some(isInstance);
}

/** Whether a function is a declarative route plugin (see the header). */
function isRoutePlugin(node, file) {
  if (!ROUTE_FILE.test(file)) return false;
  const [first] = node.parameters ?? [];
  if (!first || !ts.isIdentifier(first.name) || !node.body || !ts.isBlock(node.body)) return false;
  return node.body.statements.every((statement) => declares(statement, first.name.text));
}

/** The functions over `max` lines in one source text, as { name, lines, line } (line: where it starts). */
export function longFunctions(text, file, max = MAX_LINES) {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const visit = (node) => {
    if (ts.isFunctionLike(node) && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      if (lines > max && !isRoutePlugin(node, file)) found.push({ name: nameOf(node), lines, line: start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function* sourceFiles(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules' || entry.name === 'test') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.[cm]?[jt]sx?$/.test(entry.name) && !SKIPPED_FILE.test(entry.name)) yield path;
  }
}

/** The source folders under the repository root: apps/*\/src, apps/*\/app and packages/*\/src. */
function sourceRoots(root) {
  const roots = [];
  for (const [group, folders] of [
    ['apps', ['src', 'app']],
    ['packages', ['src']],
  ]) {
    let workspaces = [];
    try {
      workspaces = readdirSync(join(root, group), { withFileTypes: true }).filter((entry) => entry.isDirectory());
    } catch {}
    for (const workspace of workspaces) {
      for (const folder of folders) roots.push(join(root, group, workspace.name, folder));
    }
  }
  return roots;
}

/** Every function over the limit in the repository at `root`, as 'file:line name (n lines)' lines. */
export function checkFunctionLength(root, max = MAX_LINES) {
  const problems = [];
  for (const dir of sourceRoots(root)) {
    for (const path of sourceFiles(dir)) {
      const file = relative(root, path).split(sep).join('/');
      if (file.startsWith('apps/api/src/seed/')) continue;
      for (const { name, lines, line } of longFunctions(readFileSync(path, 'utf8'), file, max)) {
        problems.push(`${file}:${line} ${name} (${lines} lines)`);
      }
    }
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const problems = checkFunctionLength(root);
  if (problems.length > 0) {
    console.error(`Functions over ${MAX_LINES} lines (split them into named parts):`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
}
