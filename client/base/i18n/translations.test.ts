// Every UI text exists in both languages (the core file and each feature's), and every error id of
// shared/errors.ts is translated.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../../shared/errors';
import en from './en.json';
import sv from './sv.json';

const DIR = join(import.meta.dirname);

function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function read(name: string): object {
  return JSON.parse(readFileSync(join(DIR, name), 'utf8')) as object;
}

const featureFiles = readdirSync(DIR).filter((name) => /^[a-zA-Z]+\.en\.json$/.test(name));

describe('translations', () => {
  it('has the same keys in English and Swedish', () => {
    expect(keysOf(sv).sort()).toEqual(keysOf(en).sort());
  });

  it.each(featureFiles)('has the same keys in %s and its Swedish twin', (name) => {
    const english = read(name);
    expect(keysOf(read(name.replace('.en.', '.sv.'))).sort()).toEqual(keysOf(english).sort());
  });

  it('gives each feature its own top-level sections, apart from the core texts', () => {
    const seen = new Set(Object.keys(en));
    for (const name of featureFiles) {
      for (const section of Object.keys(read(name))) {
        expect(seen.has(section), `${name}: ${section}`).toBe(false);
        seen.add(section);
      }
    }
  });

  it('translates every error code in both languages', () => {
    for (const code of Object.keys(ERRORS)) {
      expect(en.errors, code).toHaveProperty(code);
      expect(sv.errors, code).toHaveProperty(code);
    }
  });

  it('keeps the spec texts word for word', () => {
    expect(en.auth.invalidInput).toBe('Please provide a valid email and password before you try to log in!');
    expect(en.guard.noAccess).toBe('No access to this page');
    expect(en.auth.signedOut).toBe('You signed out!');
    expect(sv.auth.signedOut).toBe('Du har loggat ut!');
    expect(en.auth.signOutServerError).toBe('Error loading data from backend, please try again later.');
    expect(en.auth.signOutNetworkError).toBe('Error during logout, please try again.');
  });
});
