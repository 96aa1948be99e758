import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { manifestFiles } from '../build/web-manifest.ts';
import { readDeployment, runAsScript } from '../tooling/nginx/render-config.ts';

// Writes manifest.webmanifest and its icons (iOS's PNG too) for the config being deployed, as the
// build does for its DEPLOYMENT: run it whenever config.json is replaced (docs/deploy.md, 4.). Usage:
//   tsx scripts/render-manifest.ts --deployment dist/config.json [--out dist] [--logo dist/favicon.svg]

/** Writes the files under `out`; returns their paths. */
export function writeManifestFiles(deployment: string, out: string, logo: string): string[] {
  const files = manifestFiles(readDeployment(deployment), readFileSync(logo, 'utf8'));
  return Object.entries(files).map(([name, text]) => {
    const file = path.join(out, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    return file;
  });
}

runAsScript(import.meta.url, 'render-manifest', (argv) => {
  const { values } = parseArgs({
    args: argv,
    options: {
      deployment: { type: 'string' },
      out: { type: 'string', default: 'dist' },
      logo: { type: 'string' },
    },
  });
  if (!values.deployment) throw new Error('--deployment <name | path/to/config.json> is required');
  const logo = values.logo ?? path.join(values.out, 'favicon.svg');
  for (const file of writeManifestFiles(values.deployment, values.out, logo)) console.info(file);
});
