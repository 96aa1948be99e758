import path from 'node:path';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';

/** The early boot script's source (what it does and why: its header comment). */
const EARLY_ENTRY = 'src/app/boot/early.ts';

/** Where the script goes: right after the config preload, which its first fetch takes over. */
const AFTER = /<link rel="preload" href="\/config\.json"[^>]*>/;

/**
 * Bundles the early boot script on its own into one small classic script and writes it inline into
 * index.html, right after the config preload: it runs while the parser is still in the head, with no
 * request of its own, long before the app's modules have arrived and been evaluated. Bundled apart,
 * it shares no chunk with the app, which keeps its own copies of the few helpers both use. The nginx
 * renderer allows it by hash (scripts/nginx/csp.ts); where a server's CSP does not, the browser skips
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
        define: { __FAKE_BACKEND__: JSON.stringify(options.fakeBackend) },
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
      handler(html) {
        if (!AFTER.test(html))
          throw new Error('index.html lost its /config.json preload: the early script goes after it');
        return html.replace(AFTER, (link) => `${link}\n    <script>${code}</script>`);
      },
    },
  };
}
