// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseDeploymentConfig } from '../../src/config/deployment-config';
import { applyServerOverrides } from '../../src/app/boot/server-overrides';
import { ConfigErrorPage } from '../../src/app/boot/config-error-page';
import { initI18n } from '../../src/lib/i18n';

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

  describe('api.trusted_origins', () => {
    const withTrusted = (trusted_origins: unknown) => {
      const raw = load('reference');
      return parseDeploymentConfig({ ...raw, api: { ...(raw.api as object), trusted_origins } });
    };
    const issuePaths = (trusted_origins: unknown) => {
      try {
        withTrusted(trusted_origins);
      } catch (error) {
        return (error as ConfigError).issues.map((issue) => issue.path);
      }
      return [];
    };

    it('defaults to no extra origins', () => {
      expect(parseDeploymentConfig(load('reference')).api.trusted_origins).toEqual([]);
    });

    it('lists the fake market suppliers in the market demo', () => {
      expect(parseDeploymentConfig(load('market-demo')).api.trusted_origins).toEqual([
        'https://api.fake-supplier.test',
      ]);
    });

    it('accepts https origins, and http only on localhost, 127.0.0.1 and [::1]', () => {
      const config = withTrusted([
        'https://Supplier.example.co.za/',
        'https://api.farm.example:8443',
        'http://localhost:8787',
        'http://127.0.0.1:8787',
        'http://[::1]:8787',
      ]);
      expect(config.api.trusted_origins).toEqual([
        'https://supplier.example.co.za',
        'https://api.farm.example:8443',
        'http://localhost:8787',
        'http://127.0.0.1:8787',
        'http://[::1]:8787',
      ]);
    });

    it.each([
      'http://supplier.example',
      'http://192.168.1.10:8787',
      'http://localhost.evil.example',
      'ftp://supplier.example',
      'javascript:alert(1)',
      'supplier.example',
      // An origin, not a URL: a path would suggest a narrower trust than the browser applies.
      'https://supplier.example/api',
      'https://user:pw@supplier.example',
      'https://*.supplier.example',
      'https://supplier.example?x=1',
      '',
    ])('rejects %j, naming the entry', (origin) => {
      expect(issuePaths(['https://ok.example', origin])).toEqual(['api.trusted_origins.1']);
    });

    it('is not a list of anything else', () => {
      expect(issuePaths('https://ok.example')).toEqual(['api.trusted_origins']);
    });
  });
});

// The shopper's password, bearer token and card details go to these hosts.
describe('api.agency_host, api.main_host and payments.card_token_url', () => {
  type Field = { path: string; section: 'api' | 'payments'; key: string };
  const AGENCY_HOST: Field = { path: 'api.agency_host', section: 'api', key: 'agency_host' };
  const FIELDS: Field[] = [
    AGENCY_HOST,
    { path: 'api.main_host', section: 'api', key: 'main_host' },
    { path: 'payments.card_token_url', section: 'payments', key: 'card_token_url' },
  ];
  const withHost = ({ section, key }: Field, value: string) => {
    const raw = load('reference');
    return { ...raw, [section]: { ...(raw[section] as object), [key]: value } };
  };
  const issues = (raw: unknown) => {
    try {
      parseDeploymentConfig(raw);
    } catch (error) {
      return (error as ConfigError).issues;
    }
    return [];
  };

  describe.each(FIELDS)('$path', (field) => {
    it.each([
      'http://agency.example/api',
      'http://192.168.1.10:8787',
      'http://10.0.0.5',
      'http://localhost.evil.example',
      'http://127.0.0.1.evil.example',
      'https://user:pw@agency.example',
      'https://shop.example@evil.example',
    ])('refuses %j, naming the field', (value) => {
      expect(issues(withHost(field, value))).toEqual([
        { path: field.path, message: 'must be an https URL (http only on localhost, 127.0.0.1 or [::1])' },
      ]);
    });

    it.each([
      ['https://agency.example/api/', 'https://agency.example/api'],
      ['http://localhost:8787/reference', 'http://localhost:8787/reference'],
      ['http://127.0.0.1:8787', 'http://127.0.0.1:8787'],
      ['http://[::1]:8787/x', 'http://[::1]:8787/x'],
    ])('accepts %j', (value, expected) => {
      const config = parseDeploymentConfig(withHost(field, value));
      const section: Record<string, unknown> = config[field.section];
      expect(section[field.key]).toBe(expected);
    });
  });

  it('shows the operator the refused field on the config error page', () => {
    initI18n();
    const refused = issues(withHost(AGENCY_HOST, 'http://agency.example'));
    const page = renderToStaticMarkup(createElement(ConfigErrorPage, { issues: refused }));
    expect(page).toContain(
      '<li><code>api.agency_host</code>: must be an https URL (http only on localhost, 127.0.0.1 or [::1])</li>',
    );
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

  it("never lets the server add origins that receive the shopper's token", () => {
    const merged = applyServerOverrides(base, { api: { trusted_origins: ['https://evil.example'] } });
    expect(merged.api.trusted_origins).toEqual(base.api.trusted_origins);
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
