// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConfigErrorPage } from '../../src/app/boot/config-error-page';
import { ConfigError, parseDeploymentConfig } from '../../src/config/deployment-config';
import { initI18n } from '../../src/lib/i18n';

// Every absolute URL of the deployment config is https, or http on this machine (the fake API of
// development and e2e): over plain http to another host, map tiles, address searches, analytics
// beacons and the shop's links can be read and swapped on the way. Same-origin paths stay allowed
// where they were (the demo's gateway page, the terms file).

const load = (name: string) =>
  JSON.parse(readFileSync(`deployments/${name}.json`, 'utf8')) as Record<string, unknown>;

const HTTPS_ONLY = 'must be an https URL (http only on localhost, 127.0.0.1 or [::1])';

type Field = { path: string; section: 'map' | 'analytics' | 'links'; key: string; https: string };
const FIELDS: Field[] = [
  { path: 'map.tile_url', section: 'map', key: 'tile_url', https: 'https://tiles.example/{z}/{x}/{y}.png' },
  { path: 'map.geocoder_url', section: 'map', key: 'geocoder_url', https: 'https://geo.example/nominatim' },
  { path: 'analytics.endpoint', section: 'analytics', key: 'endpoint', https: 'https://stats.example/e' },
  { path: 'links.support_chat', section: 'links', key: 'support_chat', https: 'https://wa.me/27215550199' },
  { path: 'links.website', section: 'links', key: 'website', https: 'https://shop.example' },
  { path: 'links.social_group', section: 'links', key: 'social_group', https: 'https://chat.example/g' },
];

const withValue = ({ section, key }: Field, value: string) => {
  const raw = load('reference');
  return { ...raw, [section]: { ...(raw[section] as object), [key]: value } };
};

function issues(raw: unknown) {
  try {
    parseDeploymentConfig(raw);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.issues;
  }
  return [];
}

/** `https` with its scheme and host swapped for `origin`, path (and tile template) kept. */
const at = (origin: string, https: string) => https.replace(/^https:\/\/[^/]+/, origin);

describe.each(FIELDS)('$path', (field) => {
  it.each([
    'http://shop.example',
    'http://192.168.1.10:8787',
    'http://localhost.evil.example',
    'http://127.0.0.1.evil.example',
    'https://user:pw@shop.example',
  ])('refuses %j, naming the field', (origin) => {
    expect(issues(withValue(field, at(origin, field.https)))).toEqual([
      { path: field.path, message: HTTPS_ONLY },
    ]);
  });

  it.each(['https://shop.example', 'http://localhost:8787', 'http://127.0.0.1:8787', 'http://[::1]:8787'])(
    'accepts %j',
    (origin) => {
      expect(issues(withValue(field, at(origin, field.https)))).toEqual([]);
    },
  );
});

describe('the rest of the config', () => {
  it('accepts every shipped deployment as it is', () => {
    const names = readdirSync('deployments').filter((file) => file.endsWith('.json'));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(issues(load(name.replace(/\.json$/, ''))), name).toEqual([]);
  });

  it('still takes same-origin paths for the gateway page and the terms', () => {
    const raw = load('reference');
    const config = parseDeploymentConfig({
      ...raw,
      payments: { ...(raw.payments as object), gateway_url: '/demo-pay/gateway' },
      terms_url: '/terms/shop.md',
    });
    expect(config.payments.gateway_url).toBe('/demo-pay/gateway');
    expect(config.terms_url).toBe('/terms/shop.md');
  });

  it('shows the operator the refused field on the config error page', () => {
    initI18n();
    const [tiles] = FIELDS;
    const refused = issues(withValue(tiles!, 'http://tiles.example/{z}/{x}/{y}.png'));
    const page = renderToStaticMarkup(createElement(ConfigErrorPage, { issues: refused }));
    expect(page).toContain(`<li><code>map.tile_url</code>: ${HTTPS_ONLY}</li>`);
  });
});
