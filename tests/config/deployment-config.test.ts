// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseDeploymentConfig } from '../../src/config/deployment-config';
import { applyServerOverrides } from '../../src/app/boot/load-config';

const load = (name: string) =>
  JSON.parse(readFileSync(`deployments/${name}.json`, 'utf8')) as Record<string, unknown>;

describe('deployment config', () => {
  it('accepts the reference deployment as the spec describes it', () => {
    const config = parseDeploymentConfig(load('reference'));
    expect(config.country).toBe('ZA');
    expect(config.currency).toEqual({ symbol: 'R', iso: 'ZAR' });
    expect(config.locale).toBe('en');
    expect(config.theme.primary).toBe('#b08a61');
    expect(config.features).toEqual({
      agency: true,
      bags: false,
      combos: false,
      multi_supplier: false,
      stokvel: false,
    });
    expect(config.analytics.enabled).toBe(false);
    // Near Cape Town.
    expect(config.map.lat).toBeCloseTo(-33.92, 1);
    expect(config.map.lon).toBeCloseTo(18.42, 1);
  });

  it('accepts the market demo with its marketplace flags on', () => {
    const config = parseDeploymentConfig(load('market-demo'));
    expect(config.features).toMatchObject({
      agency: false,
      multi_supplier: true,
      stokvel: true,
      combos: true,
      bags: true,
    });
  });

  it('names every bad field', () => {
    const raw = load('reference');
    const bad = { ...raw, theme: { primary: 'brown' }, locale: 'de', api: { agency_host: 'ftp://x' } };
    let caught: unknown;
    try {
      parseDeploymentConfig(bad);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const paths = (caught as ConfigError).issues.map((issue) => issue.path);
    expect(paths).toEqual(
      expect.arrayContaining(['theme.primary', 'locale', 'api.agency_host', 'api.main_host']),
    );
  });

  it('rejects unknown top-level fields so typos do not pass silently', () => {
    expect(() => parseDeploymentConfig({ ...load('reference'), titel: 'x' })).toThrow(ConfigError);
  });

  it('strips trailing slashes from hosts', () => {
    const raw = load('reference');
    const config = parseDeploymentConfig({
      ...raw,
      api: { ...(raw.api as object), agency_host: 'https://a.example/x/' },
    });
    expect(config.api.agency_host).toBe('https://a.example/x');
  });
});

describe('server overrides (shopfront_config)', () => {
  const base = parseDeploymentConfig(load('reference'));

  it('restyles and re-flags the shop', () => {
    const merged = applyServerOverrides(base, {
      title: 'Pantry Two',
      theme: { primary: '#225522' },
      features: { stokvel: true },
    });
    expect(merged.title).toBe('Pantry Two');
    expect(merged.theme.primary).toBe('#225522');
    expect(merged.features.stokvel).toBe(true);
    expect(merged.features.agency).toBe(true);
  });

  it("never lets the server switch the shop's mode, which decides the host of each call", () => {
    const merged = applyServerOverrides(base, {
      features: { agency: false, multi_supplier: true, combos: true },
    });
    expect(merged.features).toEqual({ ...base.features, combos: true });
  });

  it('never lets the server move the API hosts', () => {
    const merged = applyServerOverrides(base, { api: { agency_host: 'https://evil.example' } });
    expect(merged.api.agency_host).toBe(base.api.agency_host);
  });

  it('ignores invalid overrides as a whole', () => {
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      expect(applyServerOverrides(base, { theme: { primary: 'red' } })).toEqual(base);
    } finally {
      console.warn = warn;
    }
  });
});
