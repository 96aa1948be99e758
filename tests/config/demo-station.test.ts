// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseDeploymentConfig } from '../../src/config/deployment-config';
import { AA_TEXT, contrastRatio } from '../../src/lib/contrast';

const load = (name: string) =>
  JSON.parse(readFileSync(`deployments/${name}.json`, 'utf8')) as Record<string, unknown>;

/** The message for `path` when the reference deployment is changed by `patch`; undefined if it parses. */
function refusal(patch: Record<string, unknown>, path: string): string | undefined {
  try {
    parseDeploymentConfig({ ...load('reference'), ...patch });
    return undefined;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.issues.find((issue) => issue.path.startsWith(path))?.message;
  }
}

const station = (stylesheet: unknown) => ({ demo_station: { name: 'Demo', stylesheet } });

describe('demo_station', () => {
  it('is optional, and only the market demo turns it on, with a sheet that exists in public/', () => {
    expect(parseDeploymentConfig(load('reference')).demo_station).toBeUndefined();
    const { demo_station } = parseDeploymentConfig(load('market-demo'));
    expect(demo_station).toEqual({ name: 'Demo', stylesheet: '/themes/demo-station.css' });
    expect(existsSync(`public${demo_station!.stylesheet}`)).toBe(true);
  });

  it('takes a same-origin .css path or an https .css URL', () => {
    for (const url of ['/themes/station.css', 'https://cdn.shop.example/themes/a-b_1.css'])
      expect(refusal(station(url), 'demo_station'), url).toBeUndefined();
  });

  it('refuses http, other schemes, scripts, other origins in disguise and markup', () => {
    for (const url of [
      'http://cdn.shop.example/station.css',
      'http://127.0.0.1:8787/station.css',
      'javascript:alert(1)//.css',
      'data:text/css,body{}',
      'https://cdn.shop.example/station.js',
      '/themes/station.js',
      '/themes/station.css.js',
      '//evil.example/station.css',
      '/\\evil.example/station.css',
      'themes/station.css',
      'https://user@cdn.shop.example/station.css',
      '/themes/station.css?x=1',
      '/themes/"><script>alert(1)</script>.css',
      "/themes/a');}.css",
      '',
    ])
      expect(refusal(station(url), 'demo_station.stylesheet'), url).toBeDefined();
  });

  it('needs a short name', () => {
    expect(refusal({ demo_station: { name: '', stylesheet: '/t.css' } }, 'demo_station.name')).toBeDefined();
    const long = 'x'.repeat(41);
    expect(
      refusal({ demo_station: { name: long, stylesheet: '/t.css' } }, 'demo_station.name'),
    ).toBeDefined();
  });
});

describe('the demo station sheet', () => {
  const css = readFileSync('public/themes/demo-station.css', 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

  it('leaves the theme tokens alone and loads nothing more', () => {
    // The app sets --color-* inline on <html> from the AA-checked theme; !important could beat it.
    expect(css).not.toMatch(/--color-|!important|@import|url\(|expression\(/i);
  });

  it('brings only colour pairs that meet AA for text', () => {
    const ribbon = /::before\s*{[^}]*}/.exec(css)?.[0] ?? '';
    const background = /background-color:\s*(#[0-9a-f]{6})/i.exec(ribbon)?.[1];
    const colour = /[^-]color:\s*(#[0-9a-f]{6})/i.exec(ribbon)?.[1];
    expect(background && colour).toBeTruthy();
    expect(contrastRatio(background!, colour!)).toBeGreaterThanOrEqual(AA_TEXT);
  });
});

describe('analytics.ad_tracking', () => {
  const withTracking = (ad_tracking: unknown) => ({ analytics: { enabled: false, ad_tracking } });

  it('is off unless the deployment turns it on', () => {
    for (const name of ['reference', 'market-demo'])
      expect(parseDeploymentConfig(load(name)).analytics.ad_tracking?.enabled ?? false, name).toBe(false);
  });

  it('takes a flag and an optional pixel id of digits', () => {
    expect(refusal(withTracking({ enabled: true }), 'analytics')).toBeUndefined();
    expect(refusal(withTracking({ enabled: true, pixel_id: '1234567890' }), 'analytics')).toBeUndefined();
    expect(refusal(withTracking({ enabled: true, pixel_id: "1');x" }), 'analytics')).toBeDefined();
    expect(refusal(withTracking({ pixel_id: '1' }), 'analytics')).toBeDefined();
  });
});
