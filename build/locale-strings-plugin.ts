import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:locale-strings?';
const RESOLVED = `\0${PREFIX}`;

/**
 * `import { strings } from 'virtual:locale-strings?keys=register,reset'` gives those top-level keys of
 * `locales/en.json` as a module of their own; `?except=...` gives every other key. A bundler keeps a
 * JSON module whole in one chunk, so this is how screens that load later (register, address book)
 * carry their English strings in their own chunk instead of the startup bundle, while the locale
 * stays one file per language. Other languages are fetched whole when chosen and need none of it.
 */
export function localeStringsPlugin(root = process.cwd()): Plugin {
  const file = resolve(root, 'locales/en.json');
  return {
    name: 'locale-strings',
    resolveId(source) {
      return source.startsWith(PREFIX) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      this.addWatchFile(file);
      const query = new URLSearchParams(id.slice(RESOLVED.length));
      const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const list = (name: string) => (query.get(name) ?? '').split(',').filter(Boolean);
      const keys = query.has('keys')
        ? list('keys')
        : Object.keys(all).filter((k) => !list('except').includes(k));
      const missing = keys.filter((key) => !(key in all));
      if (missing.length)
        this.error(`locales/en.json has no top-level key ${missing.join(', ')} (${id.slice(1)})`);
      const picked = Object.fromEntries(keys.map((key) => [key, all[key]]));
      return `export const strings = JSON.parse(${JSON.stringify(JSON.stringify(picked))});`;
    },
  };
}
