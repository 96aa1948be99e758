// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseDeploymentConfig } from '../../src/config/deployment-config';
import { buildCsp } from '../../tooling/nginx/csp';

const reference = JSON.parse(readFileSync('deployments/reference.json', 'utf8')) as Record<string, unknown>;

const directive = (patch: Record<string, unknown>, name: string) =>
  buildCsp(parseDeploymentConfig({ ...reference, ...patch }))
    .split('; ')
    .find((part) => part.startsWith(`${name} `));

describe('the CSP of a demo station', () => {
  it("allows an https station sheet's origin in style-src, and nowhere else", () => {
    const patch = {
      demo_station: { name: 'Demo', stylesheet: 'https://themes.shop.example/s/station.css' },
    };
    expect(directive(patch, 'style-src')).toBe("style-src 'self' https://themes.shop.example");
    expect(directive(patch, 'script-src')).not.toContain('themes.shop.example');
    expect(directive(patch, 'connect-src')).not.toContain('themes.shop.example');
  });

  it("needs nothing more for a sheet of the storefront's own origin", () => {
    const patch = { demo_station: { name: 'Demo', stylesheet: '/themes/demo-station.css' } };
    expect(directive(patch, 'style-src')).toBe("style-src 'self'");
    expect(directive({}, 'style-src')).toBe("style-src 'self'");
  });
});

describe('the CSP of ad tracking', () => {
  const endpoint = 'https://stats.shop.example/collect';

  it('lets beacons reach the analytics endpoint once ad tracking is on, even with analytics off', () => {
    const patch = { analytics: { enabled: false, endpoint, ad_tracking: { enabled: true } } };
    expect(directive(patch, 'connect-src')).toContain('https://stats.shop.example');
    expect(directive(patch, 'script-src')).not.toContain('stats.shop.example');
    expect(directive(patch, 'img-src')).not.toContain('facebook');
  });

  it('allows no endpoint while both are off', () => {
    const patch = { analytics: { enabled: false, endpoint, ad_tracking: { enabled: false } } };
    expect(directive(patch, 'connect-src')).not.toContain('stats.shop.example');
  });
});
