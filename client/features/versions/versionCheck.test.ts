import { describe, expect, it, vi } from 'vitest';
import { fetchBuildVersion, isNewerBuild, parseBuildVersion, versionUrl } from './versionCheck';

const v1 = { hash: 'aaa111', version: '0.1.0' };
const v2 = { hash: 'bbb222', version: '0.1.0' };

describe('version check', () => {
  it('asks with a timestamp parameter', () => {
    expect(versionUrl(1234)).toBe('/version.json?t=1234');
  });

  it('a different hash is a newer build, even with the same version number', () => {
    expect(isNewerBuild(v1, v2)).toBe(true);
    expect(isNewerBuild(v1, { ...v1 })).toBe(false);
  });

  it('an unknown side is never a newer build', () => {
    expect(isNewerBuild(null, v2)).toBe(false);
    expect(isNewerBuild(v1, null)).toBe(false);
  });

  it('reads version.json and refuses anything else', () => {
    expect(parseBuildVersion({ hash: 'h', version: '1.0.0', extra: 1 })).toEqual({
      hash: 'h',
      version: '1.0.0',
    });
    expect(parseBuildVersion({ hash: '', version: '1' })).toBeNull();
    expect(parseBuildVersion('<html>')).toBeNull();
    expect(parseBuildVersion(null)).toBeNull();
  });

  it('a failed fetch answers null', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('offline'))) as unknown as typeof fetch;
    expect(await fetchBuildVersion(failing)).toBeNull();
    const notFound = vi.fn(() =>
      Promise.resolve(new Response('', { status: 404 })),
    ) as unknown as typeof fetch;
    expect(await fetchBuildVersion(notFound)).toBeNull();
    const ok = vi.fn(() => Promise.resolve(new Response(JSON.stringify(v2)))) as unknown as typeof fetch;
    expect(await fetchBuildVersion(ok)).toEqual(v2);
  });
});
