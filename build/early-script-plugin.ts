import path from 'node:path';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { EARLY_SCREENS } from './chunk-groups.ts';

/** The early boot script's source (what it does and why: its header comment). */
const EARLY_ENTRY = 'src/app/boot/early/early.ts';

/** Stands in the bundled script for the screens' files until index.html is written. */
const SCREEN_FILES_TOKEN = '__storefrontEarlyScreenFiles__';

/**
 * The files each early screen (by its name in EARLY_SCREENS) needs beyond `startup`, what
 * index.html loads: the file holding its route module, what that file imports, and their styles,
 * addressed under `base`.
 */
export function earlyScreenFiles(
  bundle: Rollup.OutputBundle,
  root: string,
  base: string,
  startup: ReadonlySet<string>,
): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const filesOf = (module: string) => {
    const id = path.join(root, module);
    const home = chunks.find((chunk) => chunk.moduleIds.includes(id));
    if (!home) throw new Error(`${module} is in no chunk of the build`);
    const files = new Set<string>();
    const visit = (file: string) => {
      const chunk = bundle[file];
      if (chunk?.type !== 'chunk' || startup.has(file) || files.has(file)) return;
      files.add(file);
      chunk.viteMetadata?.importedCss.forEach((css) => files.add(css));
      chunk.imports.forEach(visit);
    };
    visit(home.fileName);
    return [...files].map((file) => base + file);
  };
  return Object.fromEntries(Object.entries(EARLY_SCREENS).map(([name, module]) => [name, filesOf(module)]));
}

/** Where the script goes: right after the config preload, which its first fetch takes over. */
const AFTER = /<link rel="preload" href="\/config\.json"[^>]*>/;

/**
 * Bundles the early boot script on its own into one small classic script and writes it inline into
 * index.html, right after the config preload: it runs while the parser is still in the head, with no
 * request of its own, long before the app's modules have arrived and been evaluated. Bundled apart,
 * it shares no chunk with the app, which keeps its own copies of the few helpers both use. The nginx
 * renderer allows it by hash (tooling/nginx/csp.ts); where a server's CSP does not, the browser skips
 * it and the app simply asks for everything itself.
 */
export function earlyScriptPlugin(options: { fakeBackend: boolean }): Plugin {
  let resolved: ResolvedConfig;
  let code = '';
  return {
    name: 'storefront-early-script',
    apply: 'build',
    configResolved(config) {
      resolved = config;
    },
    async buildStart() {
      const result = await build({
        configFile: false,
        root: resolved.root,
        logLevel: 'warn',
        publicDir: false,
        define: {
          __FAKE_BACKEND__: JSON.stringify(options.fakeBackend),
          __EARLY_SCREEN_FILES__: SCREEN_FILES_TOKEN,
        },
        build: {
          write: false,
          target: resolved.build.target,
          minify: true,
          lib: {
            entry: path.join(resolved.root, EARLY_ENTRY),
            formats: ['iife'],
            name: 'storefrontEarlyBoot',
          },
        },
      });
      const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
      const chunk = outputs.flatMap((output) => output.output).find((item) => item.type === 'chunk');
      if (!chunk) throw new Error(`${EARLY_ENTRY} produced no script`);
      // Inline, a "</script" in a string would end the element early.
      code = chunk.code.trim().replace(/<\/script/gi, '<\\/script');
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!AFTER.test(html))
          throw new Error('index.html lost its /config.json preload: the early script goes after it');
        if (!bundle) throw new Error('the early script is written into a built index.html only');
        const linked = [...html.matchAll(/\s(?:src|href)="([^"]+)"/g)].map(([, url]) => url!);
        const startup = new Set(linked.map((url) => url.slice(resolved.base.length)));
        const files = JSON.stringify(earlyScreenFiles(bundle, resolved.root, resolved.base, startup));
        if (!code.includes(SCREEN_FILES_TOKEN))
          throw new Error(`${EARLY_ENTRY} no longer reads its screens' files`);
        const script = code.split(SCREEN_FILES_TOKEN).join(files);
        return html.replace(AFTER, (link) => `${link}\n    <script>${script}</script>`);
      },
    },
  };
}
