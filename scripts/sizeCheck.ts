// Size limits for production code (run by `npm run lint` after biome): a file over MAX_FILE_LINES
// or a function over MAX_FUNCTION_LINES is named and the check fails. Tests, test support and the
// schema definitions (one table after another, split by engine not by size) are not counted.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const MAX_FILE_LINES = 400;
const MAX_FUNCTION_LINES = 120;

const ROOTS = ['server', 'shared', 'client', 'scripts'];

/** Not production code, or a schema definition. */
const EXCLUDED = [
  /\.test\.tsx?$/,
  /\.e2e\.ts$/,
  /\.d\.ts$/,
  /^server\/test\//,
  /^client\/test\//,
  /^server\/db\/schema(\.pg)?\.ts$/,
];

const repoRoot = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(path.join(repoRoot, dir), { withFileTypes: true })) {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      found.push(...sourceFiles(relative));
    } else if (/\.tsx?$/.test(entry.name) && !EXCLUDED.some((pattern) => pattern.test(relative))) {
      found.push(relative);
    }
  }
  return found;
}

function functionName(node: ts.Node, source: ts.SourceFile): string {
  const named = node as ts.Node & { name?: ts.Node };
  if (named.name) return named.name.getText(source);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText(source);
  if (ts.isCallExpression(parent)) return `callback of ${parent.expression.getText(source).slice(0, 40)}`;
  return '(anonymous)';
}

function lineOf(source: ts.SourceFile, position: number): number {
  return source.getLineAndCharacterOfPosition(position).line + 1;
}

export function oversized(file: string, text: string): string[] {
  const problems: string[] = [];
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines > MAX_FILE_LINES) problems.push(`${file}: ${lines} lines (limit ${MAX_FILE_LINES})`);
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = lineOf(source, node.getStart(source));
      const length = lineOf(source, node.getEnd()) - start + 1;
      if (length > MAX_FUNCTION_LINES)
        problems.push(
          `${file}:${start}: function ${functionName(node, source)} is ${length} lines (limit ${MAX_FUNCTION_LINES})`,
        );
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
}

function main(): void {
  const problems: string[] = [];
  for (const file of ROOTS.flatMap(sourceFiles)) {
    problems.push(...oversized(file, fs.readFileSync(path.join(repoRoot, file), 'utf8')));
  }
  if (problems.length === 0) return;
  for (const problem of problems) console.error(problem);
  console.error(`size check: ${problems.length} problem(s)`);
  process.exitCode = 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
