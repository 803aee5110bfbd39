import { LANGUAGES as languages } from '@ttc/shared-protocol/clock/language';
import { describe, expect, it } from 'vitest';
import { namespaces } from '../lib/i18n';

const files = import.meta.glob<{ default: unknown }>('./*/*.json', { eager: true });

function load(language: string, namespace: string): unknown {
  const file = files[`./${language}/${namespace}.json`];
  if (!file) throw new Error(`Missing locales/${language}/${namespace}.json`);
  return file.default;
}

/** Every string in a translation tree, keyed by its path ("nav.menu", "sections.0.heading"). */
function leaves(value: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') {
    out.set(path, value);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [p, v] of leaves(child, path ? `${path}.${key}` : key)) out.set(p, v);
    }
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  it('When the folder is read, then it holds exactly the declared namespaces', () => {
    const found = new Set(Object.keys(files).map((f) => f.split('/')[2]?.replace('.json', '')));
    expect([...found].sort()).toEqual([...namespaces].sort());
  });

  for (const language of languages.filter((l) => l !== 'en')) {
    for (const namespace of namespaces) {
      it(`When ${language}/${namespace} is compared with English, then it has the same keys and placeholders`, () => {
        const english = leaves(load('en', namespace));
        const translated = leaves(load(language, namespace));
        expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
        for (const [key, text] of english) {
          const other = translated.get(key) ?? '';
          expect(other.trim(), `${language}/${namespace}:${key} is empty`).not.toBe('');
          expect(placeholders(other), `${language}/${namespace}:${key}`).toEqual(
            placeholders(text),
          );
        }
      });
    }
  }

  it('When any text is read, then none is a lorem ipsum filler', () => {
    for (const language of languages) {
      for (const namespace of namespaces) {
        for (const text of leaves(load(language, namespace)).values()) {
          expect(text.toLowerCase()).not.toContain('lorem');
        }
      }
    }
  });
});
