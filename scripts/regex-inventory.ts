// Every regular expression in the production code that can see a client's input: the literals, and the
// `RegExp(...)` constructions, whose source is read when it is a plain string and otherwise reported as
// dynamic for a person to review. Reads files only (TypeScript's parser, no type checking): fast, offline.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

export const ROOT = new URL('..', import.meta.url).pathname;

/** The trees that run on a request, with the folders in them that never do (seed data, test helpers). */
export const PRODUCTION_TREES = [
  { dir: 'apps/api/src', skip: ['apps/api/src/seed', 'apps/api/src/test'] },
  { dir: 'packages/domain/src', skip: [] },
  { dir: 'packages/web-host/src', skip: [] },
  { dir: 'apps/web/app', skip: [] },
];

export type FoundRegex =
  | { kind: 'static'; file: string; line: number; source: string; flags: string }
  | { kind: 'dynamic'; file: string; line: number; expression: string };

const SOURCE_FILE = /\.tsx?$/;
/** Tests and the helpers only tests import. */
const TEST_FILE = /\.test(-support)?\.tsx?$/;

/** The production source files under a tree, relative to the repository root. */
function sourceFiles(dir: string, skip: readonly string[]): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (skip.includes(path)) continue;
    if (entry.isDirectory()) files.push(...sourceFiles(path, skip));
    else if (SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name) && !entry.name.endsWith('.d.ts'))
      files.push(path);
  }
  return files;
}

/** The literal text of a string argument, or null when it is computed. */
function literalText(node: ts.Expression | undefined): string | null {
  if (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) return node.text;
  return null;
}

/** The regular expressions written in one source text. */
export function regexesInText(file: string, text: string): FoundRegex[] {
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: FoundRegex[] = [];
  const lineOf = (node: ts.Node) => sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const visit = (node: ts.Node): void => {
    if (ts.isRegularExpressionLiteral(node)) {
      const end = node.text.lastIndexOf('/');
      found.push({
        kind: 'static',
        file,
        line: lineOf(node),
        source: node.text.slice(1, end),
        flags: node.text.slice(end + 1),
      });
    } else if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'RegExp'
    ) {
      const [pattern, flags] = node.arguments ?? [];
      const source = literalText(pattern);
      const flagText = flags === undefined ? '' : literalText(flags);
      if (source !== null && flagText !== null)
        found.push({ kind: 'static', file, line: lineOf(node), source, flags: flagText });
      else found.push({ kind: 'dynamic', file, line: lineOf(node), expression: node.getText(sourceFile) });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** The regular expressions in all production trees. */
export function productionRegexes(): FoundRegex[] {
  return PRODUCTION_TREES.flatMap(({ dir, skip }) =>
    sourceFiles(dir, skip).flatMap((file) => regexesInText(file, readFileSync(join(ROOT, file), 'utf8'))),
  );
}
