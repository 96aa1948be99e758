// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadDeployment } from '../../build/deployment-plugin';
import { manifestFiles, renderIcon, shortName } from '../../build/web-manifest';

const manifestOf = (files: Record<string, string | Uint8Array>) =>
  JSON.parse(String(files['manifest.webmanifest']));

const LOGO = readFileSync('public/favicon.svg', 'utf8');
const reference = loadDeployment(process.cwd(), 'reference');
const market = loadDeployment(process.cwd(), 'market-demo');

describe('the web app manifest of a deployment', () => {
  it('names the shop, starts at the home, stands alone and takes the theme colour', () => {
    const manifest = manifestOf(manifestFiles(reference, LOGO));
    expect(manifest).toMatchObject({
      name: 'Zero Waste Pantry',
      short_name: 'Zero Waste',
      lang: 'en',
      start_url: '/',
      display: 'standalone',
      theme_color: '#b08a61',
    });
    expect(manifest.icons.map((icon: { src: string; purpose: string }) => [icon.src, icon.purpose])).toEqual([
      ['/icons/app.svg', 'any'],
      ['/icons/maskable.svg', 'maskable'],
    ]);
    expect(manifestOf(manifestFiles(market, LOGO)).theme_color).toBe('#2f7d5b');
  });

  it('shortens a long name to whole words a launcher shows', () => {
    expect(shortName('Kaapse Mark')).toBe('Kaapse Mark');
    expect(shortName('Cape Cash & Carry')).toBe('Cape Cash');
    expect(shortName('Supercalifragilistic Foods')).toBe('Supercalifra');
  });

  it('draws the logo on the theme colour, inside the safe zone, for a maskable icon', () => {
    const maskable = renderIcon(market, LOGO, 'maskable');
    expect(maskable).toContain('<rect width="512" height="512" fill="#2f7d5b"/>');
    expect(maskable).toContain('<svg x="51" y="51" width="410" height="410" viewBox="0 0 32 32">');
    expect(renderIcon(market, LOGO, 'any')).not.toContain('#2f7d5b');
  });

  it('refuses a logo that could run anything', () => {
    const withScript = LOGO.replace('</svg>', '<script>alert(1)</script></svg>');
    expect(() => renderIcon(reference, withScript, 'any')).toThrow(/scripts/);
    expect(() => renderIcon(reference, LOGO.replace('<path', '<path onload="x()"'), 'any')).toThrow(
      /scripts/,
    );
    expect(() => renderIcon(reference, '<png/>', 'any')).toThrow(/not an SVG/);
  });
});
