// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ResolvedConfig } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { deploymentPlugin, loadDeployment } from '../../build/deployment-plugin';
import { renderAppleTouchIcon } from '../../build/web-manifest';
import { APPLE_TOUCH_ICON_FILE } from '../../src/sw/app-files';
import { writeManifestFiles } from '../../scripts/render-manifest';
import { pixelAt, readPng } from './png';

// iOS ignores SVG icons: without a PNG linked as apple-touch-icon, a shop added to an iPhone's home
// screen gets a screenshot as its icon. Each deployment's PNG is read back as the phone reads it.

const LOGO = readFileSync('public/favicon.svg', 'utf8');
const DEPLOYMENTS = readdirSync('deployments')
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));
const hex = (rgb: number[]) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

const scratch = mkdtempSync(path.join(tmpdir(), 'apple-touch-icon-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe.each(DEPLOYMENTS)('the home-screen icon of deployment %s', (name) => {
  const config = loadDeployment(process.cwd(), name);
  const png = readPng(renderAppleTouchIcon(config, LOGO));

  it('is a 180×180 PNG', () => {
    expect([png.width, png.height]).toEqual([180, 180]);
  });

  it('is opaque everywhere, so iOS puts nothing on black', () => {
    const alphas = new Set(png.pixels.filter((_, at) => at % 4 === 3));
    expect([...alphas]).toEqual([255]);
  });

  it('draws the logo on the theme colour, as the maskable icon does', () => {
    expect(hex(pixelAt(png, 2, 2).slice(0, 3))).toBe(config.theme.primary);
    // The logo's middle (public/favicon.svg: a white bag on brown) is not the background.
    expect(hex(pixelAt(png, 90, 120).slice(0, 3))).not.toBe(config.theme.primary);
  });
});

describe('the page links the icon the deployment renders', () => {
  it('from index.html, at 180×180', () => {
    const html = readFileSync('index.html', 'utf8');
    expect(html).toContain(
      `<link rel="apple-touch-icon" sizes="180x180" href="/${APPLE_TOUCH_ICON_FILE}" />`,
    );
  });

  const plugin = deploymentPlugin({ fakeBackend: false });
  (plugin.configResolved as (config: ResolvedConfig) => void)({
    root: process.cwd(),
    publicDir: path.resolve('public'),
  } as ResolvedConfig);

  it('is written into the build beside config.json', () => {
    const emitted = new Map<string, string | Uint8Array>();
    const emitFile = ({ fileName, source }: { fileName: string; source: string | Uint8Array }) =>
      void emitted.set(fileName, source);
    (plugin.generateBundle as (this: unknown, ...args: unknown[]) => void).call({ emitFile }, {}, {});
    expect(emitted.has('config.json')).toBe(true);
    const icon = readPng(emitted.get(APPLE_TOUCH_ICON_FILE) as Uint8Array);
    expect([icon.width, icon.height]).toEqual([180, 180]);
  });

  it('is served by the dev server as a PNG', () => {
    type Middleware = (req: { url: string }, res: object, next: () => void) => void;
    let middleware: Middleware = () => undefined;
    const server = { middlewares: { use: (handler: Middleware) => void (middleware = handler) } };
    (plugin.configureServer as (server: unknown) => void)(server);
    const headers = new Map<string, string>();
    let body: unknown;
    const res = {
      setHeader: (key: string, value: string) => headers.set(key, value),
      end: (b: unknown) => (body = b),
    };
    middleware({ url: `/${APPLE_TOUCH_ICON_FILE}?v=1` }, res, () => undefined);
    expect(headers.get('Content-Type')).toBe('image/png');
    expect(readPng(body as Uint8Array).width).toBe(180);
  });

  it('is written again with a replaced config.json by render-manifest', () => {
    const written = writeManifestFiles('market-demo', scratch, 'public/favicon.svg');
    expect(written).toContain(path.join(scratch, APPLE_TOUCH_ICON_FILE));
    const icon = readPng(readFileSync(path.join(scratch, APPLE_TOUCH_ICON_FILE)));
    expect(hex(pixelAt(icon, 2, 2).slice(0, 3))).toBe(
      loadDeployment(process.cwd(), 'market-demo').theme.primary,
    );
  });
});
