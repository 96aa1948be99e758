import { Resvg } from '@resvg/resvg-js';
import type { DeploymentConfig } from '../src/config/deployment-config.ts';
import { APPLE_TOUCH_ICON_FILE, ICON_FILE, MANIFEST_FILE, MASKABLE_ICON_FILE } from '../src/sw/app-files.ts';

// The web app manifest and its icons, from the deployment config and the logo (public/favicon.svg).
// One static build serves many deployments, so these are rendered wherever config.json is: by the
// build for its DEPLOYMENT, by the dev server, and by scripts/render-manifest.ts when an operator
// replaces config.json (docs/deploy.md, 4.). The manifest's icons are SVG: Chromium installs from an
// SVG icon of sizes "any". iOS ignores SVG icons, so it gets a PNG of its own (appleTouchIcon).

/** The size iPhones and iPads ask for; iOS scales it for every other place it shows it. */
export const APPLE_TOUCH_ICON_SIZE = 180;

/** Launchers cut names longer than about 12 characters; whole words are kept, up to that length. */
export function shortName(title: string, max = 12): string {
  if (title.length <= max) return title;
  let short = '';
  for (const word of title.split(/\s+/)) {
    const next = short ? `${short} ${word}` : word;
    if (next.length > max) break;
    short = next;
  }
  // A first word longer than the limit is cut rather than left out; trailing '&' or '-' go.
  return (short || title.slice(0, max)).replace(/[\s&+,-]+$/, '');
}

export function renderManifest(config: DeploymentConfig): string {
  const manifest = {
    name: config.title,
    short_name: shortName(config.title),
    lang: config.locale,
    start_url: '/',
    scope: '/',
    id: '/',
    display: 'standalone',
    theme_color: config.theme.primary,
    background_color: '#ffffff',
    icons: [
      { src: `/${ICON_FILE}`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: `/${MASKABLE_ICON_FILE}`, sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** The logo's drawing: its viewBox and what is inside the <svg> element. */
function logoParts(logoSvg: string): { viewBox: string; inner: string } {
  const open = /<svg\b[^>]*>/i.exec(logoSvg);
  const close = logoSvg.lastIndexOf('</svg>');
  if (!open || close < 0) throw new Error('the logo is not an SVG document');
  const viewBox = /viewBox="([^"]+)"/i.exec(open[0])?.[1];
  if (!viewBox) throw new Error('the logo SVG has no viewBox');
  const inner = logoSvg.slice(open.index + open[0].length, close);
  // The icon is served as a file and may be shown by the launcher: nothing in it may run.
  if (/<script|\son\w+\s*=|javascript:|<foreignObject/i.test(inner))
    throw new Error('the logo SVG has scripts or event handlers');
  return { viewBox, inner };
}

/**
 * The logo as an app icon: as drawn for `any`; for `maskable`, on a full square of the theme colour
 * with the logo inside the middle 80% (the safe zone a launcher's mask never cuts).
 */
export function renderIcon(config: DeploymentConfig, logoSvg: string, purpose: 'any' | 'maskable'): string {
  const { viewBox, inner } = logoParts(logoSvg);
  const [at, size] = purpose === 'any' ? [0, 512] : [51, 410];
  const logo = `<svg x="${at}" y="${at}" width="${size}" height="${size}" viewBox="${viewBox}">${inner}</svg>`;
  const background =
    purpose === 'maskable' ? `<rect width="512" height="512" fill="${config.theme.primary}"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">${background}${logo}</svg>\n`;
}

/**
 * iOS's home-screen icon: the maskable icon (the logo on the theme colour, clear of the corners iOS
 * rounds) as a 180x180 PNG. iOS shows a transparent pixel as black, so the PNG is painted on white
 * first, whatever the SVG leaves uncovered. System fonts stay on, so a logo with text keeps it.
 */
export function renderAppleTouchIcon(config: DeploymentConfig, logoSvg: string): Uint8Array {
  const svg = renderIcon(config, logoSvg, 'maskable');
  const fitTo = { mode: 'width', value: APPLE_TOUCH_ICON_SIZE } as const;
  return new Uint8Array(new Resvg(svg, { fitTo, background: '#ffffff' }).render().asPng());
}

/** Every file the manifest and the page's icon links need, by path under the site root. */
export function manifestFiles(
  config: DeploymentConfig,
  logoSvg: string,
): Record<string, string | Uint8Array> {
  return {
    [MANIFEST_FILE]: renderManifest(config),
    [ICON_FILE]: renderIcon(config, logoSvg, 'any'),
    [MASKABLE_ICON_FILE]: renderIcon(config, logoSvg, 'maskable'),
    [APPLE_TOUCH_ICON_FILE]: renderAppleTouchIcon(config, logoSvg),
  };
}

/** The names manifestFiles writes, so a server can tell a request for one before rendering it. */
export const MANIFEST_FILE_NAMES: readonly string[] = [
  MANIFEST_FILE,
  ICON_FILE,
  MASKABLE_ICON_FILE,
  APPLE_TOUCH_ICON_FILE,
];
