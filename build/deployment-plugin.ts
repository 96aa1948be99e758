import { createHash } from 'node:crypto';
import { readFileSync, rmSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { config as zodConfig } from 'zod/mini';
import { en } from 'zod/locales';
import { parseDeploymentConfig, type DeploymentConfig } from '../src/config/deployment-config.ts';
import { MANIFEST_FILE_NAMES, manifestFiles } from './web-manifest.ts';

// A bad deployment file fails the build with zod's full English messages.
zodConfig(en());

const FAKE_ORIGIN = 'https://api.fake-supplier.test';

/** Reads deployments/<name>.json, validates it and applies the API_ORIGIN override. */
export function loadDeployment(root: string, name: string, apiOrigin?: string): DeploymentConfig {
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`DEPLOYMENT must be a file name, got "${name}"`);
  const file = path.join(root, 'deployments', `${name}.json`);
  if (!existsSync(file)) throw new Error(`No deployment config at deployments/${name}.json`);
  const config = parseDeploymentConfig(JSON.parse(readFileSync(file, 'utf8')));
  if (!apiOrigin) return config;
  // Lets the same deployment point at `npm run mock-api` (e2e, preview) without a second file.
  const swap = (host: string) => host.replace(FAKE_ORIGIN, apiOrigin.replace(/\/+$/, ''));
  return {
    ...config,
    api: {
      ...config.api,
      agency_host: swap(config.api.agency_host),
      main_host: swap(config.api.main_host),
      // The fake suppliers live at the API origin too: they keep receiving the token.
      trusted_origins: config.api.trusted_origins.map(swap),
    },
    // The fake backend also serves map tiles and geocoding, so the map follows the API override.
    map: { ...config.map, tile_url: swap(config.map.tile_url), geocoder_url: swap(config.map.geocoder_url) },
    // And the card provider's stand-in (the gateway and wallet stand-ins are the storefront's own pages).
    payments: { ...config.payments, card_token_url: swap(config.payments.card_token_url) },
  };
}

/**
 * Serves /config.json and /version.txt in dev and writes them into the build, so one static
 * build can be redeployed with another config.json and never needs rebuilding per operator.
 */
export function deploymentPlugin(options: { fakeBackend: boolean }): Plugin {
  let resolved: ResolvedConfig;
  const deployment = () => process.env.DEPLOYMENT ?? 'reference';
  const config = () => loadDeployment(resolved.root, deployment(), process.env.API_ORIGIN);
  const configJson = () => `${JSON.stringify(config(), null, 2)}\n`;
  // The manifest and its icons follow the deployment like config.json (build/web-manifest.ts).
  const manifest = () =>
    manifestFiles(config(), readFileSync(path.join(resolved.publicDir, 'favicon.svg'), 'utf8'));

  return {
    name: 'storefront-deployment',
    configResolved(config) {
      resolved = config;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split('?')[0];
        if (url === '/config.json') {
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(configJson());
          return;
        }
        // Rendered only when asked for: the PNG takes a rasteriser run.
        const name = url?.slice(1) ?? '';
        if (MANIFEST_FILE_NAMES.includes(name)) {
          const type = name.endsWith('.svg') ? 'image/svg+xml' : name.endsWith('.png') ? 'image/png' : null;
          res.setHeader('Content-Type', type ?? 'application/manifest+json');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(manifest()[name]);
          return;
        }
        if (url === '/version.txt') {
          res.setHeader('Content-Type', 'text/plain');
          res.setHeader('Cache-Control', 'no-cache');
          res.end('dev\n');
          return;
        }
        next();
      });
    },
    generateBundle(_options, bundle) {
      this.emitFile({ type: 'asset', fileName: 'config.json', source: configJson() });
      for (const [fileName, source] of Object.entries(manifest()))
        this.emitFile({ type: 'asset', fileName, source });
      // The checksum changes whenever any emitted chunk changes, which is what a reload needs.
      const names = Object.keys(bundle).sort().join('\n');
      const version = createHash('sha256').update(names).digest('hex').slice(0, 16);
      this.emitFile({ type: 'asset', fileName: 'version.txt', source: `${version}\n` });
    },
    closeBundle() {
      if (options.fakeBackend) return;
      // Vite copies public/ verbatim; the service worker belongs to demo builds only.
      rmSync(path.join(resolved.build.outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}
