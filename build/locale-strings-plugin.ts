import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:locale-strings?';
const RESOLVED = `\0${PREFIX}`;
// Only import and re-export statements count: a comment naming a key takes nothing.
const TAKEN = /\bfrom\s*['"]virtual:locale-strings\?keys=([\w,]+)['"]/g;

/** Every top-level key of locales/en.json a `virtual:locale-strings?keys=` import in `src/` takes. */
export function lazyNamespaces(root = process.cwd()): Set<string> {
  const taken = new Set<string>();
  const scan = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) scan(path);
      else if (/\.tsx?$/.test(entry.name))
        for (const match of readFileSync(path, 'utf8').matchAll(TAKEN))
          for (const key of match[1]!.split(',')) taken.add(key);
    }
  };
  scan(resolve(root, 'src'));
  return taken;
}

/**
 * `import { strings } from 'virtual:locale-strings?keys=register,reset'` gives those top-level keys of
 * `locales/en.json` as a module of their own; `?startup` gives every key that no such import in
 * `src/` takes, for the first page. A bundler keeps a JSON module whole in one chunk, so this is how
 * modules that load later (register, address book) carry their English strings in their own chunk
 * (their importer adds them: `withStrings` in src/lib/i18n.ts), while the locale stays one file per
 * language. Other languages are fetched whole when chosen and need none of it.
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
      // Read afresh each time: the startup keys are whatever the lazy modules leave.
      const lazy = lazyNamespaces(root);
      let keys: string[];
      if (query.has('startup')) keys = Object.keys(all).filter((key) => !lazy.has(key));
      else if (query.has('keys')) keys = (query.get('keys') ?? '').split(',').filter(Boolean);
      else return this.error(`${id.slice(1)}: ask for ?keys=<top-level keys> or ?startup`);
      const missing = keys.filter((key) => !(key in all));
      if (missing.length)
        this.error(`locales/en.json has no top-level key ${missing.join(', ')} (${id.slice(1)})`);
      // An import the scan above cannot read would leave its keys in the first page's strings too.
      const unseen = query.has('keys') ? keys.filter((key) => !lazy.has(key)) : [];
      if (unseen.length)
        this.error(`${id.slice(1)}: write it as 'virtual:locale-strings?keys=a,b' in a .ts(x) file of src/`);
      const picked = Object.fromEntries(keys.map((key) => [key, all[key]]));
      return `export const strings = JSON.parse(${JSON.stringify(JSON.stringify(picked))});`;
    },
  };
}
