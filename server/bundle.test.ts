// The production bundle (npm run build: dist/server) runs with plain node, no TypeScript loader,
// and finds every file it reads at run time beside itself: the migrations (a new database), the
// checkpoint worker (SQLite), the release history and the PDF fonts; and it starts without the
// libraries only some processes need. Runs on both engines.
import fs from 'node:fs';
import path from 'node:path';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../shared/calls';
import { type NodeProcess, startNodeProcess } from './test/harness';
import { runInstall, type TestInstall } from './test/install';
import { PROCESS_BOOT_MS } from './test/processBoot';

let install: TestInstall;
let node: NodeProcess;
beforeAll(async () => {
  install = await runInstall();
  node = await startNodeProcess({}, undefined, install.node);
}, PROCESS_BOOT_MS);
afterAll(async () => {
  await node?.close();
  install?.remove();
});

describe('the production bundle', () => {
  it('migrates a new database, seeds the demo and signs a demo account in', async () => {
    const health = await fetch(`${node.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await node.signIn('student@tonic.test')).toMatch(/\S{20,}/);
  });

  it('serves the release history it carries', async () => {
    const admin = await node.signIn('admin@tonic.test');
    const reply = await node.call(calls.versions.getVersions, {}, admin);
    expect(reply.status).toBe(200);
    expect((reply.body.data as unknown[]).length).toBeGreaterThan(0);
  });

  it('starts without loading the PDF, image, Redis and metrics libraries', () => {
    // They load with the first PDF, image or Redis connection, and metrics only when switched on
    // (about 0.45 s of CPU at every start before).
    // The packages left to node_modules (scripts/buildServer.ts): the native ones load at start.
    const loadedAtStart = staticPackages(path.join(install.root, 'dist', 'server'), 'main.mjs');
    expect(loadedAtStart).toContain('better-sqlite3');
    for (const onDemand of [
      'pdf-lib',
      '@pdf-lib/fontkit',
      'qrcode',
      'sharp',
      'ioredis',
      '@socket.io/redis-adapter',
      'prom-client',
    ])
      expect(loadedAtStart).not.toContain(onDemand);
  });

  it('prints a certificate in the fonts it carries', async () => {
    const [sara] = await node.sql<{ Id: number }>(
      `select "Id" from users where "Email" = 'student2@tonic.test'`,
    );
    const [course] = await node.sql<{ Id: number }>(`select "Id" from courses order by "Id" limit 1`);
    const code = 'TNC-BNDL-2026';
    await node.sql(
      'insert into certificates ("UserId", "CourseId", "Code", "IssuedAt") values (?, ?, ?, ?)',
      sara!.Id,
      course!.Id,
      code,
      new Date().toISOString(),
    );
    // A name outside WinAnsi needs the embedded fonts.
    await node.sql('update users set "LastName" = ? where "Id" = ?', 'Żółć 李', sara!.Id);
    const token = await node.signIn('student2@tonic.test');
    const res = await fetch(`${node.url}/api/certificates/${code}.pdf`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const pdf = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
    expect(fontNames(pdf)).toContain('DroidSansFallback');
  });
});

/**
 * The packages a bundle file loads before it runs: its static imports, and those of the chunks it
 * statically imports, followed through (an `import("…")` loads later, when it runs).
 */
function staticPackages(dir: string, entry: string): string[] {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const [, specifier] of source.matchAll(/^import\s(?:[^;(]*?\sfrom\s)?"([^"]+)";/gms)) {
      if (specifier!.startsWith('./')) visit(specifier!.slice(2));
      else if (!specifier!.startsWith('node:')) packages.add(specifier!);
    }
  };
  visit(entry);
  return [...packages];
}

/** The names of the fonts a PDF embeds (without the number pdf-lib appends to a subset's). */
function fontNames(pdf: PDFDocument): string[] {
  return pdf.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter(
      (object) =>
        Object.prototype.isPrototypeOf.call(PDFDict.prototype, object) &&
        (object as PDFDict).get(PDFName.of('Type')) === PDFName.of('FontDescriptor'),
    )
    .map((object) =>
      (object as PDFDict).lookup(PDFName.of('FontName'), PDFName).decodeText().replace(/-\d+$/, ''),
    );
}
